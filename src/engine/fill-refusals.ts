/**
 * How the game explains a move a fill rule refuses, per rule: a table keyed by the rule,
 * as `FILLS` is (fill.ts), in a module of its own so that the solver's worker, which
 * reads `FILLS` and refuses nothing, carries none of these texts (their weight: docs/development.md).
 * Leaving a rule out does not compile.
 */
import { GAP, codeOf } from './cards.js';
import { listCodes } from './describe.js';
import type { FillRule, Rules } from './variants.js';

/** Why the gap at cell `gap` does not take the card asked for, given the codes it does take (`wanted`). */
export type FillRefusal = (rules: Rules, cells: Int8Array, gap: number, wanted: readonly string[]) => string;

const cardOrGap = (card: number) => (card === GAP ? 'a gap' : codeOf(card));
const column0Refusal = (wanted: readonly string[]) => `a gap in column 0 takes only ${listCodes(wanted, 'or')}`;
const fits = (wanted: readonly string[]) =>
  wanted.length === 0 ? 'nothing fits' : `only ${listCodes(wanted, 'or')} fit${wanted.length === 1 ? 's' : ''}`;

export const FILL_REFUSALS: { readonly [Rule in FillRule]: FillRefusal } = {
  left({ columnOf }, cells, gap, wanted) {
    if (columnOf[gap] === 0) return column0Refusal(wanted);
    const left = cells[gap - 1];
    if (left === GAP) return 'the cell left of that gap is a gap too, so nothing fits there';
    return `the card left of that gap is ${codeOf(left)}, so ${fits(wanted)} there`;
  },
  'left-or-right'({ columns, columnOf }, cells, gap, wanted) {
    if (columnOf[gap] === 0) return column0Refusal(wanted);
    const right = columnOf[gap] === columns - 1 ? 'the edge' : cardOrGap(cells[gap + 1]);
    return `that gap is between ${cardOrGap(cells[gap - 1])} and ${right}, so ${fits(wanted)} there`;
  },
  orthogonal: () => 'only a card next to that gap can move into it',
};
