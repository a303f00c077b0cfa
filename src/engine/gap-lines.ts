/**
 * The gaps' lines as a persistent set: a sound reduction of the complete search, after
 * the dependency analysis of Helmstetter and Cazenave's block search (2003), which
 * searches the products of independent lines of moves only at their edges. `solve`
 * takes it for long searches only (see `LINE_SETS_ABOVE` in solver.ts), and the
 * solver's worker does not carry it (its searches are a second long; its 10 KB budget).
 *
 * Where `reducible` holds (one deck, and a gap past column 0 takes only the one card
 * that follows its left neighbour), each gap has one line of moves from a position: its
 * card comes, the cell the card left is the line's next gap, and so on until the gap
 * dies (its left neighbour a gap or a card nothing follows) or reaches column 0, where
 * any start card (a 2) may come. `gapLineSet` follows each gap's line alone, at most
 * LINE_STEPS moves, and marks the cells each line writes (a card comes or leaves), reads
 * (a live left neighbour) or ends at (a dead one). A set S of gaps is then grown until
 * the lines of the gaps outside S are exact when followed alone (none reaches column 0
 * or runs past LINE_STEPS moves; none reads, writes or ends at a cell another of them
 * writes) and none of them writes or reads a cell that a move into one of S's gaps
 * writes (the gap, the card's cell) or touches the cell such a move reads (the gap's
 * left neighbour). The moves into S's gaps (T) may then be searched alone, in place of
 * all the moves:
 * 1. Every move played from here before one of T is a step of an outside line, and plays
 *    as it did when its line was followed alone: a move fills a gap, the gaps outside S
 *    are those lines' gaps, and what each step reads no other step writes. (No outside
 *    step moves a start card: it has no card before it, so none follows; and none makes a
 *    gap in column 0.)
 * 2. So each move of T stays legal, unchanged, while only outside steps are played (they
 *    write no cell it reads or writes), and commutes with each of them (neither writes a
 *    cell the other reads or writes).
 * 3. A won position has no legal move, so a line from here to a win plays some move of T
 *    (else, by 2, that move would still be legal at its end), and by 2 the first one it
 *    plays can be played first: the line reaches the same won position. T is a persistent
 *    set (in partial-order terms), and searching one at each position, each position once,
 *    reaches every reachable win (by induction on the length of a shortest winning line).
 * The smallest T over the gaps S may start from is taken. Measured: see the solver in
 * docs/engine.md.
 */
import { GAP } from './cards.js';
import { type Tableau, moveFrom, moveTo } from './tableau.js';

/**
 * How many moves a gap's line is followed before it counts as unbounded: what the
 * measured searches followed (their switch `CAP=4` let a line take one move past it);
 * longer lines keep little more and cost more to follow (see the solver in docs/engine.md).
 */
const LINE_STEPS = 5;
/** The most gaps a position may have for the set to be sought: a line is one bit of a byte in the cells' marks. */
const MOST_GAPS = 8;

/**
 * Per cell, what the lines followed at the current position do there: bits 0-7 the
 * lines that write it, 8-15 those that read it, 16-23 those that end at it, 24-31 the
 * position's stamp (marks with another stamp are stale, so nothing is cleared per position).
 */
const cellMarks = new Int32Array(256);
let stamp = 0;
/** The moves a line plays while followed, to take them back. */
const followed = new Int32Array(LINE_STEPS + 1);
/** Per line (gap number): the other lines it conflicts with, and the gaps whose moves it touches. */
const conflicts = new Int32Array(MOST_GAPS);
const touchesMovesInto = new Int32Array(MOST_GAPS);
/** Per gap number, how many of the position's moves go into it; per move, its gap's number. */
const movesInto = new Int32Array(MOST_GAPS);
const gapOfMove = new Int32Array(256);

/** The marks of `cell` at this position (0 where stale). */
const marksOf = (cell: number) => (cellMarks[cell] >>> 24 === stamp ? cellMarks[cell] & 0xffffff : 0);
/** Any line's mark of any kind at `cell`, as line bits. */
const anyMark = (marks: number) => (marks | (marks >> 8) | (marks >> 16)) & 0xff;
/** Adds `bits` to the marks of `cell` at this position. */
const mark = (cell: number, bits: number) => (cellMarks[cell] = (stamp << 24) | marksOf(cell) | bits);

