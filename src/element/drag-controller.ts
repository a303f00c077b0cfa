import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Cell } from '../engine.js';

export interface DragHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What a drag may do, as the game says. */
export interface DragRules {
  /** The gaps the card in `from` may go to now (none: the card cannot be dragged). */
  targets(from: Cell): Cell[];
  /** Plays the dragged card into `to`, one of the targets. */
  drop(from: Cell, to: Cell): void;
}

/** What a pressed card listens to on the window. */
const WINDOW_EVENTS = ['pointermove', 'pointerup', 'pointercancel'];

/** Pixels a pointer travels before a press becomes a drag (so a tap stays a tap). */
const DRAG_THRESHOLD = 5;

/** Whether two cells are the same one (false when either is missing). */
export const sameCell = (a: Cell | null | undefined, b: Cell | null | undefined) => !!a && !!b && a.row === b.row && a.col === b.col;

/** The cell an element of the board stands for, from its `data-cell="row,col"`. */
export function cellOfElement(element: Element | null | undefined): Cell | null {
  const value = element?.closest?.('[data-cell]')?.getAttribute('data-cell');
  if (!value) return null;
  const [row, col] = value.split(',').map(Number);
  return { row, col };
}

/**
 * How many screen pixels one of the element's own pixels takes: 1, but not where a page
 * scales it or an ancestor (`transform: scale()`, CSS `zoom`), under which a card
 * translated by the pointer's travel would go that many times as far on screen. Read
 * on the whole element: `offsetWidth` rounds its width to a whole pixel, which puts a
 * card dragged across the whole element at most half of one of its own pixels from the
 * pointer.
 */
export const screenScale = (host: HTMLElement): number => host.getBoundingClientRect().width / host.offsetWidth || 1;

/**
 * Drag and drop with pointer events (mouse, pen and touch alike). While a card is
 * dragged it follows the pointer and its targets are lit; a drop on a target plays
 * it, a drop anywhere else puts it back. Listening on the window, not on the card,
 * keeps the drag alive when the pointer leaves the card or the board.
 */
export class DragController implements ReactiveController {
  /** The cell of the card being dragged, and where it may go; null when no drag. */
  from?: Cell | null;
  targets: Cell[] = [];

  readonly #host: DragHost;
  readonly #rules: DragRules;
  #element?: HTMLElement | null;
  #pointerId = -1;
  /** Where the pointer was pressed. */
  #start!: PointerEvent;
  /** `screenScale` at the drag's start. */
  #scale!: number;
  #dragging?: boolean;
  /** A drag ends in a click on some cell; that click must not act as a tap. */
  #swallowClick?: boolean;

  constructor(host: DragHost, rules: DragRules) {
    this.#host = host;
    this.#rules = rules;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#finish(null);
  }

  /** Whether the click that follows a drag should be ignored (asks once per drag). */
  takeSwallowedClick(): boolean | undefined {
    const swallow = this.#swallowClick;
    this.#swallowClick = false;
    return swallow;
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 || this.#element) return;
    const element = (event.composedPath()[0] as Element)?.closest?.('.card[data-cell]') as HTMLElement | null;
    if (!element) return;
    this.#element = element;
    this.#pointerId = event.pointerId;
    this.#start = event;
    this.#swallowClick = false;
    for (const type of WINDOW_EVENTS) window.addEventListener(type, this);
  };

  /** The pressed pointer's moves, its release and its cancellation, heard on the window. */
  handleEvent(event: PointerEvent): void {
    if (event.pointerId !== this.#pointerId) return;
    if (event.type === 'pointermove') return this.#follow(event);
    // A release ends a drag on the cell under the pointer (played there if it is a target; a tap's release needs no hit test); a cancellation puts the card back.
    const under = event.type === 'pointerup' && this.#dragging ? (this.#host.renderRoot as ShadowRoot).elementFromPoint?.(event.clientX, event.clientY) : null;
    this.#finish(cellOfElement(under));
  }

  #follow(event: PointerEvent): void {
    const dx = event.clientX - this.#start.clientX;
    const dy = event.clientY - this.#start.clientY;
    if (!this.#dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      const from = cellOfElement(this.#element)!;
      const targets = this.#rules.targets(from);
      if (targets.length === 0) return this.#finish(null);
      this.#dragging = true;
      this.#scale = screenScale(this.#host);
      this.#swallowClick = true;
      this.from = from;
      this.targets = targets;
      this.#host.requestUpdate();
    }
    this.#element!.style.transform = `translate(${dx / this.#scale}px,${dy / this.#scale}px)`;
  }

  /** Ends the drag: plays into `to` when it is a target, else the card goes back. */
  #finish(to: Cell | null): void {
    for (const type of WINDOW_EVENTS) window.removeEventListener(type, this);
    const { from, targets } = this;
    // The click that ends a drag comes right after pointerup, before any timer; after
    // that, taps count again (the click may have gone to an element outside the board).
    if (this.#dragging) setTimeout(() => (this.#swallowClick = false));
    if (this.#element) this.#element.style.transform = '';
    this.#element = null;
    this.#pointerId = -1;
    this.#dragging = false;
    this.from = null;
    this.targets = [];
    if (from && to && targets.some((target) => sameCell(target, to))) {
      this.#rules.drop(from, to);
    } else if (from) {
      this.#host.requestUpdate();
    }
  }
}
