/**
 * The solver's Web Worker: messages in, results out, so a page never freezes while the
 * solver thinks. Built self-contained as dist/solver-worker.js, to sit beside the
 * script-tag file.
 *
 * In:  { id, type: 'solve' | 'hint', game: <a save from Game.save()>, options?: { timeLimitMs } }
 * Out: { id, result } with solve()'s or hint()'s answer, or { id, error } with the engine's message.
 */
import { Game, hint, solve } from '../engine.js';

interface Request {
  id: number;
  type: 'solve' | 'hint';
  game: string;
  options?: { timeLimitMs?: number };
}

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, type, game, options } = event.data ?? ({} as Request);
  try {
    if (type !== 'solve' && type !== 'hint') throw new Error(`Unknown request ${JSON.stringify(type)}: the worker answers "solve" and "hint"`);
    const loaded = Game.load(game);
    self.postMessage({ id, result: type === 'solve' ? solve(loaded, options) : hint(loaded, options) });
  } catch (error) {
    self.postMessage({ id, error: (error as Error).message });
  }
};
