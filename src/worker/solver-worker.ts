/**
 * The solver's Web Worker: messages in, results out, so a page never freezes while the
 * solver thinks. Built self-contained as dist/solver-worker.js, to sit beside the
 * script-tag file.
 *
 * In:  { id, type: 'solve' | 'hint', game: <a save from Game.save()>, options?: { timeLimitMs } }
 *      { id, type: 'winnable', variant, seed, options?: { timeLimitMs, attempts } }
 * Out: { id, result } with solve()'s or hint()'s answer, or for 'winnable' `{ seed }`: the
 *      first of seed, seed:1, seed:2, … whose deal the solver proves winnable without a
 *      redeal (each searched with `options`); or { id, error } with the engine's message.
 */
import { Game, hint, solve, type SolveOptions } from '../engine.js';

interface Request {
  id: number;
  type: 'solve' | 'hint' | 'winnable';
  game: string;
  variant?: string;
  seed?: string;
  options?: SolveOptions & { attempts?: number };
}

/**
 * How many seeds `winnable` tries before it gives up: 6 montana deals in 10 are proven
 * by the element's search (0.3 s each), and in the games the solver proves
 * rarely a player should not wait more than half a minute or so (about a second a deal).
 */
const ATTEMPTS = 30;

function winnableSeed({ variant, seed, options = {} }: Request): { seed: string } {
  if (typeof seed !== 'string') throw new Error(`A winnable request needs a seed (a string), got ${typeof seed}`);
  const attempts = options.attempts ?? ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const candidate = attempt === 0 ? seed : `${seed}:${attempt}`;
    if (solve(new Game({ variant, seed: candidate }), options).result === 'win') return { seed: candidate };
  }
  throw new Error(`No winnable deal proven among the ${attempts} seeds from ${JSON.stringify(seed)}`);
}

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data ?? ({} as Request);
  const { id, type, options } = request;
  try {
    let result;
    if (type === 'winnable') result = winnableSeed(request);
    else if (type === 'solve' || type === 'hint') result = (type === 'solve' ? solve : hint)(Game.load(request.game), options);
    else throw new Error(`Unknown request ${JSON.stringify(type)}`);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: (error as Error).message });
  }
};
