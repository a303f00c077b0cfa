/**
 * A game's position as the solver takes it: the cells and what the rules of the rest of
 * the game depend on (redeals, the seed), and nothing of the history. `Game.snapshot()`
 * makes one; the solver searches it directly and the element sends it to the solver's
 * worker as it is (plain data, so a message carries it), where no `Game` is needed.
 *
 * The rule facts a game and a snapshot share (its status, whether it may redeal) are
 * decided here, once, for both.
 */
import { GAP } from './cards.js';
import { Tableau } from './tableau.js';
import { type Rules, type VariantName, VARIANTS, compileRules, isVariantName } from './variants.js';

export interface Snapshot {
  readonly variant: VariantName;
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

/**
 * The rules and tableau of a snapshot that came from elsewhere (a message to the
 * worker), checked: a known variant, and cells that hold each of its cards once.
 * Throws an Error saying what is wrong.
 */
export function readSnapshot(snapshot: Snapshot): { rules: Rules; tableau: Tableau } {
  const { variant, cells, seed, redeals, redealsUsed, redealAnytime } = snapshot ?? ({} as Snapshot);
  const refuse = (why: string) => {
    throw new Error(`Bad position snapshot: ${why}`);
  };
  if (!isVariantName(variant)) refuse(`unknown variant ${JSON.stringify(variant)}`);
  const rules = compileRules(VARIANTS[variant]);
  if (!Array.isArray(cells) || cells.length !== rules.cellCount) refuse(`a ${variant} position has ${rules.cellCount} cells`);
  const cards = cells.filter((card) => card !== GAP).sort((a, b) => a - b);
  const expected = [...rules.boardCards].sort((a, b) => a - b);
  if (cards.length !== expected.length || cards.some((card, index) => card !== expected[index])) refuse(`the cells do not hold the ${variant} cards once each`);
  if (typeof seed !== 'string' || typeof redealAnytime !== 'boolean' || !(redealsUsed >= 0 && redealsUsed <= redeals)) refuse('seed, redeals or redealAnytime missing');
  return { rules, tableau: new Tableau(rules, cells) };
}
