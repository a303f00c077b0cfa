/**
 * The complete search's moves (solver.ts, its last phase): every legal move, those that
 * extend a row's run first, less what a sound reduction proves can wait; the moves whose
 * positions it puts off (`changesRows`); the positions it proves lost where they stand
 * (`lockedRows`); and the two questions that the guided phase and the playouts ask of a
 * move (`extendsRun`, `vacated`).
 */
import { GAP } from './cards.js';
import { type Tableau, moveFrom, moveTo } from './tableau.js';
import type { Rules } from './variants.js';

/**
 * True when `soleRunExtension`'s proof holds for the variant: one deck, a gap past
 * column 0 takes only the one card of the left neighbour's suit next in the sequence,
 * and that is also how runs grow (so a card in a run can never move, and the card a
 * gap after a run takes can go nowhere else).
 */
export function reducible({ variant, fillPart }: Rules): boolean {
  return variant.decks === 1 && fillPart.onlyLeftFollowers && variant.follow === 'same-suit' && variant.goal === 'same-suit';
}

/** A sound narrowing of a position's `count` legal moves in `out`: it puts the moves to search first and returns how many. */
export type MoveNarrowing = (tableau: Tableau, out: Int32Array, count: number) => number;

/**
 * The complete search's moves: every legal move, those that extend a row's run first
 * (the order changes how soon a win is found, never the answer), except where one
 * move alone is enough (`soleRunExtension`, when `reduce` says its proof holds), and,
 * with `cutLocked` too, none where rows are locked (`lockedRows`). Both reductions hold
 * only once column 0 is settled, which is asked once here for both. Where neither
 * applies, `narrow` (where given: `solve`'s long searches take the gaps' lines of
 * gap-lines.ts) may narrow the moves further.
 */
export function orderedMoves(tableau: Tableau, out: Int32Array, reduce: boolean, cutLocked = false, narrow: MoveNarrowing | null = null): number {
  const settled = reduce && columnZeroSettled(tableau);
  if (settled && cutLocked && waitsCloseACycle(tableau)) return 0;
  let count = tableau.generateMoves(out);
  const sole = settled ? soleRunExtension(tableau, out, count) : -1;
  if (sole >= 0) {
    out[0] = sole;
    return 1;
  }
  if (narrow !== null) count = narrow(tableau, out, count);
  let front = 0;
  for (let i = 0; i < count; i++) {
    if (afterRun(tableau, moveTo(out[i]))) {
      const first = out[front];
      out[front++] = out[i];
      out[i] = first;
    }
  }
  return count;
}

/**
 * A sound reduction (a persistent set of one move, in partial-order terms): returns a
 * move that may be searched alone, in place of all `count` moves in `out`, or -1.
 * Asked only once column 0 is settled (`columnZeroSettled`).
 *
 * The move m puts card c from cell Y into the gap G right after a row's run, when
 * every column-0 cell holds a start card (a 2 in montana) and the cell right of Y
 * cannot take c's successor (Y is in the last column, c has no successor, or the
 * successor already stands in Y + 1). Why searching m alone loses no win:
 * 1. No card in column 0 moves again: a start card only ever moves into a column-0
 *    gap, there is none, and none can appear while column 0 holds only start cards.
 *    So every run is permanent, and m stays legal until it is played: G's left
 *    neighbour X never moves, only c (X's successor) can fill G, and c can go nowhere
 *    else (a card only moves to the right of its predecessor, X).
 * 2. Every other move t played before m touches neither Y nor G (only m moves c or
 *    fills G), so m and t commute, and m does not disable t: the one move m could
 *    disable is c's successor into Y + 1, which the condition rules out (with c at Y,
 *    the successor never moves from Y + 1, since it moves only to the right of c).
 * 3. A won position has no legal move (every gap is right of a row's last card). So
 *    along any line from here to a win, m is played at some point (else it would still
 *    be legal at the end), and by 2 it can be played first: the line m, then the
 *    others in their order, reaches the same won position. By induction on the line's
 *    length, the search that plays m alone here still reaches every reachable win.
 *    Which such move is chosen may depend on the way to the position (the order the
 *    tableau lists its gaps in), but a position is searched once, and any choice keeps
 *    its wins reachable, so meeting it again in the table of seen positions is enough.
 */
function soleRunExtension(tableau: Tableau, out: Int32Array, count: number): number {
  const { cells } = tableau;
  const { columns, columnOf, successor } = tableau.rules;
  for (let i = 0; i < count; i++) {
    const move = out[i];
    const to = moveTo(move);
    if (columnOf[to] === 0 || !afterRun(tableau, to)) continue;
    const from = moveFrom(move);
    const next = successor[cells[from]];
    if (columnOf[from] === columns - 1 || next < 0 || cells[from + 1] === next) return move;
  }
  return -1;
}

