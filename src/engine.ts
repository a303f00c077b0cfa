/**
 * The engine alone: no DOM, no lit. For Node (a server checking a submitted game),
 * Web Workers and the element. Published as `montana-solitaire/engine`.
 */
export { Game } from './engine/game.js';
export { MAX_REDEALS, MAX_SEED_LENGTH, PLAIN_TEXT, isPlainText, isRedealCount, isSeed } from './engine/options.js';
export { MAX_ACTIONS, MAX_SAVE_LENGTH, SAVE_FORMAT, SAVE_VERSION } from './engine/save.js';
export type { IssuedGame, Verdict } from './engine/save.js';
export type {
  Action,
  Board,
  Cell,
  GameOptions,
  Move,
  MoveFilter,
  MoveAction,
  RedealAction,
  RedealResult,
  Status,
  ValidationResult,
} from './engine/game.js';
export { VARIANTS, VARIANT_NAMES, compileRules, defaultRedeals, isVariantName } from './engine/variants.js';
export type { FillRule, Layout, PairRule, RedealGapRule, Rules, Variant, VariantName } from './engine/variants.js';
export { RANKS, SUITS, GAP, cardOf, codeOf, parseCard, rankOf, suitOf } from './engine/cards.js';
export { dealCells, redealCells, redealSeed, shuffle } from './engine/deal.js';
export { GAP_TOKEN, readPosition, writePosition } from './engine/position.js';
export { Tableau, moveFrom, moveTo } from './engine/tableau.js';
export { solve } from './engine/solver.js';
export type { SolveOptions, SolveResult } from './engine/solver.js';
export { hint } from './engine/hint.js';
export type { HintResult } from './engine/hint.js';
export { review, reviewRound, reviewRounds } from './engine/review.js';
export type { ReviewEntry, ReviewOptions, ReviewRound, ReviewSlip } from './engine/review.js';
export { WINNABLE_ATTEMPTS, WINNABLE_SEARCH, dailySeed, findWinnableSeed, isWinnableCandidate, winnableCandidate, winnableDealSeed } from './engine/winnable.js';
export type { Snapshot } from './engine/snapshot.js';
