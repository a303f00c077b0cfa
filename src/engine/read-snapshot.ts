/**
 * A snapshot that came from elsewhere (a message to the worker, a round to review) read
 * and checked. Apart from snapshot.ts, which every game uses, so that the script-tag file
 * carries none of it: only the worker and what loads on demand read snapshots.
 */
import { GAP } from './cards.js';
import type { Snapshot } from './snapshot.js';
import { Tableau } from './tableau.js';
import { type Rules, VARIANTS, VARIANT_NAMES, compileRules } from './variants.js';

/**
 * The rules and tableau of a snapshot that came from elsewhere (a message to the
 * worker, a round to review), checked: a known variant, and cells that hold each of its cards once.
 * Throws an Error saying what is wrong.
 */
export function readSnapshot(snapshot: Snapshot): { rules: Rules; tableau: Tableau } {
  const { variant, cells, seed, redeals, redealsUsed, redealAnytime } = snapshot ?? ({} as Snapshot);
  const refuse = (why: string) => {
    throw new Error(`Bad position snapshot: ${why}`);
  };
  if (!VARIANT_NAMES.includes(variant)) refuse(`unknown variant ${JSON.stringify(variant)}`);
  const rules = compileRules(VARIANTS[variant]);
  if (!Array.isArray(cells) || cells.length !== rules.cellCount) refuse(`a ${variant} position has ${rules.cellCount} cells`);
  const cards = cells.filter((card) => card !== GAP).sort((a, b) => a - b);
  const expected = [...rules.boardCards].sort((a, b) => a - b);
  if (cards.length !== expected.length || cards.some((card, index) => card !== expected[index])) refuse(`the cells do not hold the ${variant} cards once each`);
  if (typeof seed !== 'string' || typeof redealAnytime !== 'boolean' || !(redealsUsed >= 0 && redealsUsed <= redeals)) refuse('seed, redeals or redealAnytime missing');
  return { rules, tableau: new Tableau(rules, cells) };
}
