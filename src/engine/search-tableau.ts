/**
 * The tableau the solver searches on: a `Tableau` that keeps, as cards move, each row's
 * run length and each card's way to its run (the cell right of its predecessor), where
 * the plain one works them out when asked. The search asks at every position (its move
 * order, the playouts' scores, whether a line has won), and a move changes at most the
 * two rows it touches and the way of the cards that continue the one moved; the game,
 * which asks once a move, keeps the plain tableau and the script-tag file the bytes (the
 * solver's worker alone carries this).
 */
import { GAP } from './cards.js';
import { Tableau } from './tableau.js';
import type { Rules } from './variants.js';

/**
 * Per rules, the cards whose predecessor is a card, as lists: per card the first (-1:
 * none), per card the next with the same predecessor. Made once per rules, not per
 * tableau: every search, and every sampled redeal a hint judges, makes a tableau.
 */
const continuingByRules = new WeakMap<Rules, [first: Int16Array, next: Int16Array]>();

function continuingOf(rules: Rules): [Int16Array, Int16Array] {
  let lists = continuingByRules.get(rules);
  if (lists) return lists;
  const { cardSpace, predecessor } = rules;
  const first = new Int16Array(cardSpace).fill(-1);
  const next = new Int16Array(cardSpace);
  for (let card = 0; card < cardSpace; card++) {
    const before = predecessor[card];
    if (before < 0) continue;
    next[card] = first[before];
    first[before] = card;
  }
  continuingByRules.set(rules, (lists = [first, next]));
  return lists;
}

export class SearchTableau extends Tableau {
  /** Per row: the length of its run, kept up to date by `move`. */
  readonly runs: Int8Array;
  /**
   * Per card: the cell right of its predecessor (`Rules.predecessor`), where the card
   * goes to continue it; -1 where it has none, or its predecessor is off the board or in
   * the last column. The guided phase follows these from cell to cell at every position.
   */
  readonly wayOn: Int8Array;
  /** Which cards continue which (`continuingOf`), the same lists for every tableau of these rules. */
  readonly #firstContinuing: Int16Array;
  readonly #nextContinuing: Int16Array;

  constructor(rules: Rules, cells: ArrayLike<number>) {
    super(rules, cells);
    this.runs = new Int8Array(rules.rows);
    for (let row = 0; row < rules.rows; row++) this.runs[row] = super.runLength(row);
    // Each field set by name: a destructuring assignment leaves the manifest a field without one.
    const [first, next] = continuingOf(rules);
    this.#firstContinuing = first;
    this.#nextContinuing = next;
    this.wayOn = new Int8Array(rules.cardSpace).fill(-1);
    for (let cell = 0; cell < this.cells.length; cell++) if (this.cells[cell] !== GAP) this.#pointWays(cell);
  }

  /** Points the way of each card that continues the card in `cell` at the cell right of it (none past the last column). */
  #pointWays(cell: number): void {
    const { columnOf, columns } = this.rules;
    const way = columnOf[cell] < columns - 1 ? cell + 1 : -1;
    for (let card = this.#firstContinuing[this.cells[cell]]; card >= 0; card = this.#nextContinuing[card]) this.wayOn[card] = way;
  }

  override move(from: number, to: number): void {
    super.move(from, to);
    this.#pointWays(to);
    const { runs } = this;
    const { columnOf, columns } = this.rules;
    // A card leaving a run ends it there; a card entering the cell right after a run may
    // extend it (over cards already in place after it too, hence the count).
    const fromColumn = columnOf[from];
    const fromRow = (from - fromColumn) / columns;
    if (fromColumn < runs[fromRow]) runs[fromRow] = fromColumn;
    const toColumn = columnOf[to];
    const toRow = (to - toColumn) / columns;
    if (toColumn === runs[toRow]) runs[toRow] = super.runLength(toRow);
  }

  override runLength(row: number): number {
    return this.runs[row];
  }
}
