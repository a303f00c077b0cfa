/**
 * A constructive solver for the sliding fill (Rectangular Rovers: any card next to a gap
 * slides into it), where a search that knows no plan wanders: it builds the won board
 * cell by cell, as one solves a sliding puzzle. The rows but the last two are filled left
 * to right, each cell with one card (a row's first with any start card left, the others
 * with the successor of their left neighbour), then the last two rows column by column,
 * two cards at a time (filling them row by row would leave a one-cell-wide path, along
 * which cards cannot pass each other). Each step is a best-first search over the cells
 * not yet filled that follows only the gaps and the cards the step places (the other
 * cards are interchangeable to it), so it is small.
 *
 * It answers a line or nothing: finding none proves nothing, and a line is checked by
 * the solver, which plays it through the rules before answering `win` (solver.ts).
 */
import { GAP } from './cards.js';
import type { Tableau } from './tableau.js';

/** The most abstract positions one step keeps before giving up (a step needs a few hundred). */
const STEP_LIMIT = 200_000;

/**
 * A winning line (encoded moves) from the tableau's position by the construction above,
 * or null, with the abstract positions searched. Only for the orthogonal fill on a grid
 * whose won board leaves the last column to the gaps, one gap a row; the tableau is left
 * as it was found.
 */
export function slideToWin(tableau: Tableau): { line: number[] | null; states: number } {
  const { rules } = tableau;
  const { rows, columns, cellCount, startCards, successor, sequenceLength } = rules;
  const result = { line: null as number[] | null, states: 0 };
  if (rules.variant.fill !== 'orthogonal' || sequenceLength !== columns - 1 || tableau.gaps.length !== rows || rows < 2 || cellCount > 30) return result;
  const cells = Int16Array.from(tableau.cells);
  const where = Int16Array.from(tableau.where);
  const locked = new Uint8Array(cellCount);
  const line: number[] = [];
  const used = new Set<number>();

  /** Places at `targets` (one or two cells) the cards of the choice reached in fewest moves; false when none is. */
  const place = (choices: number[][], targets: number[]): boolean => {
    let best: number[] | null = null;
    let bestCards: number[] = [];
    for (const cards of choices) {
      if (cards.some((card) => card === undefined || card < 0)) continue;
      const path = search(cards, targets);
      if (path !== null && (best === null || path.length < best.length)) {
        best = path;
        bestCards = cards;
      }
    }
    if (best === null) return false;
    for (const move of best) {
      const from = move >> 8;
      const to = move & 0xff;
      where[cells[from]] = to;
      cells[to] = cells[from];
      cells[from] = GAP;
      line.push(move);
    }
    for (const target of targets) locked[target] = 1;
    for (const card of bestCards) used.add(card);
    return true;
  };

  /** Manhattan distance between two cells: the fewest moves a card needs between them. */
  const distance = (a: number, b: number) => Math.abs(((a / columns) | 0) - ((b / columns) | 0)) + Math.abs((a % columns) - (b % columns));

  /**
   * Moves bringing `cards` to `targets`, moving only unlocked cards, or null: a
   * best-first search ordered by moves made plus twice the distance the cards still have
   * to go (short lines, not the shortest), the last position met first among equals.
   */
  const search = (cards: number[], targets: number[]): number[] | null => {
    const tracked = cards.length;
    const base = tracked === 1 ? cellCount : cellCount * cellCount;
    const encode = (mask: number, at: number[]) => mask * base + (tracked === 1 ? at[0] : at[0] * cellCount + at[1]);
    const togo = (at: number[]) => distance(at[0], targets[0]) + (tracked === 1 ? 0 : distance(at[1], targets[1]));
    let mask = 0;
    for (let cell = 0; cell < cellCount; cell++) if (cells[cell] === GAP) mask |= 1 << cell;
    const first = cards.map((card) => where[card]);
    const start = encode(mask, first);
    const parent = new Map<number, number>([[start, -1]]);
    const via = new Map<number, number>();
    const made = new Map<number, number>([[start, 0]]);
    const buckets: number[][] = [];
    buckets[2 * togo(first)] = [start];
    const at = [0, -1];
    for (let bucket = 0; bucket < buckets.length; ) {
      const key = buckets[bucket]?.pop();
      if (key === undefined) {
        bucket++;
        continue;
      }
      const gaps = Math.floor(key / base);
      const rest = key - gaps * base;
      at[tracked - 1] = rest % cellCount;
      if (tracked === 2) at[0] = (rest - at[1]) / cellCount;
      if (togo(at) === 0) {
        const path: number[] = [];
        for (let back = key; parent.get(back)! >= 0; back = parent.get(back)!) path.push(via.get(back)!);
        return path.reverse();
      }
      result.states++;
      if (parent.size > STEP_LIMIT) return null;
      const g = made.get(key)! + 1;
      for (let gap = 0; gap < cellCount; gap++) {
        if (!((gaps >> gap) & 1)) continue;
        const column = gap % columns;
        for (const from of [gap - columns, gap + columns, column > 0 ? gap - 1 : -1, column < columns - 1 ? gap + 1 : -1]) {
          if (from < 0 || from >= cellCount || locked[from] || (gaps >> from) & 1) continue;
          const moved = [at[0] === from ? gap : at[0], at[1] === from ? gap : at[1]];
          const next = encode(gaps ^ (1 << gap) ^ (1 << from), moved);
          if (parent.has(next)) continue;
          parent.set(next, key);
          via.set(next, (from << 8) | gap);
          made.set(next, g);
          const f = g + 2 * togo(moved);
          (buckets[f] ??= []).push(next);
          if (f < bucket) bucket = f;
        }
      }
    }
    return null;
  };

  const starts = () => Array.from(startCards).filter((card) => !used.has(card));
  for (let row = 0; row < rows - 2; row++) {
    for (let column = 0; column < sequenceLength; column++) {
      const cell = row * columns + column;
      const choices = column === 0 ? starts().map((card) => [card]) : [[successor[cells[cell - 1]]]];
      if (!place(choices, [cell])) return result;
    }
  }
  for (let column = 0; column < sequenceLength; column++) {
    const targets = [(rows - 2) * columns + column, (rows - 1) * columns + column];
    let choices: number[][];
    if (column === 0) {
      const [first, second] = starts();
      choices = [
        [first, second],
        [second, first],
      ];
    } else choices = [[successor[cells[targets[0] - 1]], successor[cells[targets[1] - 1]]]];
    if (!place(choices, targets)) return result;
  }
  result.line = line;
  return result;
}
