/** Short, safe renderings of values for error messages, and the check of a command's options they serve. */

/** `text` cut at `length` characters, an ellipsis marking the cut. */
export const clip = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}…` : text);

/** A short, safe rendering of any value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(clip(value, 40));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  try {
    return clip(JSON.stringify(value), 80);
  } catch {
    return typeof value;
  }
}

/**
 * Throws `<command>: options must be an object, got …` unless `options` is one (not a
 * list): spread or read as one, a number, null or a list would pass unseen (`{ ...null }`
 * is `{}`, and `['gaps']` has no variant) or fail deep inside.
 */
export function checkOptionsObject(options: unknown, command: string): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new Error(`${command}: options must be an object, got ${describeValue(options)}`);
}

export function listCodes(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
