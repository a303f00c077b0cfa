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
  readonly cells: Int8Array;
  /** Per card number: the cell it is in, or -1 when it is not on the board. */
  readonly where: Int8Array;
  /** The cells that are gaps, in no particular order. */
  readonly gaps: Int8Array;

  /**
   * A tableau is made for every deal and redeal, so making one must cost a few moves,
   * not tens. Hence bytes, not 16-bit numbers (cards and cells are fewer than 128): V8
   * keeps a typed array of up to 64 bytes inside its own object, while a larger one
   * allocates a buffer apart, which costs more than a game's first moves; a one-deck
   * board's three arrays fit.
   */
  constructor(rules: Rules, cells: ArrayLike<number>) {
    this.rules = rules;
    // Copied in the loop that reads the cards: the array-like constructor costs more
    // (measured: see the engine core in docs/engine.md).
    this.cells = new Int8Array(cells.length);
    this.where = new Int8Array(rules.cardSpace).fill(-1);
    const gaps: number[] = [];
    for (let cell = 0; cell < cells.length; cell++) {
      const card = (this.cells[cell] = cells[cell]);
      if (card === GAP) gaps.push(cell);
      else this.where[card] = cell;
    }
    this.gaps = new Int8Array(gaps);
  }

  /** Writes every legal move into `out` (a card on the board into a gap that takes it) and returns how many. */
  generateMoves(out: Int32Array | number[]): number {
    const { cells, where, gaps, rules } = this;
    const scratch = SCRATCH;
    // The fill part's own list where it has one, read in place, not copied: this is the
    // solver's hot path (measured: see the solver in docs/engine.md). Past column 0, a
    // left-neighbour fill whose card has a single follower (every one-deck game) takes
    // that card alone: one lookup, as the native reference does, and no call. (The
    // script-tag file, which never searches, leaves it out: see searchShortcutApart in vite.config.ts.)
    const { fillPart, follower, columnOf } = rules;
    const leftOnly = fillPart.onlyLeftFollowers;
    let count = 0;
    for (let i = 0; i < gaps.length; i++) {
      const gap = gaps[i];
      if (leftOnly && columnOf[gap] > 0) {
        const left = cells[gap - 1];
        if (left === GAP) continue;
        const card = follower[left];
        if (card === GAP) continue;
        if (card >= 0) {
          const from = where[card];
          if (from >= 0) out[count++] = (from << 8) | gap;
          continue;
        }
      }
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
