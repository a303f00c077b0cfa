/**
 * The element's shadow DOM, as small partials: each takes what it shows and the actions
 * its controls call, and decides nothing the game does not say.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Cell, Game } from '../engine.js';
import type { Warn } from './attributes.js';
import { suitClasses, suitSymbol } from './card-face.js';
import { sameCell, type DragController } from './drag-controller.js';
import { cardName, rankMark, type Strings } from './i18n.js';
import type { GlideController } from './glide-controller.js';
import { preloadOnDemand } from './load-on-demand.js';
import type { InputController } from './input-controller.js';
import { PlayClock } from './play-clock.js';
import type { SolverController } from './solver-controller.js';
import type { Stats } from './stats.js';
import { dailyTitle, longDate, today } from './daily.js';

/** What the element's controllers need of it beyond its public API. */
export interface ElementLink {
  /** The game being played. */
  game(): Game;
  /** The game on the board: the one played, or the copy a review or replay shows (which no tap plays). */
  onShow(): Game;
  /** Every text in the element's language. */
  strings(): Strings;
  /** Says `text` in the live region. */
  announce(text: string): void;
  warn: Warn;
  /** Asks for a hint when one can be given (what goes wrong is said in the live region). */
  askHint(): void;
}

/** What the element shows, gathered once per render. */
export interface ViewState {
  game: Game;
  strings: Strings;
  /** The selection, the focus, the panels and what the controls do. */
  input: InputController;
  /** The hint on show, and whether one is being computed or can be asked for. */
  solver: SolverController;
  drag: DragController;
  /** The playing time, when it is shown. */
  timeMs: number | null;
  stats: Stats;
  /** The element plays the daily deal. */
  daily: boolean;
  /** The day whose daily deal the game is (`dayOf`), or null. */
  day: string | null;
  /** The glide of the next move rendered (a replay's, after-game.ts). */
  glide: GlideController;
}

/** What the controls do. */
export interface ViewActions {
  undo(): void;
  redo(): void;
  hint(): void;
  redeal(): void;
  restart(): void;
  /** The toolbar's New game (and the line's): asks first when a game is under way. */
  askNewGame(event: Event): void;
  newGame(): void;
  /** The open question's Yes or No. */
  answer(yes: boolean): void;
  toggleHelp(): void;
  toggleStats(): void;
  showWin(): void;
  /** The statistics' Reset: asks first. */
  askResetStats(event: Event): void;
  boardClick(event: MouseEvent): void;
  boardFocus(event: FocusEvent): void;
}

/**
 * The names whose flag is on, for a `class` attribute: classMap's declarative form in one
 * line. Lit's directive also spares classes set from outside, which nothing does in the
 * element's shadow root, and weighs more in the script-tag file (docs/development.md, Size).
 */
export const classNames = (flags: Record<string, boolean>): string =>
  Object.keys(flags)
    .filter((name) => flags[name])
    .join(' ');

/** The game is under way: it can still be played on, so leaving it would abandon it. */
export function isUnderWay(game: Game): boolean {
  const status = game.status;
  return status === 'playing' || status === 'stuck';
}

/** A game under way the player has acted on (an action undone counts: else undoing every move would get round the loss): abandoning it counts as lost, so New game asks first. */
export const actedOn = (game: Game): boolean => isUnderWay(game) && (game.canUndo() || game.canRedo());

/** What a gap says: the cards that fit it now, or that it is dead. */
export function gapLabel(strings: Strings, game: Game, cell: Cell): string {
  // Each card named once: in a two-deck game both copies of a card may fit.
  const fitting = [...new Set(game.moves({ to: cell }).map((move) => cardName(strings, move.card)))];
  if (fitting.length > 0) return strings.gapFits(fitting);
  return game.isDeadGap(cell) ? strings.gapDead : strings.gapEmpty;
}

export function toolbar({ game, strings, input, solver, timeMs, day }: ViewState): TemplateResult {
  const { actions, helpOpen, statsOpen } = input;
  const thinking = solver.thinking;
  // What the status line says, with the numbers given. Each text above the board that
  // changes in a game keeps the room of the widest it may say (`data-wide`, styles.ts),
  // so that it does not take another line mid-game and move the cards under a finger.
  const status = (moves: number, score: number, redeals: number, ms: number | null) => `${day ? `${dailyTitle(strings, day)} · ` : ''}${strings.moves}\u00a0${moves} · ${strings.score}\u00a0${score}/${game.maxScore} · ${strings.redealsLeft}\u00a0${redeals}${ms === null
    ? ''
    : ` · ${strings.time}\u00a0${PlayClock.format(ms)}`}`;
  return html`<div class="bar" part="toolbar">
    <button @click=${actions.undo} ?disabled=${!game.canUndo()}>${strings.undo}</button>
    <button @click=${actions.redo} ?disabled=${!game.canRedo()}>${strings.redo}</button>
    <button @click=${actions.hint} ?disabled=${!solver.available} aria-busy=${thinking} data-wide=${thinking ? strings.hint : strings.thinking}>
      <span>${thinking ? strings.thinking : strings.hint}</span>
    </button>
    <button @click=${actions.redeal} ?disabled=${!game.canRedeal()} data-wide=${strings.redeal(game.redeals)}><span>${strings.redeal(game.redealsLeft)}</span></button>
    <button @click=${actions.restart} ?disabled=${!game.canUndo()}>${strings.restart}</button>
    <button @click=${actions.askNewGame}>${strings.newGame}</button>
    <button @click=${actions.toggleHelp} aria-expanded=${helpOpen}>${strings.help}</button>
    <button @click=${actions.toggleStats} aria-expanded=${statsOpen}>${strings.statistics}</button>
    <span class="status" part="status"><span data-wide=${status(Math.max(999, game.moveCount), game.maxScore, game.redeals, timeMs === null ? null : Math.max(timeMs, 35999e3))}><span>${status(game.moveCount, game.score, game.redealsLeft, timeMs)}</span></span></span>
  </div>`;
}

