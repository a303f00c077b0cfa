/**
 * The documented deal of rules.md, so that anyone can reproduce a deal from its seed:
 * seedrandom's Alea, a Fisher–Yates shuffle from the top, the cards laid row by row.
 */
import alea from 'seedrandom/lib/alea.js';
import { GAP } from './cards.js';
import type { Rules } from './variants.js';

/** Shuffles `items` in place: for i from n − 1 down to 1, swap i with ⌊rng·(i+1)⌋. */
export function shuffle<T>(items: T[], seed: string): T[] {
  const random = alea(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const item = items[i];
    items[i] = items[j];
    items[j] = item;
  }
  return items;
}

/**
 * The cells of a new game: the deck shuffled, then laid out as the variant says
 * (see Layout): row by row into every cell with the removed ranks taken out, or into
 * columns 1 onwards with the sequence starts moved to column 0 before or after.
 */
export function dealCells(rules: Rules, seed: string): number[] {
  const { rows, columns, removedCards, sequenceIndex, variant } = rules;
  const shuffled = shuffle([...rules.deckCards], seed).map((card) => (removedCards.has(card) ? GAP : card));
  if (variant.layout === 'rows') return shuffled;
  const isStart = (card: number) => card !== GAP && sequenceIndex[card] === 0;
  const starts = variant.layout === 'starts-first' ? shuffled.filter(isStart) : [];
  const rest = shuffled.filter((card) => !starts.includes(card));
  // Starts first: column 0 holds them, column 1 is left empty, the rest fills columns 2 onwards.
  const firstDealt = starts.length > 0 ? 2 : 1;
  const cells: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) cells.push(col === 0 ? (starts[row] ?? GAP) : col < firstDealt ? GAP : rest.shift()!);
  }
  if (variant.layout === 'starts-to-column-0') {
    // In reading order, each sequence start moves to column 0 of the next row, leaving a gap.
    cells.filter(isStart).forEach((card, row) => {
      cells[cells.indexOf(card)] = GAP;
      cells[row * columns] = card;
    });
  }
  return cells;
}

/** The seed of redeal number `redealNumber` (1 for the first). */
export function redealSeed(seed: string, redealNumber: number): string {
  return `${seed}:redeal:${redealNumber}`;
}

/**
 * The cells after a redeal: each row keeps its run (as its first `runLengths[row]`
 * cells); the loose cards, gathered row by row, are shuffled and dealt row by row
 * into the cells right of each row's run, leaving each row's gap where the variant
 * puts it: directly right of the run, in the last column, or (`random`) wherever the
 * gaps fall when they are shuffled with the loose cards.
 */
export function redealCells(
  rules: Rules,
  cells: ArrayLike<number>,
  runLengths: readonly number[],
  seed: string,
  redealNumber: number,
): number[] {
  const { rows, columns } = rules;
  const gapRule = rules.variant.redealGaps;
  const loose: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = runLengths[row]; column < columns; column++) {
      const card = cells[row * columns + column];
      if (card !== GAP || gapRule === 'random') loose.push(card);
    }
  }
  shuffle(loose, redealSeed(seed, redealNumber));
  const gapColumn = (row: number) => (gapRule === 'last-column' ? columns - 1 : runLengths[row]);
  const next: number[] = [];
  let dealt = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const run = runLengths[row];
      if (column < run) next.push(cells[row * columns + column]);
      else if (gapRule !== 'random' && column === gapColumn(row)) next.push(GAP);
      else next.push(loose[dealt++]);
    }
  }
  return next;
}
