/**
 * The solver: does a position (with no further redeal) lead to a won game? Its phases,
 * each handing over to the next until one answers:
 * 0. for the sliding fill, the constructive solver of slide.ts (a line or nothing);
 * 1. where a gap may take several cards one rank up, random playouts (playouts.ts; a line
 *    or nothing);
 * 2. a guided depth-first search (search.ts), for wins only: it plays a run-extending
 *    move at once, never moves (where a gap takes what follows its left neighbour) a card
 *    of a run that continues only the card left of it, and tries the other moves in a
 *    heuristic order (`guidedMoves`), in the searches of `GUIDED_PHASES`: at most 1, 2 or
 *    3 moves per position, a 2 that heads cards in place last of all; then every move but
 *    such a 2's. It may miss wins, so running out of moves there proves nothing;
 * 3. the complete depth-first search over every legal move, reduced only where the
 *    reduction is sound (`soleRunExtension` and `lockedRows` in complete-moves.ts, and
 *    in `solve`'s long searches `gapLineSet` in gap-lines.ts). It searches what the
 *    moves of a 2 between column-0 cells reach after everything else (`depthFirst`'s
 *    `putOff`): those moves make nearly all of the positions of a lost deal, where a win
 *    needs few of them.
 * The searches keep a table of the positions seen (cleared between them): the complete
 * search one of every position, the guided phase one that may forget (`forgettingTable`).
 *
 * Why a `loss` is sound: only the complete search gives it, and it is a reachability
 * search. Every position reachable from the start (through the moves the sound
 * reductions keep; see `soleRunExtension`, `lockedRows` and `gapLineSet` for why no win
 * is lost there) is either expanded or found in the table as already seen (a position
 * put off is in the table and expanded later, so it counts as searched only once it
 * is), so when the search ends without meeting a won position, none is reachable. The
 * table never forgets a position (when it is full the search stops with `unknown`); the
 * budget running out, or a line reaching the depth bound, also gives `unknown`, never
 * `loss`. Positions that differ only by which of two interchangeable cards stands where
 * share a key on purpose (they win or lose together: see `twins` in search.ts). The one
 * assumption is that two other positions never share a 64-bit key (Zobrist hashing with
 * independent halves): the chance of any collision grows with the square of the
 * positions searched, below 1 in 10^6 for the default table's 3.7 million and about 1 in
 * 2,500 for the 121 million a 2^27-entry table holds (n²/2^65).
 *
 * Why a `win` is sound: the line is played through the rules (each move checked to be
 * among the legal moves) from the position searched, and returned only when it ends won.
 */
import type { Move } from './actions.js';
import { type MoveNarrowing, changesRows, orderedMoves, reducible } from './complete-moves.js';
import { checkOptionsObject, describeValue } from './describe.js';
import { gapLineSet } from './gap-lines.js';
import { guidedMoves } from './guided-moves.js';
import type { Game } from './game.js';
import { moveOf } from './position.js';
import { playToWin, playoutsPay } from './playouts.js';
import { forgettingTable } from './position-tables.js';
import { type SearchWatcher, depthFirst, rankKeys, startSearch } from './search.js';
import { slideToWin } from './slide.js';
import { readSnapshot } from './read-snapshot.js';
import type { Snapshot } from './snapshot.js';
import { SearchTableau } from './search-tableau.js';
import { Tableau } from './tableau.js';
import type { Rules } from './variants.js';

export interface SolveOptions {
  /** Wall-clock budget, 0 or more (Infinity: until the table is full). Default 1000 ms. */
  timeLimitMs?: number;
  /**
   * Entries of the transposition table, a power of two from 16 to 2^27: 8 bytes each, 4 more
   * for the positions put off (taken only as written), and above 2^19 entries half a byte
   * for the guided phase's own table (`forgettingTable`). Default 2^22 (32 MB). A larger
   * table, for a search of many seconds, also has the complete search take the gaps'
   * lines' persistent sets (`LINE_SETS_ABOVE`).
   */
  tableSize?: number;
  /**
   * Positions the whole search may expand, 0 or more (default Infinity: no limit): a
   * budget the same on every machine (a server's check, a benchmark), shared between the
   * phases as the time is. The search ends at whichever budget runs out first.
   */
  positionLimit?: number;
}

