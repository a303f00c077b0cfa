import type { ReactiveController, ReactiveElement } from 'lit';
import { describeValue } from '../engine/describe.js';
import { longDate, today } from './daily.js';
import { ON_DEMAND_TEXTS, STRINGS, languageOf, rootsOf, type Strings } from './i18n.js';

/** Each connected element's way to read its language again. */
const readers = new Set<() => void>();

/** What a table's entry must match: a list's length, else the kind of value. */
const shape = (value: unknown) => (Array.isArray(value) ? value.length : typeof value);

/**
 * Adds (or replaces) the table for language `code`, e.g. `fr`: elements whose `lang`
 * (or an ancestor's) is `fr` or `fr-…` speak it, those already on the page at once.
 * A key missing from `strings`, or not of the English table's kind (a function, text,
 * a list of as many entries), is English instead, with one warning naming them all; so
 * is a `locale` the browser does not know.
 */
export function addLanguage(code: string, strings: Strings): void {
  if (!code || typeof code !== 'string' || Object(strings) !== strings) throw new Error(`Cannot add language ${describeValue(code)}: it takes a code and a table of strings`);
  const en = STRINGS.get('en') as unknown as Record<string, unknown>;
  const table = { ...en };
  const missing = [];
  // What loads on demand has its English texts with it: those are checked by what ON_DEMAND_TEXTS says they are.
  const shapes: Record<string, unknown> = { ...ON_DEMAND_TEXTS };
  for (const key in en) shapes[key] = shape(en[key]);
  for (const key in shapes) {
    const given = (strings as unknown as Record<string, unknown>)[key];
    if (shape(given) === shapes[key]) table[key] = given;
    else missing.push(key);
  }
  // A locale the browser does not know would make writing a date in it throw (a daily
  // deal's title): it is English's too, as a key of the wrong kind.
  try {
    longDate(table.locale as string, today());
  } catch {
    table.locale = en.locale;
    missing.push('locale');
  }
  if (missing.length) console.warn(`<montana-solitaire>: addLanguage(${code}) lacks ${missing.join(', ')} (English used)`);
  STRINGS.set(code.toLowerCase(), table as unknown as Strings);
  readers.forEach((read) => read());
}

/**
 * The element's language, from the `lang` of the element or its nearest ancestor, kept
 * up to date while the element is in the page.
 */
export class LanguageController implements ReactiveController {
  /** Every text in the language of the moment. */
  strings: Strings = STRINGS.get('en')!;

  readonly #host: ReactiveElement;
  #observer?: MutationObserver | null;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#read();
    readers.add(this.#read);
    // `lang` may change on any ancestor, in the document or a shadow root on the way; it is rare, so watching them is cheap.
    this.#observer = new MutationObserver(this.#read);
    for (const root of rootsOf(this.#host)) this.#observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    readers.delete(this.#read);
    this.#observer?.disconnect();
    this.#observer = null;
  }

  readonly #read = (): void => {
    const strings = languageOf(this.#host);
    if (strings === this.strings) return;
    this.strings = strings;
    this.#host.requestUpdate();
  };
}
