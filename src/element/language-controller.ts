import type { ReactiveController, ReactiveElement } from 'lit';
import { STRINGS, languageOf, rootsOf, type Strings } from './i18n.js';

/**
 * The element's language, from the `lang` of the element or its nearest ancestor, kept
 * up to date while the element is in the page.
 */
export class LanguageController implements ReactiveController {
  /** Every text in the language of the moment. */
  strings: Strings = STRINGS.en;

  readonly #host: ReactiveElement;
  #observer: MutationObserver | null = null;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#read();
    // `lang` may change on any ancestor, in the document or a shadow root on the way; it is rare, so watching them is cheap.
    this.#observer = new MutationObserver(this.#read);
    for (const root of rootsOf(this.#host)) this.#observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  readonly #read = (): void => {
    const strings = STRINGS[languageOf(this.#host)];
    if (strings === this.strings) return;
    this.strings = strings;
    this.#host.requestUpdate();
  };
}
