/**
 * The tableau the solver searches on: a `Tableau` that keeps each row's run length as
 * cards move, where the plain one counts it when asked. The search asks at every
 * position (its move order, the playouts' scores, whether a line has won), and a move
 * changes at most the two rows it touches; the game, which asks once a move, keeps the
 * plain tableau and the script-tag file the bytes (the solver's worker alone carries this).
 */
import { Tableau } from './tableau.js';
import type { Rules } from './variants.js';

export class SearchTableau extends Tableau {
  /** Per row: the length of its run, kept up to date by `move`. */
  readonly runs: Int8Array;

  constructor(rules: Rules, cells: ArrayLike<number>) {
    super(rules, cells);
    this.runs = new Int8Array(rules.rows);
    for (let row = 0; row < rules.rows; row++) this.runs[row] = super.runLength(row);
  }

  override move(from: number, to: number): void {
    super.move(from, to);
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