/**
 * The complete search's moves to put off: a card from one column-0 cell to another (a 2
 * changing rows). Measured against putting off only those of a 2 heading cards in place:
 * as many deals decided (see the solver in docs/engine.md), and simpler.
 */
export const changesRows = ({ rules }: Tableau, move: number) => rules.columnOf[moveFrom(move)] + rules.columnOf[moveTo(move)] === 0;

/**
 * True when the position can never be won because some rows are locked round a cycle:
 * a sound cut for the complete search (where `reducible` holds, so that a card moves
 * only into the gap right of its predecessor), which then searches no move from there.
 *
 * Every column-0 cell must hold a start card (a 2 in montana). Then, as in
 * `soleRunExtension`, no start card moves again, so every run is permanent: its cards
 * never move, and it only grows. Say row r's next cell (right after its run) holds a
 * card x whose predecessor ends row s's run: x can only ever move into row s's next
 * cell, and only once that is a gap. Where rows r1, r2, …, rk, r1 are so linked round a
 * cycle, each of their next cards waits for the next one's cell, which only that card
 * can leave, so none moves first: row r1's run never grows, and no line from here wins.
 * (A cycle has two rows at least: a card continuing its own row's run would be in it.)
 * The searches of losses meet many such positions (measured: see the solver in docs/engine.md).
 */
export function lockedRows(tableau: Tableau): boolean {
  return columnZeroSettled(tableau) && waitsCloseACycle(tableau);
}

/**
 * True when every column-0 cell holds a start card (a 2 in montana): then no start card
 * moves again (it could only go to a column-0 gap, and none can appear), so no run ever
 * moves. Both of the complete search's reductions rest on it.
 */
function columnZeroSettled({ cells, rules }: Tableau): boolean {
  const { rows, columns, sequenceIndex } = rules;
  for (let row = 0; row < rows; row++) {
    const first = cells[row * columns];
    if (first === GAP || sequenceIndex[first] !== 0) return false;
  }
  return true;
}

/** `lockedRows` once column 0 is settled: do the waits of the rows' next cards close a cycle? */
function waitsCloseACycle(tableau: Tableau): boolean {
  const { cells, where } = tableau;
  const { rows, columns, columnOf, predecessor, sequenceLength } = tableau.rules;
  for (let row = 0; row < rows; row++) {
    waitsOn[row] = -1;
    const run = tableau.runLength(row);
    if (run === sequenceLength) continue;
    const next = cells[row * columns + run];
    const before = next === GAP || predecessor[next] < 0 ? -1 : where[predecessor[next]];
    if (before < 0) continue;
    const beforeRow = (before - columnOf[before]) / columns;
    if (columnOf[before] === tableau.runLength(beforeRow) - 1) waitsOn[row] = beforeRow;
  }
  for (let row = 0; row < rows; row++) {
    let at = waitsOn[row];
    for (let step = 0; step < rows && at >= 0; step++) {
      if (at === row) return true;
      at = waitsOn[at];
    }
  }
  return false;
}

/** Scratch space of `waitsCloseACycle`: per row, the row whose next cell its next card waits for (-1: none). */
const waitsOn = new Int8Array(64);

/**
 * True when `cell` is the one right after its row's run: where the run's next card goes.
 * Here, not in Tableau, as only the solver asks (the script-tag file carries Tableau, not the solver).
 */
function afterRun(tableau: Tableau, cell: number): boolean {
  const { columns, columnOf } = tableau.rules;
  return columnOf[cell] === tableau.runLength((cell - columnOf[cell]) / columns);
}

/**
 * True when `move` extends the run of its target's row: its target is the cell right
 * after the run (`afterRun`), and its card continues the run of the card left of the
 * target (in column 0: starts a run).
 */
export function extendsRun(tableau: Tableau, move: number): boolean {
  const { cells, rules } = tableau;
  const to = moveTo(move);
  const card = cells[moveFrom(move)];
  return afterRun(tableau, to) && (rules.columnOf[to] > 0 ? rules.continues[cells[to - 1] * rules.cardSpace + card] === 1 : rules.sequenceIndex[card] === 0);
}

/** What the cell a card leaves is worth to the moves after it (`vacated`'s answers). */
export const DEAD = 0;
export const BEHIND_GAP = 1;
export const LIVE = 2;

/**
 * The cell `from` once its card has left: LIVE in column 0 or right of a card some card
 * may follow, BEHIND_GAP right of a gap (usable once that gap is filled), DEAD right of
 * a card nothing follows.
 */
export function vacated({ cells, rules }: Tableau, from: number): number {
  if (rules.columnOf[from] === 0) return LIVE;
  const left = cells[from - 1];
  return left === GAP ? BEHIND_GAP : rules.followers[left].length ? LIVE : DEAD;
}