/** The solver's own options besides the public ones (for its tests, benches and `winnable`; see `checkRequest`). */
export interface SearchOptions extends SolveOptions {
  /** Use the sound reductions where they apply: the one-move reduction, and with the later rules the locked rows' cut (default true; the tests compare without them). */
  reduce?: boolean;
  /** Play the random playouts where they pay (default true; the tests turn them off to try the searches after them). */
  playouts?: boolean;
  /**
   * The search's rules that came after `winnable`'s deals were fixed (default true): the
   * guided phase's narrow searches try a 2 that heads cards in place last of their moves;
   * the complete search puts off what a 2 moving between column-0 cells reaches, and
   * ends a line where rows are locked (`lockedRows`). `winnable` searches without them,
   * so that each seed deals what it dealt before they came.
   */
  laterRules?: boolean;
  /**
   * The complete search's persistent sets (`gapLineSet`, gap-lines.ts), with the later
   * rules and where `reduce` holds. `solve` gives them to searches with a table above
   * `LINE_SETS_ABOVE` entries; passed in, not imported here, so that the worker, whose
   * searches are a second long, does not carry them.
   */
  lineSets?: MoveNarrowing;
}

export interface SolveResult {
  result: 'win' | 'loss' | 'unknown';
  /** For a win: the moves that win, from the current position. */
  line?: Move[];
  /** Positions expanded. */
  states: number;
  ms: number;
}

const DEFAULT_TABLE = 1 << 22;
export const DEFAULT_BUDGET_MS = 1000;
/**
 * The guided phase's share of a time budget and of a position budget; the complete
 * search has the rest, and starts at once when the guided phase ends sooner. Within a
 * second the guided phase's wins often come late, and the complete search decides little
 * where the guided phase has not ended (measured: see the solver in docs/engine.md); but
 * `winnable` searches to a number of positions, and a share changed there would change
 * which deal a seed deals.
 */
const GUIDED_TIME_SHARE = 0.9;
const GUIDED_POSITION_SHARE = 0.75;
/** The playouts' share of the budget, where they are tried, before the guided phase's. */
const PLAYOUT_SHARE = 0.5;
/**
 * Longest line the guided phase follows (winning lines are 100 to 350 moves; longer
 * lines wander, mostly 2s hopping between column-0 gaps).
 */
const GUIDED_DEPTH = 1000;
/**
 * The guided phase's searches, in turn, each with a fresh table, until one wins or the
 * guided share of the budget is spent: first with at most 1, then 2, then 3 moves per
 * position (its best by `guidedMoves`), then with all its moves: iterative broadening.
 * One depth-first search spends its budget below its first wrong choice near the root;
 * the narrow searches try many different lines first, and find more montana wins within
 * a second. But where a gap takes several cards (jungle, gaps-alter, gaps-diff) or the
 * decks are two, the search over all moves often wins within a few thousand positions
 * while the breadth-2 search fills its whole table first; so a search over all moves,
 * stopped after `positions`, comes right after the first line. (Measured: see the
 * solver in docs/engine.md.)
 */
const GUIDED_PHASES: readonly [breadth: number, positions: number][] = [
  [1, Infinity],
  [Infinity, 20_000],
  [2, Infinity],
  [3, Infinity],
  [Infinity, Infinity],
];
/**
 * The tables above which `solve`'s complete search takes the gaps' lines' persistent sets
 * (gap-lines.ts): the default table's 2^22 entries, a second's search. The sets search a
 * third fewer positions of a loss at a third more time a position; a second's search,
 * on a table the processor's caches nearly hold, gains nothing from them, while in the
 * searches of many seconds given larger tables, where each new position waits on main
 * memory, they prove losses a minute leaves open otherwise (measured: see the solver in
 * docs/engine.md).
 */
const LINE_SETS_ABOVE = DEFAULT_TABLE;
/** Longest line of the complete search (bounds its stack; a longer one makes the answer 'unknown', never 'loss'). */
const COMPLETE_DEPTH = 100_000;

/**
 * Searches the current position of `game` for a win without redeals, under the full
 * rules of its variant. See the top of this file for why each answer is sound.
 */
