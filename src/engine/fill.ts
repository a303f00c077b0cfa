/**
 * The fill rules (which cards a gap takes) as a table keyed by the rule: per rule,
 * everything the move generator and the solver ask of it. How the game explains a move
 * a rule refuses is the table beside it, `FILL_REFUSALS` (fill-refusals.ts), kept apart
 * so that the solver's worker carries no refusal texts. A new fill rule is one entry in
 * each, and leaving one out does not compile.
 */
import { GAP } from './cards.js';
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

export const FILLS: { readonly [Rule in FillRule]: FillPart } = {
  left: {
    candidates: leftCandidates,
    mostCandidates: ({ startCards, followers }) => Math.max(1, startCards.length, mostOf(followers)),
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
    onlyLeftFollowers: false,
    movesWhenWon: true,
  },
};
