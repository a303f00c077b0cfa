import { fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { Cell, MontanaSolitaire } from '../../src/index.js';

export { SOLVED_MONTANA, swapped } from '../engine/helpers.js';

/** A board cell's element in the shadow root. */
export function cellElement(element: MontanaSolitaire, row: number, col: number): HTMLElement {
  const cell = element.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${row},${col}"]`);
  if (!cell) throw new Error(`no cell ${row},${col}`);
  return cell;
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

/** An element on a fixture page, with attributes from the markup. */
export async function montana(markup = html`<montana-solitaire seed="42"></montana-solitaire>`): Promise<MontanaSolitaire> {
  const element = await fixture<MontanaSolitaire>(markup);
  await element.updateComplete;
  return element;
}

export const at = (row: number, col: number): Cell => ({ row, col });

/** Records every event of the given types heard on document, in order. */
export function recordEvents(types: string[]): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  types.forEach((type) => document.addEventListener(type, listener));
  return { events, stop: () => types.forEach((type) => document.removeEventListener(type, listener)) };
}
