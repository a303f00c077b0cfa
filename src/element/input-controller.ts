import type { ReactiveController, ReactiveElement } from 'lit';
import { type Cell, RANKS, SUITS } from '../engine.js';
import { cellOfElement, sameCell, type DragController } from './drag-controller.js';
import { reducedMotion } from './glide-controller.js';
import { cardName } from './i18n.js';
import { loadOnDemand } from './load-on-demand.js';
import type { MontanaSolitaire } from './montana-solitaire.js';
import { actedOn, gapLabel, type ElementLink, type ViewActions } from './view.js';

/** An element whose public commands the controls call. */
type InputHost = ReactiveElement & Pick<MontanaSolitaire, 'play' | 'undo' | 'redo' | 'redeal' | 'restart' | 'newGame' | 'resetStats' | 'showWin'>;

/** A question the element asks before what cannot be undone, named by its text (see Strings). */
export type Question = 'confirmNewGame' | 'confirmResetStats';

/** How long a cell shakes where a tap can do nothing. */
const SHAKE_MS = 300;

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The player's hands on the element: taps (select, then place), keys, the roving focus,
 * the panels and the questions before a game under way is abandoned or the statistics
 * forgotten. Its one lifecycle hook keeps the focus in the element when what held it goes.
 */
export class InputController implements ReactiveController {
  /** The first tap of a select-then-place: a card with several gaps, or a gap with several cards. */
  selected?: Cell | null;
  /** The cell that holds the keyboard focus (roving tabindex). */
  focusCell: Cell = { row: 0, col: 0 };
  /** The question open, by its text's name: before a game under way is abandoned, or every variant's statistics forgotten. */
  confirming?: Question | null;
  helpOpen = false;
  statsOpen = false;
  /** The rank key just typed (`7`, `T`), waiting for a suit key to find that card; '' when none. */
  #rank?: string;
  /** The focus was in the element as a render began, or the board is to take it back once it can (see `hostUpdated`). */
  #refocus?: boolean;
  /** What had the focus as the open question was asked (a control, or the board): it takes the focus back when the question closes. */
  #askedFrom?: HTMLElement | null;
  /** The shake of a cell where a tap could do nothing: one at a time, and none once the element has left the page (as a glide). */
  #shake?: Animation;
  /** The cell of the last click on the board (see boardClick). */
  #clicked?: Cell;

  readonly #host: InputHost;
  readonly #drag: DragController;
  readonly #link: ElementLink;

  constructor(host: InputHost, drag: DragController, link: ElementLink) {
    this.#host = host;
    this.#drag = drag;
    this.#link = link;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#shake?.cancel();
  }

  hostUpdate(): void {
    this.#refocus ||= !!(this.#host.renderRoot as ShadowRoot).activeElement;
  }

