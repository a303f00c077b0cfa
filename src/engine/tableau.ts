/**
 * The board in the form the move generator and the solver search: typed arrays of
 * card numbers, kept in step both ways (cell → card and card → cell), and the list of
 * gaps. A move is one integer, `from << 8 | to` (cells are fewer than 256), and moving
 * a card back is the same operation with the cells swapped, so undo costs what play
 * costs and nothing is allocated on the hot path.
 */
import { DECK_SIZE, GAP } from './cards.js';
import type { Rules } from './variants.js';

/**
 * Room for one gap's candidates (at most every card of two decks), so move generation
 * allocates nothing; one for all tableaux, as generation never runs inside another.
 */
const SCRATCH = new Int16Array(2 * DECK_SIZE);

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

  /**
   * Plain loops and no array that is not needed: a tableau is made for every deal and
   * redeal, and making typed arrays costs more than a game's first moves.
   */
  constructor(rules: Rules, cells: ArrayLike<number>) {
    const { cellCount, cardSpace } = rules;
    let gapCount = 0;
    for (let cell = 0; cell < cellCount; cell++) if (cells[cell] === GAP) gapCount++;
    this.rules = rules;
    this.cells = new Int16Array(cellCount);
    this.where = new Int16Array(cardSpace).fill(-1);
    this.gaps = new Int16Array(gapCount);
    for (let cell = 0, gap = 0; cell < cellCount; cell++) {
      const card = cells[cell];
      this.cells[cell] = card;
      if (card === GAP) this.gaps[gap++] = cell;
      else this.where[card] = cell;
    }
  }

  /**
   * Writes into `out` the cards the gap at cell `gap` takes by the variant's fill rule,
   * wherever they lie, each once, and returns how many (see FILLS).
   */
  candidates(gap: number, out: Int16Array): number {
    const fitting = this.rules.fillPart.candidates(this.rules, this.cells, gap, out);
    out.set(fitting);
    return fitting.length;
  }

  /** Writes every legal move into `out` (a card on the board into a gap that takes it) and returns how many. */
  generateMoves(out: Int32Array | number[]): number {
    const { cells, where, gaps, rules } = this;
    const scratch = SCRATCH;
    // The fill part's own list where it has one, read in place, not copied: this is the
    // solver's hot path (measured: see the README's solver section).
    const { fillPart } = rules;
    let count = 0;
    for (let i = 0; i < gaps.length; i++) {
      const gap = gaps[i];
      const fitting = fillPart.candidates(rules, cells, gap, scratch);
      for (let k = 0; k < fitting.length; k++) {
        const from = where[fitting[k]];
        if (from >= 0) out[count++] = (from << 8) | gap;
      }
    }
    return count;
  }

  /** Every legal move, encoded, ordered by target cell, then by the cell the card leaves (the order `Game.moves()` lists). */
  legalMoves(): number[] {
    const out = new Int32Array(this.rules.cellCount * 4);
    return Array.from(out.subarray(0, this.generateMoves(out))).sort((a, b) => moveTo(a) - moveTo(b) || moveFrom(a) - moveFrom(b));
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
    const { columns, sequenceIndex, continues, cardSpace } = this.rules;
    const start = row * columns;
    let before = this.cells[start];
    if (before === GAP || sequenceIndex[before] !== 0) return 0;
    let length = 1;
    for (; length < columns; length++) {
      const card = this.cells[start + length];
      if (card === GAP || !continues[before * cardSpace + card]) break;
      before = card;
    }
    return length;
  }

  /** True when `cell` is the one right after its row's run: where the run's next card goes. */
  afterRun(cell: number): boolean {
    const { columns, columnOf } = this.rules;
    return columnOf[cell] === this.runLength((cell - columnOf[cell]) / columns);
  }

  /** Each row's run length, row by row (what a redeal keeps). */
  runLengths(): number[] {
    return Array.from({ length: this.rules.rows }, (_, row) => this.runLength(row));
  }

  /** Cards in runs over all rows. */
  score(): number {
    let total = 0;
    for (let row = 0; row < this.rules.rows; row++) total += this.runLength(row);
    return total;
  }

  /** Every row holds a finished run. */
  isWon(): boolean {
    return this.score() === this.rules.rows * this.rules.sequenceLength;
  }
}
