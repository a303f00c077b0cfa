/**
 * The complete search's moves (solver.ts, its last phase): every legal move, those that
 * extend a row's run first, less what a sound reduction proves can wait; and the two
 * questions about runs that every phase asks (`afterRun`, `continuesRun`).
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

/**
 * The complete search's moves: every legal move, those that extend a row's run first
 * (the order changes how soon a win is found, never the answer), except where one
 * move alone is enough (`soleRunExtension`, when `reduce` says its proof holds).
 */
export function orderedMoves(tableau: Tableau, out: Int32Array, reduce: boolean): number {
  const count = tableau.generateMoves(out);
  const sole = reduce ? soleRunExtension(tableau, out, count) : -1;
  if (sole >= 0) {
    out[0] = sole;
    return 1;
  }
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
 *    length, the search that plays m alone here still reaches every reachable win; the
 *    choice depends on the position only, so the table of seen positions stays right.
 */
function soleRunExtension(tableau: Tableau, out: Int32Array, count: number): number {
  const { cells } = tableau;
  const { rows, columns, columnOf, sequenceIndex, successor } = tableau.rules;
  for (let row = 0; row < rows; row++) {
    const first = cells[row * columns];
    if (first === GAP || sequenceIndex[first] !== 0) return -1;
  }
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
 * True when `cell` is the one right after its row's run: where the run's next card goes.
 * Here, not in Tableau, as only the solver asks (the script-tag file carries Tableau, not the solver).
 */
export function afterRun(tableau: Tableau, cell: number): boolean {
  const { columns, columnOf } = tableau.rules;
  return columnOf[cell] === tableau.runLength((cell - columnOf[cell]) / columns);
}

/** True when the card `move` moves continues the run of the card left of its target (the target being right after a run). */
export function continuesRun({ cells, rules }: Tableau, move: number): boolean {
  return rules.continues[cells[moveTo(move) - 1] * rules.cardSpace + cells[moveFrom(move)]] === 1;
}
