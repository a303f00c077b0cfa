/**
 * How a gap is filled, per fill rule. (Interim: to be made the one table of fill rules.)
 */
import type { Rules } from './variants.js';

/**
 * The most cards one gap can take in the variant: its moves per position are at most
 * this times the gaps, which sizes the search's stack (each depth's moves must fit in
 * their slots: a smaller bound would let them spill into the next depth's and be lost).
 */
export function mostCandidates({ fill, startCards, followers, leaders }: Rules): number {
  if (fill === 'orthogonal') return 4;
  const most = (lists: readonly Int16Array[]) => Math.max(0, ...lists.map((list) => list.length));
  return Math.max(1, startCards.length, most(followers) + (fill === 'left-or-right' ? most(leaders) : 0));
}
