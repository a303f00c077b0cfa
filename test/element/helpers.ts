import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import '../failure-report.js';
import { loadOnDemand } from '../../src/element/load-on-demand.js';
import type { Cell, MontanaSolitaire, VariantName } from '../../src/index.js';

export { LIVE_AND_DEAD_GAPS, SOLVED_MONTANA, swapped } from '../engine/helpers.js';

/**
 * The engine the test runs in (the suite runs in Chromium, Firefox and WebKit). A test that
 * checks something differently in one engine says why, where it does. Headless Chromium
 * calls itself `HeadlessChrome/…`, so the name is not sought at a word's start.
 */
export const ENGINE: 'chromium' | 'firefox' | 'webkit' = /\bFirefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrom(e|ium)\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

/** A board cell's element in the shadow root. */
export function cellElement(element: MontanaSolitaire, row: number, col: number): HTMLElement {
  const cell = element.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${row},${col}"]`);
  if (!cell) throw new Error(`no cell ${row},${col}`);
  return cell;
}

/** The middle of a cell on screen, in the viewport coordinates real mouse input uses. */
export function centre(element: MontanaSolitaire, row: number, col: number): [number, number] {
  const box = cellElement(element, row, col).getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** A legal move whose card fits exactly one gap, so a click on the card plays it; null when there is none. */
export function clickableMove(element: MontanaSolitaire) {
  const moves = element.moves();
  return moves.find((candidate) => moves.filter((other) => other.card === candidate.card).length === 1) ?? null;
}

/** Clicks a cell the way a mouse does, and waits for the board to update. */
export async function clickCell(element: MontanaSolitaire, row: number, col: number): Promise<void> {
  cellElement(element, row, col).click();
  await element.updateComplete;
}

/** Cells with a class, as `row,col` strings. */
export function cellsWith(element: MontanaSolitaire, className: string): string[] {
  return [...element.shadowRoot!.querySelectorAll(`[data-cell].${className}`)].map((cell) => cell.getAttribute('data-cell')!);
}

/** A button of the element by its visible text. */
export function button(element: MontanaSolitaire, text: string | RegExp): HTMLButtonElement {
  const found = [...element.shadowRoot!.querySelectorAll('button')].find((candidate) =>
    typeof text === 'string' ? candidate.textContent!.trim() === text : text.test(candidate.textContent!.trim()),
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** What the polite live region says now. */
export function announcement(element: MontanaSolitaire): string {
  return element.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!.trim();
}

/** An element on a fixture page, with attributes from the markup; the markup may wrap it (a block with a `lang`, a width, a style sheet). */
export async function montana(markup = html`<montana-solitaire seed="42"></montana-solitaire>`): Promise<MontanaSolitaire> {
  const root = await fixture<HTMLElement>(markup);
  const element = (root.localName === 'montana-solitaire' ? root : root.querySelector('montana-solitaire')!) as MontanaSolitaire;
  await element.updateComplete;
  return element;
}

export const at = (row: number, col: number): Cell => ({ row, col });

/** Runs `run` on an element (seed 42) in a page's modal `<dialog>`, shown; the dialog is closed after, however `run` ends. */
export async function inModalDialog(run: (element: MontanaSolitaire, dialog: HTMLDialogElement) => Promise<void>): Promise<void> {
  const element = await montana(html`<dialog><montana-solitaire seed="42"></montana-solitaire></dialog>`);
  const dialog = element.closest('dialog')!;
  dialog.showModal();
  try {
    await run(element, dialog);
  } finally {
    dialog.close();
  }
}

/** Records every event of the given types heard on document, in order. */
export function recordEvents(types: string[]): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  types.forEach((type) => document.addEventListener(type, listener));
  return { events, stop: () => types.forEach((type) => document.removeEventListener(type, listener)) };
}

/** mulberry32: a small seeded generator of numbers in [0, 1), so random tests can be replayed. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Watches the console and the page while a test runs: console.warn and console.error
 * are captured (not printed), and errors thrown anywhere, also from callbacks and
 * promises, are collected. `restore()` puts everything back.
 */
export function watchConsole() {
  const { warn, error } = console;
  const warnings: string[] = [];
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    warnings,
    errors,
    restore() {
      Object.assign(console, { warn, error });
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** The warnings logged while `run` runs. */
export async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const watch = watchConsole();
  try {
    await run();
  } finally {
    watch.restore();
  }
  return watch.warnings;
}

/** The cell that has the keyboard focus inside the element. */
export function focused(element: MontanaSolitaire): Cell | null {
  const value = element.shadowRoot!.activeElement?.getAttribute('data-cell');
  if (!value) return null;
  const [row, col] = value.split(',').map(Number);
  return { row, col };
}

/** Presses Tab until the focus is on the board, as a keyboard user gets there. */
export async function tabIntoBoard(element: MontanaSolitaire): Promise<void> {
  for (let presses = 0; presses < 20 && !focused(element); presses++) await sendKeys({ press: 'Tab' });
  expect(focused(element), 'the board is reachable with Tab').not.to.equal(null);
}

/** Walks the focus to `target` with arrow keys only, then presses Enter. */
export async function arrowTo(element: MontanaSolitaire, target: Cell): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    const here = focused(element)!;
    if (here.row === target.row && here.col === target.col) break;
    const key = here.row < target.row ? 'ArrowDown' : here.row > target.row ? 'ArrowUp' : here.col < target.col ? 'ArrowRight' : 'ArrowLeft';
    await sendKeys({ press: key });
    await element.updateComplete;
  }
  expect(focused(element)).to.deep.equal(target);
  await sendKeys({ press: 'Enter' });
  await element.updateComplete;
}

/**
 * Waits for what a control loads on demand (a panel's view, see on-demand.ts) and the
 * render after it: a panel opens once its view has loaded.
 */
export async function onDemandRendered(element: MontanaSolitaire): Promise<void> {
  await loadOnDemand();
  await element.updateComplete;
}

/** The counters' line (moves, cards in place, …), its white space collapsed. */
export const statusText = (element: MontanaSolitaire): string => element.shadowRoot!.querySelector('[part="status"]')!.textContent!.replace(/\s+/g, ' ').trim();

/** The statistics panel's rows, each as `name value`. */
export const statRows = (element: MontanaSolitaire): string[] =>
  [...element.shadowRoot!.querySelectorAll('.stats tr')].map((row) => `${row.querySelector('th')!.textContent} ${row.querySelector('td')!.textContent}`);

/**
 * Writes `text` under `key` (null: clears the storage) as another tab would: from another
 * document of the page's origin (a frame), so this window hears a storage event, which a
 * write of its own never makes. Resolves once that event has reached this window's
 * listeners (a test page closing may send others: the pages share the storage). It writes
 * after the saves this page has due: one still due when the write arrives goes first, and
 * the last write is what both tabs then hold. With `area` 'sessionStorage', the frame
 * writes the storage it shares with this page (its tab's), which no other tab sees.
 */
export async function otherTabWrites(key: string, text: string | null, area: 'localStorage' | 'sessionStorage' = 'localStorage'): Promise<void> {
  await saved();
  const frame = document.createElement('iframe');
  document.body.append(frame);
  let heard!: () => void;
  const listener = (event: StorageEvent) => (text === null ? event.key === null : event.key === key && event.newValue === text) && heard();
  window.addEventListener('storage', listener);
  try {
    await new Promise<void>((resolve) => {
      heard = resolve;
      const storage = frame.contentWindow![area];
      if (text === null) storage.clear();
      else storage.setItem(key, text);
    });
  } finally {
    window.removeEventListener('storage', listener);
    frame.remove();
  }
}

/** Plays the first of `element`'s moves. */
export function playFirstMove(element: MontanaSolitaire) {
  const [move] = element.moves();
  return element.play(move.card, move.to);
}

/** Plays one move of a game of each of `variants` in turn and abandons it (for the next variant, then for a new game), so that each has statistics. */
export async function abandonGameIn(element: MontanaSolitaire, variants: VariantName[]): Promise<void> {
  for (const variant of variants) {
    element.variant = variant;
    await element.updateComplete;
    playFirstMove(element);
  }
  element.newGame();
}

/** Waits for the elements' deferred saves to run (each writes in a timer task after its actions). */
export const saved = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * What another tab playing `variant` saves after abandoning a game of seed 42 (counted as
 * lost) and playing two moves of the next deal, of `seed` (42: the same deal again): its
 * record's text, to hand to otherTabWrites(), and its game.
 */
export async function playedElsewhere(seed = '42', variant = 'montana'): Promise<{ text: string; game: string }> {
  const other = await montana(html`<montana-solitaire autosave="elsewhere" seed="42" variant=${variant}></montana-solitaire>`);
  playFirstMove(other);
  if (seed === '42') other.restart();
  else other.newGame(seed);
  playFirstMove(other);
  playFirstMove(other);
  await saved();
  const text = localStorage.getItem('elsewhere')!;
  other.remove();
  return { text, game: JSON.parse(text).game };
}

/** The words of the line under the board (its buttons' too), as a player reads them; '' when there is none. */
export const messageText = (element: MontanaSolitaire): string => element.shadowRoot!.querySelector('[part="message"]')?.textContent!.replace(/\s+/g, ' ').trim() ?? '';
