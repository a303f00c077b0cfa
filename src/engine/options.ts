/**
 * What a game may be started with, checked: a command's options that make no sense
 * throw at once, listing what is accepted.
 */
import { checkOptionsObject, describeValue } from './describe.js';
import { type VariantName, VARIANT_NAMES, defaultRedeals, isVariantName } from './variants.js';
import { isWinnableCandidate } from './winnable.js';

export interface GameOptions {
  /** A name from VARIANTS. Default `montana`. */
  variant?: VariantName | string;
  /** Plain text (see PLAIN_TEXT). Default: a fresh random seed. */
  seed?: string;
  /** How many redeals the player has. Default: the variant's. */
  redeals?: number;
  /** Allow a redeal while moves remain. Default false. */
  redealAnytime?: boolean;
  /** Start from this position string instead of the seed's deal. */
  position?: string;
}

export const MAX_REDEALS = 1000;

/** The longest seed a game takes: a seed is shared, typed and stored, and a server reads it from strangers. */
export const MAX_SEED_LENGTH = 200;

/** What a seed (or the element's storage key) may be: short, visible text that survives being shared and stored. */
export const PLAIN_TEXT = `text of 1 to ${MAX_SEED_LENGTH} characters, not only spaces, with no control characters`;

export function isPlainText(value: string): boolean {
  if (!(value.length <= MAX_SEED_LENGTH && /\S/.test(value)) || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  try {
    // Throws on a lone surrogate, which could not be written to a URL, a file or storage as it is.
    // The result is compared so that a minifier cannot drop the call as having no effect.
    return encodeURIComponent(value) !== '';
  } catch {
    return false;
  }
}

/** True when a game may have `seed`: plain text, or the seed of a `winnable` attempt from plain text. */
export function isSeed(seed: unknown): seed is string {
  if (typeof seed !== 'string') return false;
  // A winnable attempt's seed is the asked seed and a number (`s:1` …, see winnable.ts): the limit is the asked seed's.
  const asked = seed.replace(/:\d+$/, '');
  return isPlainText(seed) || (isWinnableCandidate(asked, seed) && isPlainText(asked));
}

/** True when `value` is a number of redeals a game may have: a whole number from 0 to MAX_REDEALS. */
export function isRedealCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_REDEALS;
}

/** The options of a new game, each checked and defaulted. Throws, naming the first that makes no sense. */
export function checkedOptions(options: GameOptions): { variant: VariantName; seed: string; redeals: number; redealAnytime: boolean } {
  checkOptionsObject(options, 'Cannot start a game');
  const variant = options.variant ?? 'montana';
  if (!isVariantName(variant)) {
    throw new Error(`Cannot start a game: unknown variant ${describeValue(variant)}; accepted variants: ${VARIANT_NAMES.join(', ')}`);
  }
  const seed = options.seed ?? freshSeed();
  if (!isSeed(seed)) {
    throw new Error(`Cannot start a game: seed must be ${PLAIN_TEXT}, got ${describeValue(seed)}`);
  }
  const redeals = options.redeals ?? defaultRedeals(variant);
  if (!isRedealCount(redeals)) {
    throw new Error(`Cannot start a game: redeals must be a whole number from 0 to ${MAX_REDEALS}, got ${describeValue(redeals)}`);
  }
  const redealAnytime = options.redealAnytime ?? false;
  if (typeof redealAnytime !== 'boolean') {
    throw new Error(`Cannot start a game: redealAnytime must be true or false, got ${describeValue(redealAnytime)}`);
  }
  return { variant, seed, redeals, redealAnytime };
}

/** A fresh seed from the platform's cryptographic generator, the engine's one source of chance besides the seed. */
function freshSeed(): string {
  const { crypto } = globalThis as unknown as { crypto: { getRandomValues(array: Uint32Array): Uint32Array } };
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}