  /**
   * A control that had the focus and went (Restart or Undo disabled, the line's Redeal or New game gone, the board inert while a
   * winnable deal is sought) would leave it on the page's body, where the element's keys no longer reach: the board's focused cell
   * takes it, once the board can (not when the player has put it elsewhere on the page meanwhile).
   */
  hostUpdated(): void {
    if (!this.#refocus) return;
    const active = (this.#host.renderRoot as ShadowRoot).activeElement as HTMLButtonElement | null;
    if (active ? active.disabled || active.closest('[inert]') : document.activeElement === document.body) {
      const cell = this.cellElement(this.focusCell);
      cell?.focus();
      this.#refocus = !!cell?.closest('[inert]');
    } else this.#refocus = false;
  }

  /** What the controls of the view do. */
  readonly actions: ViewActions = {
    undo: () => this.#host.undo(),
    redo: () => this.#host.redo(),
    hint: () => this.#link.askHint(),
    redeal: () => this.#host.redeal(),
    restart: () => this.#host.restart(),
    askNewGame: (event) => this.#askNewGame(event),
    newGame: () => this.#host.newGame(),
    answer: (yes) => this.#answer(yes),
    toggleHelp: () => this.#toggle('helpOpen'),
    toggleStats: () => this.#toggle('statsOpen'),
    showWin: () => this.#host.showWin().catch(() => {}),
    askResetStats: (event) => this.#ask('confirmResetStats', event),
    boardClick: (event) => {
      if (this.#drag.takeSwallowedClick()) return;
      const cell = cellOfElement(event.composedPath()[0] as Element);
      if (!cell) return;
      // A double click (or tap) on a cell is one tap: its second click, on the cell a card just left or filled, would play the card that
      // follows there, a move the player did not ask for (many solitaires play a card on a double click). Only on the same cell: a
      // touch screen counts a quick tap a few cells away as a second one too (Chromium: within 100 dp and 300 ms on Android).
      const repeated = event.detail > 1 && sameCell(cell, this.#clicked);
      this.#clicked = cell;
      if (repeated) return;
      this.focusCell = cell;
      this.tap(cell);
    },
    // However the focus reached a cell (a click, a drag, a screen reader, a script), keys act there.
    boardFocus: (event) => {
      const cell = cellOfElement(event.composedPath()[0] as Element);
      if (!cell || sameCell(cell, this.focusCell)) return;
      this.focusCell = cell;
      this.#render();
    },
  };

  /** The element's `tap()`; throws the engine's error for what is not a cell of the board. */
  tap(cell: Cell): void {
    const game = this.#link.game();
    game.cellIndex(cell, 'Cannot tap');
    // A review or replay shows a copy of the game: nothing on it is played, nor named from the game played.
    if (this.#link.onShow() !== game) return;
    const card = game.board[cell.row][cell.col];
    const selected = this.selected;
    this.selected = null;
    this.#render();
    if (selected) {
      const [chosen] = game.board[selected.row][selected.col] ? game.moves({ from: selected, to: cell }) : game.moves({ from: cell, to: selected });
      if (chosen) return void this.#host.play(chosen.from, chosen.to);
      if (sameCell(selected, cell)) return;
    }
    const strings = this.#link.strings();
    const choices = game.moves(card ? { from: cell } : { to: cell });
    if (choices.length === 1) {
      this.#host.play(choices[0].from, choices[0].to);
    } else if (choices.length > 1) {
      this.selected = cell;
      this.#link.announce(card ? strings.selected(cardName(strings, card)) : gapLabel(strings, game, cell));
    } else {
      this.#link.announce(card ? strings.noTarget(cardName(strings, card)) : gapLabel(strings, game, cell));
      // What a screen reader hears, the eye sees: the card or gap shakes its head, where a
      // tap that did nothing would look like a tap the element missed.
      this.#shake?.cancel();
      if (!reducedMotion()) this.#shake = this.cellElement(cell)?.animate({ translate: ['0', '-8%', '8%', '-8%', '0'] }, SHAKE_MS);
    }
  }

  /** The game changed: the selection no longer applies, nor a dragged card's targets, so its drop puts it back (`dealt`: a new game, so a question is answered too). */
  clear(dealt = false): void {
    this.selected = null;
    this.#drag.targets = [];
    if (dealt) {
      this.confirming = null;
      // A smaller board (another variant) keeps the focus on one of its cells, so Tab still reaches the board.
      const { board } = this.#link.game();
      this.focusCell = { row: Math.min(this.focusCell.row, board.length - 1), col: Math.min(this.focusCell.col, board[0].length - 1) };
    }
    this.#render();
  }

  cellElement(cell: Cell): HTMLElement | null {
    return this.#host.renderRoot.querySelector(`[data-cell="${cell.row},${cell.col}"]`);
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const key = event.key;
    // Shift comes on its own before a capital letter: the letter is the key that counts.
    if (key === 'Shift') return;
    const rank = this.#rank;
    this.#rank = '';
    // A question waits for its answer: Escape says no.
    if (event.altKey || event.metaKey || (this.confirming && key !== 'Escape')) return;
    // Upper case; a named key (Enter, Tab) is no rank and no suit: no card code or corner mark holds its name.
    const char = key.toUpperCase();
    const inBoard = !!cellOfElement(event.composedPath()[0] as Element);
    const board = this.#link.game().board;
    const { row, col } = this.focusCell;
    const last = board[0].length - 1;
    let handled = true;
    if (inBoard && ARROWS[key]) {
      const [dr, dc] = ARROWS[key];
      this.#moveFocus({ row: Math.min(board.length - 1, Math.max(0, row + dr)), col: Math.min(last, Math.max(0, col + dc)) });
    } else if (inBoard && (key === 'Home' || key === 'End')) {
      this.#moveFocus({ row, col: key === 'Home' ? 0 : last });
    } else if (inBoard && (key === 'Enter' || key === ' ')) {
      this.tap(this.focusCell);
    } else if (key === 'Escape') {
      // Handled (prevented) only where it closes something of the element's, so that a page's <dialog> the element is in closes only then.
      handled = !!(this.selected || this.helpOpen || this.statsOpen || this.confirming);
      // A question open is closed alone (answered No), as a dialog over the board: the panel it was asked from stays, with the focus back on its button.
      if (this.confirming) this.#answer(false);
      else {
        // A button of a panel that had the focus goes with it: the focus goes back to the board (hostUpdated).
        this.selected = null;
        this.helpOpen = this.statsOpen = false;
        this.#render();
      }
    } else if (event.ctrlKey) {
      handled = event.shiftKey && key.toLowerCase() === 'z';
      if (handled) this.#host.redo();
    } else if (rank && SUITS.includes(char)) {
      this.#find(rank + char);
    } else if (char === 'U') {
      this.#host.undo();
    } else if (char === 'Y') {
      this.#host.redo();
    } else if (char === 'R') {
      if (this.#link.game().canRedeal()) this.#host.redeal();
    } else if (char === 'H') {
      this.#link.askHint();
    } else if (char === 'N') {
      this.#askNewGame();
    } else if (key === '?') {
      this.actions.toggleHelp();
    } else {
      // A rank as the card's corner shows it in the language (1 or 0 of a 10), or as in a card code (T for 10).
      const index = [...this.#link.strings().rankMarks, ...RANKS].findIndex((mark) => mark.includes(char)) % 13;
      this.#rank = RANKS[index] ?? '';
      handled = index >= 0;
    }
    if (handled) event.preventDefault();
  };

  /** Focuses the next cell after the focus, in reading order and wrapping, that holds `code` on the board on show; or says the card is not on it. */
  #find(code: string): void {
    const board = this.#link.onShow().board;
    const columns = board[0].length;
    const cards = board.flat();
    const next = this.focusCell.row * columns + this.focusCell.col + 1;
    const index = [...cards.slice(next), ...cards].indexOf(code) + next;
    const strings = this.#link.strings();
    if (index < next) this.#link.announce(strings.notOnBoard(cardName(strings, code)));
    else this.#moveFocus({ row: Math.floor(index / columns) % board.length, col: index % columns });
  }

  #moveFocus(cell: Cell): void {
    this.focusCell = cell;
    this.#render();
    this.#host.updateComplete.then(() => this.cellElement(cell)?.focus());
  }

  /** Opens or closes a panel, once its view has loaded (see on-demand.ts). One opened is scrolled into view: under the board, it may open below a phone's screen. */
  #toggle(panel: 'helpOpen' | 'statsOpen'): void {
    this.#whenLoaded(() => (this[panel] = !this[panel])).then(() => this[panel] && this.#host.renderRoot.querySelector(panel === 'helpOpen' ? '.panel' : '.stats')?.scrollIntoView({ block: 'nearest' }));
  }

  /** New game at once when nothing would be lost; else ask first. */
  #askNewGame(event?: Event): void {
    if (!actedOn(this.#link.game())) return this.#host.newGame();
    this.#ask('confirmNewGame', event);
  }

  /** Opens `question`, its Yes focused (`event`: the click of the button that asks). */
  #ask(question: Question, event?: Event): void {
    // Asking at once: the keys but Esc wait while the question's view loads.
    this.confirming = question;
    // The button clicked (a click need not focus it: Safari's does not), else what has the focus (N's cell).
    this.#askedFrom = (event?.currentTarget ?? (this.#host.renderRoot as ShadowRoot).activeElement) as HTMLElement | null;
    this.#whenLoaded(
      () => {},
      () => (this.confirming = null),
    ).then(() => this.#host.renderRoot.querySelector<HTMLElement>('.confirm .primary')?.focus());
  }

  /**
   * Once what loads on demand has loaded (a panel's or the question's view), does `open`
   * and renders; resolves when rendered. When it cannot load: a warning, and `failed`.
   */
  #whenLoaded(open: () => void, failed?: () => void): Promise<unknown> {
    return loadOnDemand().then(
      () => {
        open();
        this.#render();
        return this.#host.updateComplete;
      },
      (error: Error) => {
        failed?.();
        this.#render();
        this.#link.warn('on-demand', `<montana-solitaire>: ${error.message}.`);
      },
    );
  }

  /**
   * Does what the open question asked when `yes` (nothing once it is answered: a second click of an answer before it is gone); the focus goes
   * back to what it was asked from (New game, the line's New game, the statistics' Reset), or to the board (asked from there, or gone since).
   */
  #answer(yes: boolean): void {
    const question = this.confirming;
    const from = this.#askedFrom;
    if (!question) return;
    this.confirming = this.#askedFrom = null;
    if (yes && question === 'confirmNewGame') this.#host.newGame();
    else if (yes) this.#host.resetStats();
    this.#render();
    this.#host.updateComplete.then(() => (from?.isConnected && !cellOfElement(from) ? from : this.cellElement(this.focusCell))?.focus());
  }

  #render(): void {
    this.#host.requestUpdate();
  }
}
