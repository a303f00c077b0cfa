/**
 * A snapshot that came from elsewhere (a message to the worker, a round to review) read
 * and checked. Apart from snapshot.ts, which every game uses, so that the script-tag file
 * carries none of it: only the worker and what loads on demand read snapshots. It reads
 * the rules from the snapshot's own definition of its variant, so that the worker holds
 * no table of the variants.
 */
import { GAP } from './cards.js';
import type { Snapshot } from './snapshot.js';
import { Tableau } from './tableau.js';
import { type Rules, compileRules } from './variants.js';

/**
 * The rules and tableau of a snapshot that came from elsewhere (a message to the
 * worker, a round to review), checked: a definition of its variant, and cells that hold
 * each of its cards once. Throws an Error saying what is wrong.
 */
export function readSnapshot(snapshot: Snapshot): { rules: Rules; tableau: Tableau } {
  const { variant, definition, cells, seed, redeals, redealsUsed, redealAnytime } = snapshot ?? ({} as Snapshot);
  const refuse = (why: string) => {
    throw new Error(`Bad position snapshot: ${why}`);
  };
  // A variant is known here by its definition alone: one missing or of another variant leaves it unknown.
  if (!definition || typeof definition !== 'object' || definition.name !== variant) refuse(`unknown variant ${JSON.stringify(variant)}`);
  const { rows, columns } = definition;
  if (!Array.isArray(cells) || cells.length !== rows * columns) refuse(`a ${variant} position has ${rows * columns} cells`);
  const rules = compileRules(definition);
  const cards = cells.filter((card) => card !== GAP).sort((a, b) => a - b);
  const expected = [...rules.boardCards].sort((a, b) => a - b);
  if (cards.length !== expected.length || cards.some((card, index) => card !== expected[index])) refuse(`the cells do not hold the ${variant} cards once each`);
  if (typeof seed !== 'string' || typeof redealAnytime !== 'boolean' || !(redealsUsed >= 0 && redealsUsed <= redeals)) refuse('seed, redeals or redealAnytime missing');
  return { rules, tableau: new Tableau(rules, cells) };
}
