/**
 * The messages between the element and the solver's worker, typed once for both sides.
 * Every request carries an id; the answer to it carries the same id and either the
 * result or the engine's error message. Every request brings its variant's definition
 * (a snapshot's own, or `definition`): the worker holds no table of the variants.
 */
import type { HintResult } from '../engine/hint.js';
import type { SolveOptions, SolveResult } from '../engine/solver.js';
import type { Snapshot } from '../engine/snapshot.js';
import type { Variant } from '../engine/variants.js';

/** What each request asks, by its type; the worker adds nothing else. */
export interface SolverQuestions {
  /** Search the position for a win without redeals (the game review's searches, bounded by positions alone, are these). */
  solve: { position: Snapshot; options?: SolveOptions };
  /** The best next action for the position, never back to one of `passed` (see `positionsPassed` in engine/hint.ts). */
  hint: { position: Snapshot; options?: SolveOptions; passed?: number[][] };
  /** The first seed from `seed` whose deal of the variant `definition` defines is proven winnable (see engine/winnable.ts). */
  winnable: { definition: Variant; seed: string };
}

/** What each request is answered with, by its type. */
export interface SolverAnswers {
  solve: SolveResult;
  hint: HintResult;
  winnable: { seed: string };
}

export type SolverRequestType = keyof SolverQuestions;

/** A request as the element builds it, before the client gives it an id. */
export type SolverQuestion<Type extends SolverRequestType = SolverRequestType> = {
  [T in Type]: { type: T } & SolverQuestions[T];
}[Type];

export type SolverRequest = SolverQuestion & { id: number };

export type SolverResponse =
  | { id: number; result: SolverAnswers[SolverRequestType]; error?: undefined }
  | { id: number; error: string };
