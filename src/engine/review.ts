/**
 * The game review (issue 17 §3): per round of a game (round 0 before the first redeal,
 * round k after redeal k), what the solver proves about the round's first position
 * without a further redeal, and, when that was a win the round did not end in, the move
 * that threw it away.
 *
 * Three parts, because the solver runs in a worker that has no `Game` and no room for
 * the review:
 * - `reviewRounds(game)` turns a game into plain data per round (the round's first
 *   snapshot and the moves played in it);
 * - `reviewSteps(round, options)` decides, round by round, which positions to search
 *   and what their answers make of the round: it asks for each search (a `solve` of a
 *   snapshot with a budget in positions) and is handed its result;
 * - whoever runs the steps does the searches: `reviewRound` here and now, the element
 *   in its worker, one `solve` request a search, so a long review comes in slices and
 *   is cancelled as any request is (by ending the worker).
 *
 * Every search has a budget in positions (a seen-table size, no time limit: see
 * winnable.ts), and a round has a fixed number of searches of each size, so a review
 * comes out the same on a fast machine and a slow one, and wherever it searches.
 *
 * Why the slip can be found by bisection: along the moves played, a position reached
 * from a winnable one may be lost, but a position from which a winnable one was reached
 * is winnable itself (play on to it, then win). So the positions of a round are
 * winnable up to some move and lost after it: one boundary. A proven win at position i
 * moves the lower end of the search to i, a proven loss the upper end; an unknown
 * answer moves neither, and the next search tries the middle of the widest stretch not
 * yet searched. The position right after the boundary is then searched again with the
 * larger budget, since an exact slip needs its loss proven.
 */
import type { Move } from './actions.js';
import { checkOptionsObject, describeValue } from './describe.js';
import type { Game } from './game.js';
import { type ReviewRound, reviewRounds } from './review-rounds.js';
import { isCellOn, moveOf } from './position.js';
import { readSnapshot } from './read-snapshot.js';
import type { Snapshot } from './snapshot.js';
import { type SolveOptions, type SolveResult, namedAlong, solvePosition, winningPrefix } from './solver.js';
import type { Rules } from './variants.js';

export { type ReviewRound, reviewRounds };

/** The move that threw a proven win away. */
export interface ReviewSlip {
  /** Its number in the game, as `moveCount` counts (1 for the first move). */
  move: number;
  /** What was played there. */
  played: Move;
  /** The first move of a proven winning line from the position before it. */
  instead: Move;
  /** True when the position after it is proven lost; false when it could not be decided. */
  exact: boolean;
}

/** The review of one round. */
export interface ReviewEntry {
  round: number;
  /** What the solver proves about the round's first position, without a further redeal. */
  start: 'win' | 'loss' | 'unknown';
  /** Where the proven win slipped away, or null (no proven win at the start, or the round was won, or its last position is still proven winnable). */
  slip: ReviewSlip | null;
}

/** How much a round's review searches: positions per search, and how many searches. */
export interface ReviewOptions {
  /** Positions each search along the round may meet: its seen-table's entries, a power of two from 16 to 2^27. Default 2^18 (2 MB). */
  scanPositions?: number;
  /**
   * The same for the round's first position and the positions beside the slip. Default
   * 2^21 (16 MB): a larger table made no more slips exact and took longer, since a search
   * that ends unknown fills its table in each phase of the solver (docs/engine.md, The game review).
   */
  slipPositions?: number;
  /** Most searches of `scanPositions` per round. Default 16 (bisecting 65,536 moves when every answer is proven). */
  scanSearches?: number;
  /** Most searches of `slipPositions` per round besides the first position's. Default 3. */
  slipSearches?: number;
}

const DEFAULTS: Required<ReviewOptions> = { scanPositions: 1 << 18, slipPositions: 1 << 21, scanSearches: 16, slipSearches: 3 };

/** The review of every round of `game`, here and now (the element asks its worker round by round instead). */
export function review(game: Game, options: ReviewOptions = {}): ReviewEntry[] {
  // As solve and hint refuse it: anything else would fail inside reviewRounds with a bare
  // TypeError. (Checked here, not in reviewRounds, which the element's on-demand file
  // carries and only ever hands its own game.)
  if (typeof (game as Partial<Game>)?.fromStart !== 'function') throw new Error(`Cannot review: the first argument must be a Game, got ${describeValue(game)}`);
  return reviewRounds(game).map((round) => reviewRound(round, options));
}

