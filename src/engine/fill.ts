/**
 * The fill rules (which cards a gap takes) as one table: per rule, everything the engine
 * asks of it. The move generator, the game's refusals and the solver read the entry, so
 * a new fill rule is one entry here, and leaving one out does not compile.
 */
import { GAP, codeOf } from './cards.js';
import { listCodes } from './describe.js';
import type { FillRule, Rules } from './variants.js';

export interface FillPart {
  /**
   * The cards the gap at cell `gap` takes, wherever they lie, each once: one of the
   * rules' own lists when that says it all (to read at once, never to keep or change),
   * else the start of `scratch` (room for `cardSpace` cards), filled in. No copying for
   * the one-sided fill: the move generator calls this per gap, on the solver's hot path.
   */
  readonly candidates: (rules: Rules, cells: Int8Array, gap: number, scratch: Int16Array) => Int16Array;
  /**
   * The most cards one gap can take in the variant: a position's moves are at most this
   * times its gaps, which sizes the search's stack (see `depthFirst` in search.ts).
   */
  readonly mostCandidates: (rules: Rules) => number;
  /** Why the gap at cell `gap` does not take the card asked for, given the codes it does take (`wanted`). */
  readonly refusal: (rules: Rules, cells: Int8Array, gap: number, wanted: readonly string[]) => string;
  /**
   * True when a gap past column 0 takes only what `follow` lets stand right of its left
   * neighbour (the solver's sound reduction needs it).
   */
  readonly onlyLeftFollowers: boolean;
  /**
   * True when a won board can still have moves by the rule (a gap's neighbours above and
   * below); else a won board has none, and the search looks for a win only where no card moves.
   */
  readonly movesWhenWon: boolean;
}

const NONE = new Int16Array(0);

const mostOf = (lists: readonly Int16Array[]) => Math.max(0, ...lists.map((list) => list.length));

/** Column 0: the sequence starts; elsewhere what may follow the left neighbour (none when that is a gap: a dead gap). */
function leftCandidates({ columnOf, startCards, followers }: Rules, cells: Int8Array, gap: number): Int16Array {
  if (columnOf[gap] === 0) return startCards;
  const left = cells[gap - 1];
  return left === GAP ? NONE : followers[left];
}

const cardOrGap = (card: number) => (card === GAP ? 'a gap' : codeOf(card));
const column0Refusal = (wanted: readonly string[]) => `a gap in column 0 takes only ${listCodes(wanted, 'or')}`;
const fits = (wanted: readonly string[]) =>
  wanted.length === 0 ? 'nothing fits' : `only ${listCodes(wanted, 'or')} fit${wanted.length === 1 ? 's' : ''}`;

export const FILLS: { readonly [Rule in FillRule]: FillPart } = {
  left: {
    candidates: leftCandidates,
    mostCandidates: ({ startCards, followers }) => Math.max(1, startCards.length, mostOf(followers)),
    refusal({ columnOf }, cells, gap, wanted) {
      if (columnOf[gap] === 0) return column0Refusal(wanted);
      const left = cells[gap - 1];
      if (left === GAP) return 'the cell left of that gap is a gap too, so nothing fits there';
      return `the card left of that gap is ${codeOf(left)}, so ${fits(wanted)} there`;
    },
    onlyLeftFollowers: true,
    movesWhenWon: false,
  },
  'left-or-right': {
    candidates(rules, cells, gap, scratch) {
      const fromLeft = leftCandidates(rules, cells, gap);
      const { columns, columnOf, leaders } = rules;
      const column = columnOf[gap];
      if (column === 0 || column === columns - 1 || cells[gap + 1] === GAP) return fromLeft;
      scratch.set(fromLeft);
      let count = fromLeft.length;
      for (const card of leaders[cells[gap + 1]]) if (!fromLeft.includes(card)) scratch[count++] = card;
      return scratch.subarray(0, count);
    },
    mostCandidates: ({ startCards, followers, leaders }) => Math.max(1, startCards.length, mostOf(followers) + mostOf(leaders)),
    refusal({ columns, columnOf }, cells, gap, wanted) {
      if (columnOf[gap] === 0) return column0Refusal(wanted);
      const right = columnOf[gap] === columns - 1 ? 'the edge' : cardOrGap(cells[gap + 1]);
      return `that gap is between ${cardOrGap(cells[gap - 1])} and ${right}, so ${fits(wanted)} there`;
    },
    onlyLeftFollowers: false,
    movesWhenWon: false,
  },
  orthogonal: {
    candidates({ columns, cellCount, columnOf }, cells, gap, scratch) {
      const column = columnOf[gap];
      const neighbours = [gap - columns, gap + columns, column > 0 ? gap - 1 : -1, column < columns - 1 ? gap + 1 : -1];
      let count = 0;
      for (const cell of neighbours) if (cell >= 0 && cell < cellCount && cells[cell] !== GAP) scratch[count++] = cells[cell];
      return scratch.subarray(0, count);
    },
    mostCandidates: () => 4,
    refusal: () => 'only a card next to that gap can move into it',
    onlyLeftFollowers: false,
    movesWhenWon: true,
  },
};
