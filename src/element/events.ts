/**
 * One class per event of <montana-solitaire>. Each is a CustomEvent, so host pages read
 * the payload from `e.detail`; each bubbles and is composed, so a page hears it on
 * `document` even when the element sits inside another component's shadow root.
 */
import type { Action, Cell, VariantName } from '../engine.js';
import type { MontanaSolitaire } from './montana-solitaire.js';
import type { VariantStats } from './stats.js';

export abstract class MontanaEvent<Detail> extends CustomEvent<Detail> {
  /** The event's name, as host pages listen for it. */
  static readonly eventName: string;
  constructor(detail: Detail) {
    super((new.target as unknown as typeof MontanaEvent).eventName, { detail, bubbles: true, composed: true });
  }
}

export interface NewGameDetail {
  variant: VariantName;
  seed: string;
  redeals: number;
  /** True when an autosaved game was resumed rather than dealt. */
  resumed: boolean;
}

/** A new game was dealt or resumed (first deal, a changed attribute, `newGame()`, `restart()`, `load()`). */
export class NewGameEvent extends MontanaEvent<NewGameDetail> {
  static override readonly eventName = 'newgame';
}

export interface MoveDetail {
  card: string;
  from: Cell;
  to: Cell;
  moveCount: number;
  score: number;
}

/** A card moved into a gap (also when a move is redone). */
export class MoveEvent extends MontanaEvent<MoveDetail> {
  static override readonly eventName = 'move';
}

export interface UndoDetail {
  /** The move or redeal that was undone. */
  action: Action;
}

/** The last move or redeal was undone. */
export class UndoEvent extends MontanaEvent<UndoDetail> {
  static override readonly eventName = 'undo';
}

export interface RedealDetail {
  redealsUsed: number;
  redealsLeft: number;
  /** Cards that stayed in place. */
  kept: number;
}

/** The loose cards were redealt (also when a redeal is redone). */
export class RedealEvent extends MontanaEvent<RedealDetail> {
  static override readonly eventName = 'redeal';
}

export interface WinDetail {
  variant: VariantName;
  seed: string;
  moves: number;
  redealsUsed: number;
  durationMs: number;
  /**
   * A clean win: no hint was asked, no move or redeal undone and no win shown (`showWin()`)
   * in this game since it was dealt, restarted or loaded (a resumed autosave keeps its help).
   */
  clean: boolean;
  /** Hints asked in this game (`hint()`, the Hint button or the H key), answered or not. */
  hints: number;
  /** Moves and redeals undone in this game, each one (a redo does not take it back). */
  undos: number;
}

/** Every row is complete. */
export class WinEvent extends MontanaEvent<WinDetail> {
  static override readonly eventName = 'win';
}

export interface LoseDetail {
  variant: VariantName;
  seed: string;
  score: number;
  durationMs: number;
}

/** No card can move and no redeal is left. */
export class LoseEvent extends MontanaEvent<LoseDetail> {
  static override readonly eventName = 'lose';
}

export interface StatsDetail extends VariantStats {
  variant: VariantName;
}

/** A game was counted in the statistics (won, lost, or abandoned), or a reset forgot them: the variant's stats after it. */
export class StatsEvent extends MontanaEvent<StatsDetail> {
  static override readonly eventName = 'stats';
}

/** The element's own events by name: what framework typings (`montana-solitaire/react`, `/vue`, `/svelte`) build on. */
export interface MontanaSolitaireEvents {
  newgame: NewGameEvent;
  move: MoveEvent;
  undo: UndoEvent;
  redeal: RedealEvent;
  win: WinEvent;
  lose: LoseEvent;
  stats: StatsEvent;
}

/** Every event of a `<montana-solitaire>`, its own and those of any element: how `addEventListener` types them. */
export interface MontanaSolitaireEventMap extends HTMLElementEventMap, MontanaSolitaireEvents {}

/** The element's settings: the properties behind its attributes, which a framework's template sets. */
export type MontanaSolitaireSettings = Pick<MontanaSolitaire, 'variant' | 'seed' | 'redeals' | 'redealAnytime' | 'fourColor' | 'autosave' | 'showTimer' | 'winnable' | 'daily'>;

// The element's own file would hold these, but it is kept to the element's logic: the types
// of its events and its tag join the class from here (declaration merging).
declare module './montana-solitaire.js' {
  /**
   * `addEventListener('win', …)` on the element gets a WinEvent, and so on for each of its
   * events (types only: the methods are the element's own).
   */
  interface MontanaSolitaire {
    addEventListener<K extends keyof MontanaSolitaireEventMap>(type: K, listener: (this: MontanaSolitaire, event: MontanaSolitaireEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof MontanaSolitaireEventMap>(type: K, listener: (this: MontanaSolitaire, event: MontanaSolitaireEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'montana-solitaire': MontanaSolitaire;
  }
}