/**
 * The board; `lights`: cells lit as a better move (as a hint's) and as a move played (as a
 * choice's), in a review (after-game.ts). It runs left to right on any page, as the game's
 * rows do (a card follows its left neighbour, and the arrow keys go where they point): on a
 * right-to-left page only the toolbar and the texts turn.
 */
export function board(view: ViewState, lights?: [better: Cell[], played: Cell[]]): TemplateResult {
  const { game, strings, input, drag } = view;
  const { actions, selected } = input;
  const runs = game.runs;
  const hinted = view.solver.shown?.action;
  // The hint's cells, and the choices of the card or gap picked or dragged.
  const [hintCells, lit] = lights ?? [
    hinted && hinted !== 'redeal' ? [hinted.from, hinted.to] : [],
    drag.from
      ? drag.targets
      : selected
        ? game.board[selected.row][selected.col]
          ? game.moves({ from: selected }).map((move) => move.to)
          : game.moves({ to: selected }).map((move) => move.from)
        : [],
  ];
  return html`<div
    class="board"
    dir="ltr"
    part="board"
    role="grid"
    aria-label=${strings.board}
    @click=${actions.boardClick}
    @pointerdown=${drag.onPointerDown}
    @focusin=${actions.boardFocus}
    ?inert=${view.solver.seeking}
  >
    ${game.board.map(
      (cards, row) => html`<div role="row">
        ${cards.map((card, col) => {
          const cell = { row, col };
          return boardCell(view, cell, card, {
            run: col < runs[row],
            picked: sameCell(cell, selected) || sameCell(cell, drag.from),
            dragging: sameCell(cell, drag.from),
            lit: lit.some((target) => sameCell(target, cell)),
            hinted: hintCells.some((target) => sameCell(target, cell)),
          });
        })}
      </div>`,
    )}
  </div>`;
}

/** The board's grid to the game's size, set through the CSSOM, not a style attribute, so a strict Content Security Policy allows it. */
export function sizeBoard(root: ParentNode, game: Game): void {
  const style = root.querySelector<HTMLElement>('.board')?.style;
  style?.setProperty('--columns', String(game.board[0].length));
  style?.setProperty('--rows', String(game.board.length));
}

/** One cell: a card (its face drawn from its rank and suit) or a gap (saying what fits it). */
function boardCell({ game, strings, input }: ViewState, cell: Cell, card: string | null, marks: Record<'run' | 'picked' | 'dragging' | 'lit' | 'hinted', boolean>) {
  const label = card ? `${cardName(strings, card)}${marks.run ? `, ${strings.inPlace}` : ''}` : gapLabel(strings, game, cell);
  const classes = card ? { card: true, ...suitClasses(card), ...marks } : { gap: true, dead: game.isDeadGap(cell), ...marks };
  return html`<div
    role="gridcell"
    class="cell ${classNames(classes)}"
    part=${card ? 'card' : 'gap'}
    data-cell="${cell.row},${cell.col}"
    tabindex=${sameCell(cell, input.focusCell) ? 0 : -1}
    aria-label=${label}
    aria-selected=${marks.picked}
    data-rank=${card ? rankMark(strings, card) : nothing}
    data-suit=${card ? suitSymbol(card) : nothing}
  ></div>`;
}

/** A line under the board: what it says, and the one button that acts on it, if any. */
export const line = (text: string, button?: [label: string, action: (event: Event) => void]): TemplateResult =>
  html`<div class="message" part="message"><span>${text}</span>${button ? html` <button class="primary" @click=${button[1]}>${button[0]}</button>` : nothing}</div>`;

/**
 * The line under the board: the search for a deal, the new day's deal, or the game stuck,
 * won or lost (and then what follows a game starts loading: see after-game.ts). A hint on
 * show takes its place (after-game.ts' `body`: a hint is on show once that has loaded).
 */
export function message({ game, strings, input, solver, daily, day }: ViewState): TemplateResult | typeof nothing {
  const { status, redealsLeft } = game;
  const { actions } = input;
  if (solver.seeking) return line(strings.seeking);
  if (status === 'stuck') return line(strings.stuck(redealsLeft), [strings.redeal(redealsLeft), actions.redeal]);
  if (status !== 'playing') {
    preloadOnDemand(solver.host);
    return line(status === 'won' ? strings.won(game.moveCount) : strings.lost(game.score), [strings.newGame, actions.newGame]);
  }
  // With `daily`, a game of an earlier day is played on, and the new day's deal offered.
  const now = today();
  return daily && day !== now ? line(strings.dailyReady(longDate(strings.locale, now)), [strings.newGame, actions.askNewGame]) : nothing;
}
