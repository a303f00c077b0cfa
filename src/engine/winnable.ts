/**
 * The winnable deal of a seed, as `winnable` deals it: the first of the seeds `s`, `s:1`,
 * `s:2`, … whose deal the solver proves winnable without a redeal, each searched to a
 * fixed number of positions (not for a time), so that a seed gives the same deal on
 * every machine, fast or slow, and a server can compute it too.
 */
import { dealCells } from './deal.js';
import { describeValue } from './describe.js';
import { PLAIN_TEXT, isPlainText } from './options.js';
import { type SearchOptions, solveTableau } from './solver.js';
import { Tableau } from './tableau.js';
import { type Variant, type VariantName, VARIANTS, compileRules, isVariantName } from './variants.js';

/**
 * How hard each deal tried is searched: 40,000 positions, with no time limit (a time
 * limit would let a deal at the margin be proven on one machine and not on another).
 * So the board waits for at most 30 such searches, 1.2 million positions, whatever the
 * variant; and short searches of many deals find a proven one sooner than long searches
 * of a few (what this costs and proves per variant is measured in docs/engine.md). It
 * searches without the rules the search gained after (`laterRules`): with them its short
 * searches would prove other deals, and seeds shared by players would deal otherwise
 * than before those came.
 */
export const WINNABLE_SEARCH: SearchOptions = /* @__PURE__ */ Object.freeze({ timeLimitMs: Infinity, tableSize: 1 << 17, positionLimit: 40_000, laterRules: false });

/** How many seeds are tried before the seed itself is dealt unchecked. */
export const WINNABLE_ATTEMPTS = 30;

/** The seed tried at `attempt` (0 for the seed itself). */
export function winnableCandidate(seed: string, attempt: number): string {
  return attempt === 0 ? seed : `${seed}:${attempt}`;
}

/** True when `found` is one of the seeds tried from `asked` (so a game of seed `found` may be the one `winnable` dealt for `asked`). */
export function isWinnableCandidate(asked: string, found: string): boolean {
  if (found === asked) return true;
  const attempt = found.startsWith(`${asked}:`) ? found.slice(asked.length + 1) : '';
  return /^[1-9]\d*$/.test(attempt) && Number(attempt) < WINNABLE_ATTEMPTS;
}

/**
 * The first seed from `seed` whose deal is proven winnable; throws when none of the
 * attempts is. (The deal `winnable` plays is `winnableDealSeed`'s: on such a seed it deals
 * `seed` itself.)
 */
export function findWinnableSeed(variant: VariantName, seed: string): string {
  return winnableSeedOf(checkedDefinition(variant, seed), seed);
}

/**
 * The seed of the deal the element's `winnable` and `daily` play from `seed`: the first
 * seed proven winnable, as `findWinnableSeed` gives it, or `seed` itself when none of the
 * attempts is proven, which the element then deals unchecked. So a server computes the
 * deal a page played, the daily one too, on every day: `winnableDealSeed(variant,
 * dailySeed(date))`.
 */
export function winnableDealSeed(variant: VariantName, seed: string): string {
  const definition = checkedDefinition(variant, seed);
  try {
    return winnableSeedOf(definition, seed);
  } catch {
    // The request was checked above, so the refusal left is that no attempt was proven;
    // the element plays the seed itself on any refusal from its worker, this one included.
    return seed;
  }
}

/** The definition of `variant`, after refusing a variant or a seed that a winnable request cannot take. */
function checkedDefinition(variant: VariantName, seed: string): Variant {
  if (!isVariantName(variant)) throw new Error(`A winnable request needs a known variant, got ${JSON.stringify(variant)}`);
  // Plain text (isPlainText, not isSeed): then the seed asked and every seed tried from it
  // are seeds a game takes, `s:1` … `s:29` being judged by `s`. From '', 500 characters or
  // a 201-character `s:5` (a seed, but `s:5:1` is not) the seed given back could be one new
  // Game refuses. Checked here, not in winnableSeedOf: it would cost the worker 0.21 KB,
  // more than it has left, and the element asks the worker only for its games' seeds.
  if (typeof seed !== 'string' || !isPlainText(seed)) throw new Error(`A winnable request needs a seed that is ${PLAIN_TEXT}, got ${describeValue(seed)}`);
  return VARIANTS[variant];
}

/** `findWinnableSeed` for a variant's definition: what the worker answers (it holds no table of the variants). */
export function winnableSeedOf(definition: Variant, seed: string): string {
  if (typeof definition?.name !== 'string') throw new Error('A winnable request needs the definition of its variant');
  if (typeof seed !== 'string') throw new Error(`A winnable request needs a seed (a string), got ${typeof seed}`);
  const rules = compileRules(definition);
  for (let attempt = 0; attempt < WINNABLE_ATTEMPTS; attempt++) {
    const candidate = winnableCandidate(seed, attempt);
    // The deal made here needs no snapshot's checks: its tableau is searched as it is.
    if (solveTableau(new Tableau(rules, dealCells(rules, candidate)), WINNABLE_SEARCH, null).result === 'win') return candidate;
  }
  throw new Error(`No winnable deal proven among the ${WINNABLE_ATTEMPTS} seeds from ${JSON.stringify(seed)}`);
}

/**
 * The seed of the daily deal for `date`'s day in UTC, `daily:YYYY-MM-DD`: the same for
 * everyone, everywhere. The daily deal is this seed's winnable deal (`winnableDealSeed`:
 * the seed itself on a day none of the attempts is proven), so a server can compute it
 * and check a daily result with `Game.verify`.
 */
export function dailySeed(date: Date = new Date()): string {
  const time = date instanceof Date ? date.getTime() : NaN;
  // Years 0 to 9999 only: toISOString writes others with a sign and six digits.
  if (!(time >= -62167219200000 && time < 253402300800000)) throw new Error(`Cannot give a daily seed for ${String(date)}: it is not a date from year 0 to 9999`);
  return `daily:${date.toISOString().slice(0, 10)}`;
}