/** The review of one round, its searches here and now. Throws an Error saying what is wrong with the round's data or the options. */
export function reviewRound(round: ReviewRound, options: ReviewOptions = {}): ReviewEntry {
  return reviewWithLine(round, options).entry;
}

/**
 * `reviewRound`, with the proven winning line from the position before the slip (its
 * first move is `instead`; null when there is no slip). Exported for the tests, which
 * replay the line.
 */
export function reviewWithLine(round: ReviewRound, options: ReviewOptions = {}): RoundReview {
  const steps = reviewSteps(round, options);
  let step = steps.next();
  while (!step.done) step = steps.next(solvePosition(step.value.position, step.value.options));
  return step.value;
}

/** A round's review, with the proven winning line from the position before its slip (null when there is none). */
export interface RoundReview {
  entry: ReviewEntry;
  line: Move[] | null;
}

/** A search the review asks for: what `solvePosition` (and the worker's `solve`) takes. */
export interface ReviewSearch {
  position: Snapshot;
  options: SolveOptions;
}

/**
 * The review of one round, step by step: yields each search it needs and takes its
 * result (a `solvePosition` of what it asked) back, then returns the round's review.
 * Its first step throws an Error saying what is wrong with the round's data or the
 * options, before any search.
 */
export function* reviewSteps(round: ReviewRound, options: ReviewOptions = {}): Generator<ReviewSearch, RoundReview, SolveResult> {
  const budgets = checkedOptions(options);
  const { rules, path, played } = playedPath(round);
  const last = played.length;
  /** Per position searched or carried to: a proven winning line (encoded). */
  const lines: number[][] = [];
  /** The last position proven winnable, and the first proven lost (last + 1: none). */
  let lo = -1;
  let hi = last + 1;
  const tried = new Set<number>();

  /** Searches position `at` with a table of `positions` entries (the caller runs it); true when it decided. */
  function* search(at: number, positions: number): Generator<ReviewSearch, boolean, SolveResult> {
    tried.add(at);
    const found = yield { position: { ...round.start, cells: Array.from(path[at]) }, options: { timeLimitMs: Infinity, tableSize: positions } };
    if (found.result === 'loss') hi = Math.min(hi, at);
    else if (found.result === 'win') proven(at, found.line!.map((move) => encodedMove(rules, move)));
    return found.result !== 'unknown';
  }
  /** Records a proven win at `at`, then carries it along the moves played as far as it goes. */
  const proven = (at: number, line: number[]) => {
    lines[at] = line;
    lo = Math.max(lo, at);
    for (let next: number[] | null; lo < last && (next = carried(rules, path[lo + 1], lines[lo], played[lo])); ) lines[++lo] = next;
  };

  yield* search(0, budgets.slipPositions);
  const start = lo >= 0 ? 'win' : hi === 0 ? 'loss' : 'unknown';
  if (start !== 'win' || round.won) return { entry: { round: round.round, start, slip: null }, line: null };

  for (let scans = budgets.scanSearches; hi - lo > 1 && scans > 0; scans--) {
    const at = widestMiddle(lo, hi, tried);
    if (at < 0) break;
    yield* search(at, budgets.scanPositions);
  }
  // Beside the slip: the position after the last one proven winnable, with the larger
  // budget (a win there moves the slip on, and the next one is searched).
  for (let slips = budgets.slipSearches; hi - lo > 1 && lo < last && slips > 0; slips--) {
    if (!(yield* search(lo + 1, budgets.slipPositions))) break;
  }
  if (lo === last) return { entry: { round: round.round, start, slip: null }, line: null };
  const line = lines[lo].map(namedAlong(rules, path[lo]));
  const slip = { move: round.firstMove + lo, played: moveOf(rules, path[lo], played[lo]), instead: line[0], exact: hi === lo + 1 };
  return { entry: { round: round.round, start, slip }, line };
}

