/**
 * A game's position as the solver takes it: the variant's definition, the cells and what
 * the rules of the rest of the game depend on (redeals, the seed), and nothing of the
 * history. `Game.snapshot()` makes one; the solver searches it directly and the element
 * sends it to the solver's worker as it is (plain data, so a message carries it), where
 * no `Game` is needed, nor a table of the variants: the snapshot brings its own rules.
 *
 * The rule facts a game and a snapshot share (its status, whether it may redeal) are
 * decided here, once, for both.
 */
import type { Variant, VariantName } from './variants.js';

export interface Snapshot {
  readonly variant: VariantName;
  /** The variant's definition (`VARIANTS[variant]`): what a reader compiles the rules from. */
  readonly definition: Variant;
  /** Per cell, row by row: the card number there (see cards.ts), or GAP (-1). */
  readonly cells: readonly number[];
  /** The game's seed: a hint samples redeals with seeds of its own made from it. */
  readonly seed: string;
  readonly redeals: number;
  readonly redealsUsed: number;
  readonly redealAnytime: boolean;
}

export type Status = 'playing' | 'stuck' | 'won' | 'lost';

/** Won, playing (a card can move), stuck (none can, a redeal is left) or lost. */
export function statusOf(won: boolean, moveCount: number, redealsLeft: number): Status {
  if (won) return 'won';
  if (moveCount > 0) return 'playing';
  return redealsLeft > 0 ? 'stuck' : 'lost';
}

/** Why no redeal is allowed now, or null when one is. */
export function redealRefusal(
  won: boolean,
  { redeals, redealsUsed, redealAnytime }: Pick<Snapshot, 'redeals' | 'redealsUsed' | 'redealAnytime'>,
  moveCount: number,
): string | null {
  if (won) return 'the game is won';
  if (redealsUsed >= redeals) return redeals === 0 ? 'this game allows no redeals' : `no redeals left (all ${redeals} used)`;
  if (!redealAnytime && moveCount > 0) {
    return `${moveCount} move${moveCount === 1 ? ' is' : 's are'} still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)`;
  }
  return null;
}
