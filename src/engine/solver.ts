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
 *    reduction is sound (`soleRunExtension` and `lockedRows` in complete-moves.ts). It
 *    searches what the moves of a 2 between column-0 cells reach after everything else
 *    (`depthFirst`'s `putOff`): those moves make nearly all of the positions of a lost
 *    deal, where a win needs few of them.
 * The searches keep a table of the positions seen (cleared between them): the complete
 * search one of every position, the guided phase one that may forget (`forgettingTable`).
 *
 * Why a `loss` is sound: only the complete search gives it, and it is a reachability
 * search. Every position reachable from the start (through the moves the sound
 * reductions keep; see `soleRunExtension` and `lockedRows` for why no win is lost there)
 * is either expanded or found in the table as already seen (a position put off is in the table
 * and expanded later, so it counts as searched only once it is), so when the search ends without
 * meeting a won position, none is reachable. The table never forgets a position (when
 * it is full the search stops with `unknown`); the budget running out, or a line
 * reaching the depth bound, also gives `unknown`, never `loss`. Positions that differ
 * only by which of two interchangeable cards stands where share a key on purpose (they
 * win or lose together: see `twins` in search.ts). The one assumption is that two other
 * positions never share a 64-bit key (Zobrist hashing with independent halves; with the
 * table's 4 million entries the chance of any collision is below 1 in 10^6).
 *
 * Why a `win` is sound: the line is played through the rules (each move checked to be
 * among the legal moves) from the position searched, and returned only when it ends won.
 */
import type { Move } from './actions.js';
import { GAP } from './cards.js';
import { LIVE, changesRows, extendsRun, orderedMoves, reducible, vacated } from './complete-moves.js';
import { describeValue } from './describe.js';
import type { Game } from './game.js';
import { moveOf } from './position.js';
import { playToWin, playoutsPay } from './playouts.js';
import { forgettingTable } from './position-tables.js';
import { type SearchWatcher, depthFirst, rankKeys, startSearch } from './search.js';
import { slideToWin } from './slide.js';
import { readSnapshot } from './read-snapshot.js';
import type { Snapshot } from './snapshot.js';
import { SearchTableau } from './search-tableau.js';
import { Tableau, moveFrom, moveTo } from './tableau.js';
import type { Rules } from './variants.js';

export interface SolveOptions {
  /** Wall-clock budget, 0 or more (Infinity: until the table is full). Default 1000 ms. */
  timeLimitMs?: number;
  /**
   * Entries of the transposition table, a power of two from 16 to 2^27: 8 bytes each, 4 more
   * for the positions put off (taken only as written), and above 2^19 entries half a byte
   * for the guided phase's own table (`forgettingTable`). Default 2^22 (32 MB).
   */
  tableSize?: number;
}

/** The solver's own options besides the public ones. */
export interface SearchOptions extends SolveOptions {
  /** Use the sound reductions where they apply: the one-move reduction, and with the later rules the locked rows' cut (default true; the tests compare without them). */
  reduce?: boolean;
  /** Play the random playouts where they pay (default true; the tests turn them off to try the searches after them). */
  playouts?: boolean;
  /**
   * Positions the whole search may expand (default: no limit): a budget the same on every
   * machine, shared between the phases as the time is.
   */
  positionLimit?: number;
  /**
   * The search's rules that came after `winnable`'s deals were fixed (default true): the
   * guided phase's narrow searches try a 2 that heads cards in place last of their moves;
   * the complete search puts off what a 2 moving between column-0 cells reaches, and
   * ends a line where rows are locked (`lockedRows`). `winnable` searches without them,
   * so that each seed deals what it dealt before they came.
   */
  laterRules?: boolean;
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
/** Longest line of the complete search (bounds its stack; a longer one makes the answer 'unknown', never 'loss'). */
const COMPLETE_DEPTH = 100_000;

/**
 * Searches the current position of `game` for a win without redeals, under the full
 * rules of its variant. See the top of this file for why each answer is sound.
 */
export function solve(game: Game, options: SolveOptions = {}): SolveResult {
  return solvePosition(checkRequest('solve', game, options), options);
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
 * The snapshot of `game` for a search, after refusing, naming what was asked, what the
 * search cannot take: something other than a game or an options object (which would
 * fail deep inside with a TypeError), a budget that is not a number (NaN never passes
 * the deadline, so the search would not end), and a table size that is not a power of
 * two (its probes would circle over part of the table for ever).
 */
export function checkRequest(asked: string, game: Game, options: SolveOptions): Snapshot {
  const refuse = (why: string, value: unknown) => {
    throw new Error(`Cannot ${asked}: ${why}, got ${describeValue(value)}`);
  };
  if (typeof (game as Partial<Game>)?.snapshot !== 'function') refuse('the first argument must be a Game', game);
  if (typeof options !== 'object' || options === null) refuse('options must be an object', options);
  const { timeLimitMs = DEFAULT_BUDGET_MS, tableSize = DEFAULT_TABLE } = options;
  if (typeof timeLimitMs !== 'number' || !(timeLimitMs >= 0)) refuse('timeLimitMs must be a number, 0 or more', timeLimitMs);
  if (!Number.isInteger(Math.log2(tableSize)) || tableSize < 16 || tableSize > 2 ** 27) refuse('tableSize must be a power of two from 16 to 2^27', tableSize);
  return game.snapshot();
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
  return done(left > 0 ? depthFirst(context, (tableau, out) => orderedMoves(tableau, out, reduce, later), COMPLETE_DEPTH, left, later ? changesRows : null) : 'unknown');
}

/** Weights of the guided phase's move order (chosen by trying them on seeds 1 to 40: see the solver in docs/engine.md). */
const CHAIN_BONUS = 4;
const LIVE_BONUS = 2;
const KILL_PENALTY = 2;
const TWO_PENALTY = 3;
/** Below every other move's score: a 2 heading cards in place is tried last of all. */
const HEAD_PENALTY = 1000;

/**
 * The guided phase's moves, best first (a heuristic, so only for the phase that
 * answers 'win' or nothing). The moves that extend a row's run beyond column 0 (one
 * run's) are played at once, alone. Under a left-only fill, a card of a run that
 * continues only its left neighbour never moves. The others are ranked: a 2 into column
 * 0 first (the one that puts the most cards in place ahead); then a move into a gap that
 * ends a chain freeing the cell after a run (the card there needs the gap after its
 * predecessor, whose card needs the gap after its own predecessor, …); a move whose
 * vacated cell stays usable (not right of a King or a gap) up, one that leaves a gap
 * behind a gap down; a lone 2 leaving column 0 next to last; and, with `heads`, last of
 * all a 2 that heads cards in place, which gives up its row's run for another row's
 * column-0 gap (so a row can change suit). Some winning lines play it. A narrow search
 * (its best 1, 2 or 3 moves) takes it only where fewer other moves are left, so its
 * lines no longer end there for want of it; the searches over all moves leave it out,
 * since with it they rarely run out of moves, and the complete search, which proves
 * losses, would start later (measured: see the solver in docs/engine.md).
 */
function guidedMoves(tableau: SearchTableau, out: Int32Array, heads: boolean): number {
  const all = tableau.generateMoves(out);
  const { cells, rules, gaps, wayOn } = tableau;
  const { columns, columnOf, sequenceIndex, successor, predecessor } = rules;
  // A run extension first: the cards that extend one run are the only moves tried, and
  // the chains below are then not needed. Each must continue the run: a gap right after
  // a run takes only such cards when the fill is one-sided and `follow` is the goal, but
  // under jungle's any-suit follow, spaces-and-aces' any higher card, the two-sided fill
  // and Rovers' orthogonal one most cards it takes do not, and trying one of those alone
  // would waste the breadth. Where several cards continue the run (gaps-alter's two of
  // the other colour, gaps-diff's three of the other suits) all are tried: which one
  // extends the run decides the rest of the game (measured: see the solver in
  // docs/engine.md).
  for (let row = 0; row < rules.rows; row++) runLengths[row] = tableau.runLength(row);
  let extensions = 0;
  let extended = -1;
  for (let i = 0; i < all; i++) {
    const to = moveTo(out[i]);
    const column = columnOf[to];
    if ((extended < 0 || to === extended) && column > 0 && extendsRun(tableau, out[i], runLengths[(to - column) / columns])) {
      extended = to;
      out[extensions++] = out[i];
    }
  }
  if (extensions > 0) return extensions;
  // Bit g: gap number g ends a chain that frees some row's next cell.
  let useful = 0;
  for (let row = 0; row < rules.rows; row++) {
    const length = runLengths[row];
    if (length === rules.sequenceLength) continue;
    const next = row * columns + length;
    let cell = next;
    for (let step = 0; step < cells.length; step++) {
      const card = cells[cell];
      if (card === GAP) {
        for (let g = 0; g < gaps.length; g++) if (gaps[g] === cell) useful |= 1 << g;
        break;
      }
      cell = wayOn[card];
      // Back at the row's next cell: a ring of cards each in another's way, which no gap
      // ends (walked to the bound, rings took most of the steps: see docs/engine.md). Where
      // no two cards share a way (no two continue one card), a ring passes its start.
      if (cell < 0 || cell === next) break;
    }
  }
  // A card in a row's run that continues only the card left of it stays there (it can
  // move where the fill is looser than the goal, as in jungle): moved out, it extends
  // no other run, and its own run waits for it to come back. Only where gaps take what
  // follows their left neighbour: elsewhere (free-parking) such moves shift cards the
  // way the game needs (measured: see the solver in docs/engine.md).
  const keepRuns = rules.fillPart.onlyLeftFollowers;
  let count = 0;
  for (let i = 0; i < all; i++) {
    const move = out[i];
    const from = moveFrom(move);
    const to = moveTo(move);
    const column = columnOf[to];
    if (keepRuns && columnOf[from] > 0 && columnOf[from] < runLengths[(from - columnOf[from]) / columns] && predecessor[cells[from]] >= 0) continue;
    let score = 0;
    if (columnOf[from] === 0 && sequenceIndex[cells[from]] === 0) {
      const leadsRun = successor[cells[from]] >= 0 && cells[from + 1] === successor[cells[from]];
      if (leadsRun && !heads) continue;
      score -= leadsRun ? HEAD_PENALTY : TWO_PENALTY;
    }
    if (column === 0) {
      // How many cards would be in place after this 2.
      let length = 1;
      for (let card = successor[cells[from]]; card >= 0 && length < columns && cells[to + length] === card; length++) card = successor[card];
      score += 100 + length;
    } else {
      let gap = 0;
      while (gaps[gap] !== to) gap++;
      if ((useful >> gap) & 1) score += CHAIN_BONUS;
      if (vacated(tableau, from) === LIVE) score += LIVE_BONUS;
      if (columnOf[from] < columns - 1 && cells[from + 1] === GAP) score -= KILL_PENALTY;
    }
    // Insertion by score, best first (a handful of moves).
    let at = count++;
    while (at > 0 && scores[at - 1] < score) {
      out[at] = out[at - 1];
      scores[at] = scores[at - 1];
      at--;
    }
    out[at] = move;
    scores[at] = score;
  }
  return count;
}

/** Scratch space of `guidedMoves`: each move's score. */
const scores = new Int32Array(256);
/** Scratch space of `guidedMoves`: each row's run length. */
const runLengths = new Int32Array(16);

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
