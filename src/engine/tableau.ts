/**
 * The board in the form the move generator and the solver search: typed arrays of
 * card numbers, kept in step both ways (cell → card and card → cell), and the list of
 * gaps. A move is one integer, `from << 8 | to` (cells are fewer than 256), and moving
 * a card back is the same operation with the cells swapped, so undo costs what play
 * costs and nothing is allocated on the hot path.
 */
import { GAP } from './cards.js';
import type { Rules } from './variants.js';

export const moveFrom = (move: number): number => move >> 8;
export const moveTo = (move: number): number => move & 0xff;

export class Tableau {
  readonly rules: Rules;
  /** Per cell: the card there, or GAP. */
  readonly cells: Int16Array;
  /** Per card number: the cell it is in, or -1 when it is not on the board. */
  readonly where: Int16Array;
  /** The cells that are gaps, in no particular order. */
  readonly gaps: Int16Array;

  constructor(rules: Rules, cells: ArrayLike<number>) {
    this.rules = rules;
    this.cells = Int16Array.from(cells);
    this.where = new Int16Array(rules.cardSpace).fill(-1);
    const gaps: number[] = [];
    this.cells.forEach((card, cell) => {
      if (card === GAP) gaps.push(cell);
      else this.where[card] = cell;
    });
    this.gaps = Int16Array.from(gaps);
  }

  /**
   * Writes every legal move into `out` and returns how many there are.
   * A gap in column 0 takes any start card; any other gap takes the successor of its
   * left neighbour, and nothing when that neighbour is a gap or ends the sequence.
   */
  generateMoves(out: Int32Array | number[]): number {
    const { cells, where, gaps } = this;
    const { columnOf, successor, startCards } = this.rules;
    let count = 0;
    for (let i = 0; i < gaps.length; i++) {
      const gap = gaps[i];
      if (columnOf[gap] === 0) {
        for (let k = 0; k < startCards.length; k++) {
          const from = where[startCards[k]];
          if (from >= 0) out[count++] = (from << 8) | gap;
        }
      } else {
        const left = cells[gap - 1];
        if (left === GAP) continue;
        const next = successor[left];
        if (next < 0) continue;
        const from = where[next];
        if (from >= 0) out[count++] = (from << 8) | gap;
      }
    }
    return count;
  }

  /** Moves the card in `from` into the gap `to`. No rule check: callers check first. */
  move(from: number, to: number): void {
    const { cells, where, gaps } = this;
    const card = cells[from];
    cells[to] = card;
    cells[from] = GAP;
    where[card] = to;
    for (let i = 0; i < gaps.length; i++) {
      if (gaps[i] === to) {
        gaps[i] = from;
        return;
      }
    }
  }

  /** Plays an encoded move. */
  play(move: number): void {
    this.move(move >> 8, move & 0xff);
  }

  /** Takes back an encoded move played last. */
  undo(move: number): void {
    this.move(move & 0xff, move >> 8);
  }

  /** Length of a row's run: cards in place from column 0. */
  runLength(row: number): number {
    const { columns, sequenceIndex, successor } = this.rules;
    const start = row * columns;
    const first = this.cells[start];
    if (first === GAP || sequenceIndex[first] !== 0) return 0;
    let length = 1;
    for (let card = first; length < columns; length++) {
      const next = successor[card];
      if (next < 0 || this.cells[start + length] !== next) break;
      card = next;
    }
    return length;
  }

  /** Cards in runs over all rows. */
  score(): number {
    let total = 0;
    for (let row = 0; row < this.rules.rows; row++) total += this.runLength(row);
    return total;
  }

  /** Every row holds a finished run. */
  isWon(): boolean {
    return this.score() === this.rules.rows * this.rules.runLength;
  }
}
