/**
 * What the element accepts from its attributes, as pure functions: a bad value never
 * throws, it is refused with a warning that says what was given, what is accepted and
 * what is kept, and the last good value stays.
 */
import { MAX_REDEALS, PLAIN_TEXT, VARIANT_NAMES, defaultRedeals, isPlainText, isRedealCount, isSeed, isVariantName, type VariantName } from '../engine.js';
import { autosaveKey } from './storage.js';
import { clip } from '../engine/describe.js';

/** Gives a console warning, once per `key`. */
export type Warn = (key: string, message: string) => void;

/** A Warn that logs to the console, each key once. */
export function warnOnce(): Warn {
  const warned = new Set<string>();
  return (key, message) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(message);
  };
}

/**
 * The `redeals` attribute as a number: decimal digits only (Number() would also read
 * '', '0x10' or '1e2'); NaN for anything else, so it is refused rather than misread.
 */
export const redealsConverter = {
  fromAttribute: (value: string | null) => (value === null ? null : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN),
};

/** Refuses `value` for `attribute`: warns once what was given (cut at 60 characters), what is accepted, what is kept. */
export function refuse(warn: Warn, attribute: string, value: unknown, accepted: string, kept: unknown): void {
  const text = String(value);
  const shown = JSON.stringify(clip(text, 60));
  warn(`${attribute}=${text}`, `<montana-solitaire>: ${attribute}=${shown} is not accepted (accepted: ${accepted}); keeping ${attribute}="${kept}", and the game goes on.`);
}

/** Boolean attributes: present means on, whatever the value; a value other than none is a likely mistake. */
const BOOLEAN_ATTRIBUTES = ['redeal-anytime', 'four-color', 'show-timer', 'winnable', 'daily'];

/** Warns about a value given to a boolean attribute: it is on all the same, but the value suggests otherwise. */
export function checkBoolean(warn: Warn, name: string, value: string | null): void {
  if (BOOLEAN_ATTRIBUTES.includes(name) && value !== null && value !== '' && value.toLowerCase() !== name) {
    refuse(warn, name, value, 'no value: present means on, absent means off', 'on, since the attribute is present');
  }
}

/** The variant asked for (none: `montana`), or `kept` (the game's, else `montana`) when it is not one. */
export function acceptVariant(warn: Warn, value: string | null | undefined, kept: VariantName | undefined): VariantName {
  // A removed attribute asks for the default, like a removed seed or redeals.
  if (value === null || value === undefined) return 'montana';
  if (isVariantName(value)) return value;
  refuse(warn, 'variant', value, VARIANT_NAMES.join(', '), (kept ??= 'montana'));
  return kept;
}

/**
 * The seed asked for (none: undefined, a random one), or `kept` (the game's) when the engine
 * takes no game of it: plain text, or the seed of a `winnable` attempt from plain text.
 */
export function acceptSeed(warn: Warn, value: string | null, kept: string | undefined): string | undefined {
  if (value === null || isSeed(value)) return value ?? undefined;
  refuse(warn, 'seed', value, PLAIN_TEXT, kept ?? 'a random seed');
  return kept;
}

/**
 * The redeals asked for (none: the variant's), or `kept` (the game's, else the variant's)
 * when it is not a redeal count. The warning names the value as given: `attribute`, the
 * attribute's text, when the value came from it.
 */
export function acceptRedeals(warn: Warn, value: number | null, variant: VariantName, kept: number | undefined, attribute: string | null): number {
  if (value === null || isRedealCount(value)) return value ?? defaultRedeals(variant);
  kept ??= defaultRedeals(variant);
  const given = attribute !== null && Object.is(redealsConverter.fromAttribute(attribute), value) ? attribute : value;
  refuse(warn, 'redeals', given, `a whole number from 0 to ${MAX_REDEALS}`, kept);
  return kept;
}

/** The storage key `autosave` asks for (absent: none), or `kept` (else the one from `id`) when it is not plain text. */
export function acceptStorageKey(warn: Warn, value: string | null, id: string, kept: string | null): string | null {
  if (value === null) return null;
  if (value === '' || isPlainText(value)) return autosaveKey(value, id);
  kept ??= autosaveKey('', id);
  refuse(warn, 'autosave', value, `no value, or ${PLAIN_TEXT}`, kept);
  return kept;
}