export function solve(game: Game, options: SolveOptions = {}): SolveResult {
  const [position, checked] = checkRequest('solve', game, options);
  return solvePosition(position, checked.tableSize > LINE_SETS_ABOVE ? { ...checked, lineSets: gapLineSet } : checked);
}

/**
 * `solve` for a position snapshot (see snapshot.ts): what the worker answers. A watcher
 * (the hint's) sees the lines the search plays; if it skips moves, a 'loss' is unproven.
 */
export function solvePosition(position: Snapshot, options: SearchOptions = {}, watcher: SearchWatcher | null = null): SolveResult {
  return solveTableau(readSnapshot(position).tableau, options, watcher);
}

/** `solvePosition` for a position already read into a tableau (left as it was found). */
export function solveTableau(tableau: Tableau, options: SearchOptions, watcher: SearchWatcher | null): SolveResult {
  const started = Date.now();
  const { outcome, states } = searchFrom(tableau, options, watcher);
  const ms = Date.now() - started;
  if (outcome === 'unknown') return { result: 'unknown', states, ms };
  if (outcome === 'exhausted') return { result: 'loss', states, ms };
  return { result: 'win', line: checkedWin(tableau.rules, tableau.cells, outcome).map(namedAlong(tableau.rules, tableau.cells)), states, ms };
}

/**
 * The snapshot of `game` for a search and the public options, checked and defaulted,
 * after refusing, naming what was asked, what the search cannot take: something other
 * than a game or an options object (which would fail deep inside with a TypeError), a
 * budget that is not a number (NaN never passes the deadline or the limit, so the search
 * would not end), and a table size that is not a power of two (its probes would circle
 * over part of the table for ever) or not a whole number.
 */
export function checkRequest(asked: string, game: Game, options: SearchOptions): [Snapshot, SearchOptions & Required<SolveOptions>] {
  const refuse = (why: string, value: unknown) => {
    throw new Error(`Cannot ${asked}: ${why}, got ${describeValue(value)}`);
  };
  if (typeof (game as Partial<Game>)?.snapshot !== 'function') refuse('the first argument must be a Game', game);
  checkOptionsObject(options, `Cannot ${asked}`);
  const { timeLimitMs = DEFAULT_BUDGET_MS, tableSize = DEFAULT_TABLE, positionLimit = Infinity } = options;
  for (const [name, value] of [['timeLimitMs', timeLimitMs], ['positionLimit', positionLimit]] as const) {
    if (typeof value !== 'number' || !(value >= 0)) refuse(`${name} must be a number, 0 or more`, value);
  }
  // A whole number itself: Math.log2 takes '1024' and [1024] as 1024, and 16.000000000000004
  // as 16, and each is another key of the kept tables (position-tables.ts), a table kept
  // for it; a list is a new key at every call, so memory would grow without end.
  if (!Number.isInteger(tableSize) || !Number.isInteger(Math.log2(tableSize)) || tableSize < 16 || tableSize > 2 ** 27) {
    refuse('tableSize must be a power of two from 16 to 2^27', tableSize);
  }
  // The search's own switches go on (`winnable`'s `laterRules: false`, a bench's `reduce: false`), but for
  // `lineSets`, a function of the engine's that only `solve` gives, by the table's size.
  return [game.snapshot(), { ...options, timeLimitMs, tableSize, positionLimit, lineSets: undefined }];
}

