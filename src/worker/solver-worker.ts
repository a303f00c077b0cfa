/**
 * The solver's Web Worker: messages in, results out (see protocol.ts), so a page never
 * freezes while the solver thinks. Built self-contained as dist/solver-worker.js, to sit
 * beside the script-tag file. It takes position snapshots, not games: no `Game` here.
 * One worker serves an element for its lifetime; the solver's tables stay allocated
 * between requests. The game review asks for its searches one `solve` at a time (see
 * engine/review.ts), so the review itself is no part of the worker. Nor are the
 * variants: each request brings its variant's definition.
 */
import { hintPosition } from '../engine/hint.js';
import { solvePosition } from '../engine/solver.js';
import { winnableSeedOf } from '../engine/winnable.js';
import type { SolverAnswers, SolverRequest, SolverRequestType, SolverResponse } from './protocol.js';

function answer(request: SolverRequest): SolverAnswers[SolverRequestType] {
  switch (request.type) {
    case 'solve':
      return solvePosition(request.position, request.options);
    case 'hint':
      return hintPosition(request.position, request.options, request.passed);
    case 'winnable':
      return { seed: winnableSeedOf(request.definition, request.seed) };
    default:
      throw new Error(`Unknown request ${JSON.stringify((request as { type: unknown }).type)}`);
  }
}

self.onmessage = ({ data }: MessageEvent<SolverRequest>) => {
  let response: SolverResponse;
  try {
    response = { id: data.id, result: answer(data) };
  } catch (error) {
    response = { id: data?.id, error: (error as Error).message };
  }
  self.postMessage(response);
};
