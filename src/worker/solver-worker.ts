/**
 * The solver's Web Worker: messages in, results out (see protocol.ts), so a page never
 * freezes while the solver thinks. Built self-contained as dist/solver-worker.js, to sit
 * beside the script-tag file.
 */
import { Game, hint, solve, writePosition, compileRules, VARIANTS } from '../engine.js';
import { WINNABLE_ATTEMPTS, WINNABLE_SEARCH, winnableCandidate } from '../engine/winnable.js';
import type { Snapshot } from '../engine/snapshot.js';
import type { SolverRequest } from './protocol.js';

// Interim: a Game rebuilt from the snapshot, until the solver takes snapshots itself.
function gameOf(position: Snapshot): Game {
  const { variant, seed, redeals, redealsUsed, redealAnytime, cells } = position;
  return new Game({ variant, seed, redeals: redeals - redealsUsed, redealAnytime, position: writePosition(compileRules(VARIANTS[variant]), cells) });
}

function winnableSeed({ variant, seed }: { variant: string; seed: string }): { seed: string } {
  if (typeof seed !== 'string') throw new Error(`A winnable request needs a seed (a string), got ${typeof seed}`);
  for (let attempt = 0; attempt < WINNABLE_ATTEMPTS; attempt++) {
    const candidate = winnableCandidate(seed, attempt);
    if (solve(new Game({ variant, seed: candidate }), WINNABLE_SEARCH).result === 'win') return { seed: candidate };
  }
  throw new Error(`No winnable deal proven among the ${WINNABLE_ATTEMPTS} seeds from ${JSON.stringify(seed)}`);
}

self.onmessage = (event: MessageEvent<SolverRequest>) => {
  const request = event.data ?? ({} as SolverRequest);
  const { id } = request;
  try {
    let result;
    if (request.type === 'winnable') result = winnableSeed(request);
    else if (request.type === 'solve') result = solve(gameOf(request.position), request.options);
    else if (request.type === 'hint') result = hint(gameOf(request.position), request.options);
    else throw new Error(`Unknown request ${JSON.stringify((request as { type: unknown }).type)}`);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: (error as Error).message });
  }
};
