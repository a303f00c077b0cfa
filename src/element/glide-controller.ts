import type { ReactiveController, ReactiveElement } from 'lit';
import type { Cell, Move } from '../engine.js';
import { screenScale } from './drag-controller.js';

/** How long a moved card glides from its cell to the gap. */
export const GLIDE_MS = 200;

/** The player's system asks for less motion: no glide, no shake. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The glide of a moved card from the cell it left to its gap, played once the move is
 * rendered; a glide still running stops when the element leaves the page.
 */
export class GlideController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #cellElement: (cell: Cell) => HTMLElement | null;
  #move?: Move | null;
  #animation?: Animation;

  /** `cellElement` finds a cell's element in the rendered board. */
  constructor(host: ReactiveElement, cellElement: (cell: Cell) => HTMLElement | null) {
    this.#host = host;
    this.#cellElement = cellElement;
    host.addController(this);
  }

  /** Glides `move` at the next render; null: no glide (a dropped card is already where it goes). */
  set move(move: Move | null) {
    this.#move = move;
  }

  hostUpdated(): void {
    const move = this.#move;
    this.#move = null;
    if (!move || reducedMotion()) return;
    const from = this.#cellElement(move.from);
    const to = this.#cellElement(move.to);
    // A drag under way moves its card itself.
    if (!from || !to || this.#host.renderRoot.querySelector('.dragging')) return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    const scale = screenScale(this.#host);
    this.#animation?.cancel();
    this.#animation = to.animate([{ transform: `translate(${(a.left - b.left) / scale}px, ${(a.top - b.top) / scale}px)` }, { transform: 'none' }], {
      duration: GLIDE_MS,
      easing: 'ease-out',
    });
  }

  hostDisconnected(): void {
    this.#animation?.cancel();
  }
}