/** The two phases from the tableau's position: a winning line, 'exhausted' (a proven loss unless the watcher skipped moves) or 'unknown'. */
export function searchFrom(
  given: Tableau,
  options: SearchOptions,
  watcher: SearchWatcher | null,
): { outcome: number[] | 'exhausted' | 'unknown'; states: number } {
  const started = Date.now();
  const tableSize = options.tableSize ?? DEFAULT_TABLE;
  // A copy that keeps the rows' runs as it plays (the caller's tableau is left as it was).
  const tableau = new SearchTableau(given.rules, given.cells);
  const context = startSearch(tableau, tableSize, watcher);
  const done = (outcome: number[] | 'exhausted' | 'unknown') => ({ outcome, states: context.states });

  // Phase 0, the sliding fill only: build the won board as a sliding puzzle is solved
  // (slide.ts; it answers a line or nothing). A line the watcher would not start with is
  // left to the searches.
  const slid = slideToWin(tableau);
  context.states += slid.states;
  if (slid.line !== null && !(slid.line.length > 0 && watcher?.skipsFirst(tableau, slid.line[0]))) return done(slid.line);

  const budget = options.timeLimitMs ?? DEFAULT_BUDGET_MS;
  const positionLimit = options.positionLimit ?? Infinity;
  // Phase 1, where they pay: random playouts (playouts.ts; a line or nothing), as many
  // moves at most as the table has room for, so that a search bounded by its table alone ends.
  if (options.playouts !== false && playoutsPay(tableau.rules)) {
    context.deadline = started + budget * PLAYOUT_SHARE;
    const played = playToWin(context, Math.min(positionLimit, tableSize) * PLAYOUT_SHARE);
    if (played !== null) return done(played);
  }
  // Phase 2 (answers only 'win', so its pruning need not be sound): a search over the
  // moves a good player would consider.
  const guidedPositions = positionLimit * GUIDED_POSITION_SHARE;
  context.deadline = started + budget * GUIDED_TIME_SHARE;
  const { zHigh, zLow } = context;
  const laterRules = options.laterRules !== false;
  // Where any suit may follow, a rank's cards are alike to the guided phase (see `rankKeys`).
  if (tableau.rules.variant.follow === 'any-suit') [context.zHigh, context.zLow] = rankKeys(tableau.rules);
  // It answers only wins, so its table may forget: where the exact one is large, a
  // smaller one that stays in the processor's cache (`forgettingTable`).
  const exact = context.seen;
  context.seen = forgettingTable(tableSize) ?? exact;
  for (const [breadth, positions] of GUIDED_PHASES) {
    const left = Math.min(positions, guidedPositions - context.states);
    if (left <= 0) break;
    const heads = laterRules && breadth < Infinity;
    // The guided moves read what the search's own tableau keeps (its ways), so they are asked of it by name.
    const guided = depthFirst(context, (_, out) => Math.min(breadth, guidedMoves(tableau, out, heads)), GUIDED_DEPTH, left);
    if (typeof guided !== 'string') return done(guided);
    context.seen.clear();
    if (Date.now() > context.deadline) break;
  }
  context.seen = exact;
  context.zHigh = zHigh;
  context.zLow = zLow;
  context.deadline = started + budget;
  // Phase 3: the complete search, whose exhaustion proves a loss. Where nothing watches,
  // it searches what a 2 moving between column-0 cells reaches last of all, and takes no
  // move where rows are locked (the hint's watcher would not be told of the positions put
  // off, and would take a locked position, which has moves, for a stuck one).
  const reduce = options.reduce !== false && reducible(tableau.rules);
  const left = positionLimit - context.states;
  const later = watcher === null && laterRules;
  const narrow = (reduce && later && options.lineSets) || null;
  return done(left > 0 ? depthFirst(context, (tableau, out) => orderedMoves(tableau, out, reduce, later, narrow), COMPLETE_DEPTH, left, later ? changesRows : null) : 'unknown');
}

/**
 * The line up to its won position when every move is legal where it is played (a won
 * board ends it: nothing is played on a won game), else null.
 */
export function winningPrefix(rules: Rules, cells: ArrayLike<number>, line: readonly number[]): number[] | null {
  const tableau = new Tableau(rules, cells);
  // One buffer for every position's moves: the review checks many lines of a few hundred moves.
  const legal = new Int32Array(rules.cellCount * 4);
  for (let i = 0; ; i++) {
    if (tableau.isWon()) return line.slice(0, i);
    if (i === line.length || !legal.subarray(0, tableau.generateMoves(legal)).includes(line[i])) return null;
    tableau.play(line[i]);
  }
}

/** The search's winning line, checked through the rules (a win is only ever claimed by a line that plays to one). */
export function checkedWin(rules: Rules, cells: ArrayLike<number>, line: number[]): number[] {
  const checked = winningPrefix(rules, cells, line);
  if (checked === null) throw new Error('Solver error: its winning line does not win');
  return checked;
}

/** A mapper from an encoded line, played from `cells`, to the API's moves. */
export function namedAlong(rules: Rules, cells: ArrayLike<number>): (move: number) => Move {
  const tableau = new Tableau(rules, cells);
  return (move) => {
    const named = moveOf(rules, tableau.cells, move);
    tableau.play(move);
    return named;
  };
}