/**
 * Moves `card` from `from` to `to` on the cells alone, to follow a line and to take it back:
 * the tableau's gaps and runs are not asked while a line is followed, so the tableau's own
 * `move`, which keeps them, would do more than is needed here, at every position.
 */
function place({ cells, where }: Tableau, card: number, from: number, to: number): void {
  cells[to] = card;
  cells[from] = GAP;
  where[card] = to;
}

/**
 * Narrows the `count` moves in `out` (all the legal moves of the tableau's position, where
 * `reducible` holds) to the moves into S's gaps (see above), the smallest such set, and
 * returns how many; returns `count`, `out` as it was, where no set is smaller than all.
 */
export function gapLineSet(tableau: Tableau, out: Int32Array, count: number): number {
  const { cells, where, gaps, rules } = tableau;
  const { columnOf, follower } = rules;
  const lines = gaps.length;
  if (count < 2 || lines > MOST_GAPS) return count;
  if (++stamp === 256) {
    stamp = 1;
    cellMarks.fill(0);
  }
  let unbounded = 0;
  for (let line = 0; line < lines; line++) {
    const bit = 1 << line;
    let gap = gaps[line];
    let steps = 0;
    let touching = 0;
    for (;;) {
      if (columnOf[gap] === 0 || steps === LINE_STEPS) {
        unbounded |= bit;
        break;
      }
      const left = gap - 1;
      const before = cells[left];
      // The one card the gap takes (`reducible` rules out several: follower -2).
      const card = before === GAP ? -1 : follower[before];
      const from = card < 0 ? -1 : where[card];
      // Reading its left neighbour (or ending at it) conflicts with a line that writes it.
      touching |= marksOf(left) & 0xff;
      if (from < 0) {
        mark(left, bit << 16);
        break;
      }
      mark(left, bit << 8);
      // Writing the gap and the card's cell conflicts with any line that touches them.
      touching |= anyMark(marksOf(gap)) | anyMark(marksOf(from));
      mark(gap, bit);
      mark(from, bit);
      place(tableau, card, from, gap);
      followed[steps++] = (from << 8) | gap;
      gap = from;
    }
    while (steps > 0) {
      const move = followed[--steps];
      place(tableau, cells[moveTo(move)], moveTo(move), moveFrom(move));
    }
    // Conflicts found by the later line of each pair, recorded on both.
    touching &= 0xff & ~bit;
    conflicts[line] = touching;
    for (let other = 0; other < line; other++) if ((touching >> other) & 1) conflicts[other] |= bit;
    touchesMovesInto[line] = 0;
    movesInto[line] = 0;
  }
  for (let k = 0; k < count; k++) {
    const to = moveTo(out[k]);
    let gap = 0;
    while (gaps[gap] !== to) gap++;
    gapOfMove[k] = gap;
    movesInto[gap]++;
    // The lines that write or read what the move writes (its gap, its card's cell), or touch what it reads (its left neighbour).
    const written = marksOf(to) | marksOf(moveFrom(out[k]));
    const touching = (written | (written >> 8) | (columnOf[to] > 0 ? anyMark(marksOf(to - 1)) : 0)) & 0xff & ~(1 << gap);
    for (let line = 0; line < lines; line++) if ((touching >> line) & 1) touchesMovesInto[line] |= 1 << gap;
  }
  let best = 0;
  let bestSize = count;
  for (let first = 0; first < lines; first++) {
    if (movesInto[first] === 0) continue;
    let inS = 1 << first;
    for (;;) {
      let joining = 0;
      for (let line = 0; line < lines; line++) {
        if ((inS >> line) & 1) continue;
        if ((unbounded >> line) & 1 || (touchesMovesInto[line] & inS) !== 0 || (conflicts[line] & ~inS) !== 0) joining |= 1 << line;
      }
      if (joining === 0) break;
      inS |= joining;
    }
    let size = 0;
    for (let gap = 0; gap < lines; gap++) if ((inS >> gap) & 1) size += movesInto[gap];
    if (size < bestSize) {
      best = inS;
      bestSize = size;
    }
  }
  if (bestSize === count) return count;
  let size = 0;
  for (let k = 0; k < count; k++) if ((best >> gapOfMove[k]) & 1) out[size++] = out[k];
  return size;
}
