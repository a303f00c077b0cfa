/**
 * What the element accepts from its attributes, as pure functions: a bad value never
 * throws, it is refused with a warning that says what was given, what is accepted and
 * what is kept, and the last good value stays.
 */
import { MAX_REDEALS, VARIANT_NAMES, defaultRedeals, isRedealCount, isVariantName, type VariantName } from '../engine.js';
import { autosaveKey } from './storage.js';

/** A refused value: the console warning, given once per `key`. */
export interface Refusal {
  key: string;
  message: string;
}

/** What a seed or a storage key may be: short, visible text that survives being shared and stored. */
export const PLAIN_TEXT = 'text of 1 to 200 characters, not only spaces, with no control characters';

export function isPlainText(value: string): boolean {
  if (!(value.length <= 200 && /\S/.test(value)) || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  try {
    // Throws on a lone surrogate, which could not be written to a URL, a file or storage as it is.
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The `redeals` attribute as a number: decimal digits only (Number() would also read
 * '', '0x10' or '1e2'); NaN for anything else, so it is refused rather than misread.
 */
export const redealsConverter = {
  fromAttribute: (value: string | null) => (value === null ? null : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN),
};

/** The refusal of `value` for `attribute`: what was given (cut at 60 characters), what is accepted, what is kept. */
export function refusal(attribute: string, value: unknown, accepted: string, kept: unknown): Refusal {
  const text = String(value);
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  return {
    key: `${attribute}=${text}`,
    message: `<montana-solitaire>: ${attribute}=${shown} is not accepted (accepted: ${accepted}); keeping ${attribute}="${kept}", and the game goes on.`,
  };
}

/** Boolean attributes: present means on, whatever the value; a value other than none is a likely mistake. */
const BOOLEAN_ATTRIBUTES = ['redeal-anytime', 'four-color', 'show-timer', 'winnable'];

/** The warning for a value given to a boolean attribute (it is on all the same); null when there is nothing to say. */
export function booleanRefusal(name: string, value: string | null): Refusal | null {
  return BOOLEAN_ATTRIBUTES.includes(name) && value !== null && value !== '' && value.toLowerCase() !== name
    ? refusal(name, value, 'no value: present means on, absent means off', 'on, since the attribute is present')
    : null;
}

/** The variant asked for (none: `montana`), or `kept` (the game's, else `montana`) when it is not one. */
export function acceptVariant(value: string | null | undefined, kept: VariantName | undefined): { value: VariantName; refused?: Refusal } {
  // A removed attribute asks for the default, like a removed seed or redeals.
  if (value === null || value === undefined) return { value: 'montana' };
  if (isVariantName(value)) return { value };
  const fallback = kept ?? 'montana';
  return { value: fallback, refused: refusal('variant', value, VARIANT_NAMES.join(', '), fallback) };
}

/** The seed asked for (none: undefined, a random one), or `kept` (the game's) when it is not plain text. */
export function acceptSeed(value: string | null, kept: string | undefined): { value: string | undefined; refused?: Refusal } {
  if (value === null || isPlainText(value)) return { value: value ?? undefined };
  return { value: kept, refused: refusal('seed', value, PLAIN_TEXT, kept ?? 'a random seed') };
}

/**
 * The redeals asked for: `redeals` for the game (none asked: the variant's) and `property`,
 * the value the property should hold (a bad value goes back to `lastGood`). A refusal
 * names the value as given: `attribute`, the attribute's text, when the value came from it.
 */
export function acceptRedeals(
  value: number | null,
  variant: VariantName,
  kept: number | undefined,
  lastGood: number | null,
  attribute: string | null,
): { redeals: number; property: number | null; refused?: Refusal } {
  if (value === null || isRedealCount(value)) return { redeals: value ?? defaultRedeals(variant), property: value };
  const redeals = kept ?? defaultRedeals(variant);
  const given = attribute !== null && Object.is(redealsConverter.fromAttribute(attribute), value) ? attribute : value;
  return { redeals, property: lastGood, refused: refusal('redeals', given, `a whole number from 0 to ${MAX_REDEALS}`, redeals) };
}

/** The storage key `autosave` asks for (absent: none), or `kept` (else the one from `id`) when it is not plain text. */
export function acceptStorageKey(value: string | null, id: string, kept: string | null): { key: string | null; refused?: Refusal } {
  if (value === null) return { key: null };
  if (value === '' || isPlainText(value)) return { key: autosaveKey(value, id) };
  const key = kept ?? autosaveKey('', id);
  return { key, refused: refusal('autosave', value, `no value, or ${PLAIN_TEXT}`, key) };
}
