/**
 * What a game may be started with, checked: a command's options that make no sense
 * throw at once, listing what is accepted.
 */
import { describeValue } from './describe.js';
import { type VariantName, VARIANT_NAMES, defaultRedeals, isVariantName } from './variants.js';

export interface GameOptions {
  /** A name from VARIANTS. Default `montana`. */
  variant?: VariantName | string;
  /** Any string. Default: a fresh random seed. */
  seed?: string;
  /** How many redeals the player has. Default: the variant's. */
  redeals?: number;
  /** Allow a redeal while moves remain. Default false. */
  redealAnytime?: boolean;
  /** Start from this position string instead of the seed's deal. */
  position?: string;
}

export const MAX_REDEALS = 1000;

/** True when `value` is a number of redeals a game may have: a whole number from 0 to MAX_REDEALS. */
export function isRedealCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_REDEALS;
}

/** The options of a new game, each checked and defaulted. Throws, naming the first that makes no sense. */
export function checkedOptions(options: GameOptions): { variant: VariantName; seed: string; redeals: number; redealAnytime: boolean } {
  if (options === null || typeof options !== 'object') {
    throw new Error(`Cannot start a game: options must be an object, got ${describeValue(options)}`);
  }
  const variant = options.variant ?? 'montana';
  if (!isVariantName(variant)) {
    throw new Error(`Cannot start a game: unknown variant ${describeValue(variant)}; accepted variants: ${VARIANT_NAMES.join(', ')}`);
  }
  const seed = options.seed ?? freshSeed();
  if (typeof seed !== 'string') {
    throw new Error(`Cannot start a game: seed must be a string, got ${describeValue(seed)}`);
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
