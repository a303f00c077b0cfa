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

/** The cells of a new game: the deck shuffled, dealt row by row, the removed cards taken out. */
export function dealCells(rules: Rules, seed: string): number[] {
  return shuffle([...rules.deckCards], seed).map((card) => (rules.removedCards.has(card) ? GAP : card));
}

/** The seed of redeal number `redealNumber` (1 for the first). */
export function redealSeed(seed: string, redealNumber: number): string {
  return `${seed}:redeal:${redealNumber}`;
}

/**
 * The cells after a redeal: each row keeps its run (as its first `runLengths[row]`
 * cells); the loose cards, gathered row by row, are shuffled and dealt row by row
 * into the cells right of each row's gap, which stands directly right of its run.
 */
export function redealCells(
  rules: Rules,
  cells: ArrayLike<number>,
  runLengths: readonly number[],
  seed: string,
  redealNumber: number,
): number[] {
  const { rows, columns } = rules;
  const loose: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = runLengths[row]; column < columns; column++) {
      const card = cells[row * columns + column];
      if (card !== GAP) loose.push(card);
    }
  }
  shuffle(loose, redealSeed(seed, redealNumber));
  const next: number[] = [];
  let dealt = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const run = runLengths[row];
      if (column < run) next.push(cells[row * columns + column]);
      else if (column === run) next.push(GAP);
      else next.push(loose[dealt++]);
    }
  }
  return next;
}