/** The options with their defaults, after refusing what a search cannot take (a table size that is not a power of two would make its probes circle for ever). */
function checkedOptions(options: ReviewOptions): Required<ReviewOptions> {
  checkOptionsObject(options, 'Cannot review');
  const checked = { ...DEFAULTS };
  for (const name of Object.keys(DEFAULTS) as (keyof ReviewOptions)[]) {
    const value = options[name] ?? DEFAULTS[name];
    const table = name.endsWith('Positions');
    // A table's size must be a whole number itself: Math.log2 takes '1024' and [1024] as 1024,
    // and 16.000000000000004 as 16, each then another key of the solver's kept tables.
    const fits = table ? Number.isInteger(value) && Number.isInteger(Math.log2(value)) && value >= 16 && value <= 2 ** 27 : Number.isInteger(value) && value >= 0 && value <= 1000;
    if (!fits) throw new Error(`Cannot review: ${name} must be ${table ? 'a power of two from 16 to 2^27' : 'a whole number from 0 to 1000'}, got ${describeValue(value)}`);
    checked[name] = value;
  }
  return checked;
}

/**
 * The round's positions, from its first (index 0) to its last (index = moves played),
 * and the moves played, encoded; after checking that each is legal where it was played
 * and names the card there, and that `won` says how the round ended.
 */
function playedPath(round: ReviewRound): { rules: Rules; path: Int8Array[]; played: number[] } {
  const refuse = (why: string): never => {
    throw new Error(`Cannot review the round: ${why}`);
  };
  if (typeof round !== 'object' || round === null) refuse(`expected a round's data, got ${describeValue(round)}`);
  const { rules, tableau } = readSnapshot(round.start);
  const { round: number, moves, firstMove, won } = round;
  if (!Number.isInteger(number) || number < 0 || !Number.isInteger(firstMove) || firstMove < 1 || !Array.isArray(moves) || typeof won !== 'boolean') {
    refuse('round, firstMove, moves or won missing');
  }
  const path = [tableau.cells.slice()];
  const played: number[] = [];
  for (const [index, move] of moves.entries()) {
    const { card, from, to } = move ?? ({} as Move);
    if (!isCellOn(rules, from) || !isCellOn(rules, to)) refuse(`move ${index + 1} of the round is not from a cell to a cell`);
    const encoded = encodedMove(rules, move);
    if (tableau.isWon() || !tableau.legalMoves().includes(encoded) || moveOf(rules, tableau.cells, encoded).card !== card) {
      refuse(`move ${index + 1} of the round (${describeValue(card)}) is not a legal move there`);
    }
    tableau.play(encoded);
    played.push(encoded);
    path.push(tableau.cells.slice());
  }
  if (won !== tableau.isWon()) refuse(`the round says it ${won ? 'was' : 'was not'} won, and its moves say otherwise`);
  return { rules, path, played };
}

/**
 * A winning line from the position after `played`, made from the line from the
 * position before it without a search: the rest of the line when `played` starts it;
 * else the line without `played` (the move played early, when the others do not depend
 * on it), or the whole line (when `played` touched nothing it needs). Null when none of
 * these plays to a win.
 */
function carried(rules: Rules, cells: ArrayLike<number>, line: number[], played: number): number[] | null {
  const at = line.indexOf(played);
  if (at === 0) return line.slice(1);
  return winningPrefix(rules, cells, at > 0 ? [...line.slice(0, at), ...line.slice(at + 1)] : line);
}

/** The API's move as an encoded move (see tableau.ts): what `moveOf` reads back. */
function encodedMove({ columns }: Rules, { from, to }: Move): number {
  return ((from.row * columns + from.col) << 8) | (to.row * columns + to.col);
}

/** The middle of the widest stretch of positions strictly between lo and hi not yet searched (the later one on a tie: later positions are smaller), or -1. */
function widestMiddle(lo: number, hi: number, tried: Set<number>): number {
  let best = -1;
  let widest = 0;
  for (let begin = lo + 1; begin < hi; ) {
    if (tried.has(begin)) {
      begin++;
      continue;
    }
    let end = begin;
    while (end + 1 < hi && !tried.has(end + 1)) end++;
    if (end - begin + 1 >= widest) {
      widest = end - begin + 1;
      best = (begin + end) >> 1;
    }
    begin = end + 1;
  }
  return best;
}
