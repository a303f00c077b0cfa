/**
 * The documented deal of rules.md, so that anyone can reproduce a deal from its seed:
 * Alea (as seedrandom 3.0.5 draws it), a Fisher–Yates shuffle from the top, the cards laid row by row.
 */
import { aleaStart } from './alea.js';
import { GAP } from './cards.js';
import type { Layout, RedealGapRule, Rules } from './variants.js';

/**
 * Shuffles `items` in place: for i from n − 1 down to 1, swap i with ⌊rng·(i+1)⌋, rng
 * being `alea(seed)`. Alea's step is written out here rather than called: a closure's
 * numbers live on the heap, and each draw would allocate one (test/engine/alea.test.ts
 * checks this loop against seedrandom's generator).
 */
export function shuffle<T>(items: T[], seed: string): T[] {
  // Read by index, not destructured: destructuring walks the array's iterator, which
  // costs a deal more than a few of its draws.
  const start = aleaStart(seed);
  let s0 = start[0];
  let s1 = start[1];
  let s2 = start[2];
  let c = 1;
  for (let i = items.length - 1; i > 0; i--) {
    const t = 2091639 * s0 + c * 2 ** -32;
    s0 = s1;
    s1 = s2;
    const j = Math.floor((s2 = t - (c = t | 0)) * (i + 1));
    const item = items[i];
    items[i] = items[j];
    items[j] = item;
  }
  return items;
}

/**
 * The cells of a new game: the deck shuffled, then laid out as the variant says
 * (see Layout and LAYOUTS).
 */
export function dealCells(rules: Rules, seed: string): number[] {
  return LAYOUTS[rules.variant.layout](rules, shuffle(rules.dealtDeck.slice(), seed));
}

/** Per layout: the cells of a new game from the shuffled deck (its removed cards already gaps). */
const LAYOUTS: { readonly [Name in Layout]: (rules: Rules, shuffled: number[]) => number[] } = {
  rows: (_, shuffled) => shuffled,
  'column-0-empty': (rules, shuffled) => layRows(rules, [], shuffled, 1),
  'starts-to-column-0'(rules, shuffled) {
    const cells = layRows(rules, [], shuffled, 1);
    // In reading order, each sequence start moves to column 0 of the next row, leaving a gap.
    cells.filter((card) => isStart(rules, card)).forEach((card, row) => {
      cells[cells.indexOf(card)] = GAP;
      cells[row * rules.columns] = card;
    });
    return cells;
  },
  'starts-first'(rules, shuffled) {
    const starts = shuffled.filter((card) => isStart(rules, card));
    // Column 0 holds the starts, column 1 is left empty, the rest fills columns 2 onwards.
    return layRows(rules, starts, shuffled.filter((card) => !starts.includes(card)), 2);
  },
};

const isStart = ({ sequenceIndex }: Rules, card: number) => card !== GAP && sequenceIndex[card] === 0;

/**
 * Cells row by row: `starts[row]` in column 0 (a gap when there is none), gaps up to
 * column `firstDealt`, then `rest` in order.
 */
function layRows({ rows, columns }: Rules, starts: readonly number[], rest: readonly number[], firstDealt: number): number[] {
  const cells: number[] = [];
  let dealt = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) cells.push(col === 0 ? (starts[row] ?? GAP) : col < firstDealt ? GAP : rest[dealt++]);
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
  const gapColumn = (row: number) => REDEAL_GAPS[rules.variant.redealGaps](runLengths[row], columns);
  const loose: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = runLengths[row]; column < columns; column++) {
      const card = cells[row * columns + column];
      if (card !== GAP || gapColumn(row) < 0) loose.push(card);
    }
  }
  shuffle(loose, redealSeed(seed, redealNumber));
  const next: number[] = [];
  let dealt = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (column < runLengths[row]) next.push(cells[row * columns + column]);
      else if (column === gapColumn(row)) next.push(GAP);
      else next.push(loose[dealt++]);
    }
  }
  return next;
}

/**
 * Per redeal-gap rule: the column of a row's gap after a redeal, given the row's run
 * length; -1 when the gaps have no set place (they are shuffled with the loose cards).
 */
const REDEAL_GAPS: { readonly [Rule in RedealGapRule]: (runLength: number, columns: number) => number } = {
  'after-run': (runLength) => runLength,
  random: () => -1,
  'last-column': (_, columns) => columns - 1,
};
