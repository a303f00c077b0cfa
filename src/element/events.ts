/**
 * One class per event of <montana-solitaire>. Each is a CustomEvent, so host pages read
 * the payload from `e.detail`; each bubbles and is composed, so a page hears it on
 * `document` even when the element sits inside another component's shadow root.
 */
import type { Action, Cell, VariantName } from '../engine.js';

export abstract class MontanaEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: string, detail: Detail) {
    super(type, { detail, bubbles: true, composed: true });
  }
}

export interface NewGameDetail {
  variant: VariantName;
  seed: string;
  redeals: number;
}

/** A new game was dealt (first deal, a changed attribute, `newGame()`, `restart()`, `load()`). */
export class NewGameEvent extends MontanaEvent<NewGameDetail> {
  static readonly eventName = 'newgame';
  constructor(detail: NewGameDetail) {
    super(NewGameEvent.eventName, detail);
  }
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
  static readonly eventName = 'move';
  constructor(detail: MoveDetail) {
    super(MoveEvent.eventName, detail);
  }
}

export interface UndoDetail {
  /** The move or redeal that was undone. */
  action: Action;
}

/** The last move or redeal was undone. */
export class UndoEvent extends MontanaEvent<UndoDetail> {
  static readonly eventName = 'undo';
  constructor(detail: UndoDetail) {
    super(UndoEvent.eventName, detail);
  }
}

export interface RedealDetail {
  redealsUsed: number;
  redealsLeft: number;
  /** Cards that stayed in place. */
  kept: number;
}

/** The loose cards were redealt (also when a redeal is redone). */
export class RedealEvent extends MontanaEvent<RedealDetail> {
  static readonly eventName = 'redeal';
  constructor(detail: RedealDetail) {
    super(RedealEvent.eventName, detail);
  }
}

export interface WinDetail {
  variant: VariantName;
  seed: string;
  moves: number;
  redealsUsed: number;
  durationMs: number;
}

/** Every row is complete. */
export class WinEvent extends MontanaEvent<WinDetail> {
  static readonly eventName = 'win';
  constructor(detail: WinDetail) {
    super(WinEvent.eventName, detail);
  }
}

export interface LoseDetail {
  variant: VariantName;
  seed: string;
  score: number;
}

/** No card can move and no redeal is left. */
export class LoseEvent extends MontanaEvent<LoseDetail> {
  static readonly eventName = 'lose';
  constructor(detail: LoseDetail) {
    super(LoseEvent.eventName, detail);
  }
}

declare global {
  interface HTMLElementEventMap {
    newgame: NewGameEvent;
    move: MoveEvent;
    undo: UndoEvent;
    redeal: RedealEvent;
    win: WinEvent;
    lose: LoseEvent;
  }
}
