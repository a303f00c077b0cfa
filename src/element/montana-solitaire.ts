import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import {
  Game,
  defaultRedeals,
  isRedealCount,
  isWinnableCandidate,
  type Action,
  type Board,
  type Cell,
  type HintResult,
  type Move,
  type RedealResult,
  type Status,
  type VariantName,
} from '../engine.js';
import { acceptRedeals, acceptSeed, acceptVariant, checkBoolean, redealsConverter, warnOnce } from './attributes.js';
import { AutosaveController } from './autosave-controller.js';
import { DragController, cellOfElement, sameCell } from './drag-controller.js';
import { LoseEvent, MoveEvent, NewGameEvent, RedealEvent, StatsEvent, UndoEvent, WinEvent, type MontanaEvent } from './events.js';
import { GlideController } from './glide-controller.js';
import { cardName } from './i18n.js';
import { LanguageController } from './language-controller.js';
import { PlayClock } from './play-clock.js';
import { SolverController } from './solver-controller.js';
import type { Stats } from './stats.js';
import type { AutosaveRecord } from './storage.js';
import { styles } from './styles.js';
import { board, confirmDialog, gapLabel, help, message, statsPanel, toolbar, type ViewActions, type ViewState } from './view.js';

/** The properties that say which game is played; a change deals (or adapts) the game. */
const CONFIGURATION = ['variant', 'seed', 'redeals', 'redealAnytime'] as const;

/**
 * Montana solitaire (Gaps, Spaces, Addiction): a thin view over the engine's Game.
 * The element never decides a rule; it asks the engine and renders what it says.
 *
 * @fires {NewGameEvent} newgame - A game was dealt, loaded or resumed. Detail: `{ variant, seed, redeals, resumed }`.
 * @fires {MoveEvent} move - A card moved into a gap (also on redo). Detail: `{ card, from, to, moveCount, score }`.
 * @fires {UndoEvent} undo - A move or redeal was undone. Detail: `{ action }`.
 * @fires {RedealEvent} redeal - The loose cards were redealt (also on redo). Detail: `{ redealsUsed, redealsLeft, kept }`.
 * @fires {WinEvent} win - Every row is complete. Detail: `{ variant, seed, moves, redealsUsed, durationMs }`.
 * @fires {LoseEvent} lose - No card can move and no redeal is left. Detail: `{ variant, seed, score, durationMs }`.
 * @fires {StatsEvent} stats - A game was counted (won, lost or abandoned). Detail: `{ variant, played, won, lost, bestScore, currentStreak, longestStreak, fewestMoves }`.
 *
 * @csspart board - The grid of cards.
 * @csspart card - A cell holding a card.
 * @csspart gap - A cell holding no card.
 * @csspart toolbar - The row of buttons and counters.
 * @csspart status - The counters: moves, cards in place, redeals left.
 * @csspart message - The line that says the game is stuck, won or lost.
 *
 * @cssprop --montana-felt - The table's colour.
 * @cssprop --montana-felt-text - Text on the table.
 * @cssprop --montana-card-face - The cards' face colour.
 * @cssprop --montana-card-edge - The cards' shadow colour.
 * @cssprop --montana-red - Hearts and diamonds.
 * @cssprop --montana-black - Clubs and spades.
 * @cssprop --montana-green - Clubs with `four-color`.
 * @cssprop --montana-blue - Diamonds with `four-color`.
 * @cssprop --montana-accent - Focus, selection and lit gaps.
 * @cssprop --montana-gap - The fill of a gap.
 * @cssprop --montana-radius - The cards' corner radius.
 * @cssprop --montana-font - The font family.
 */
export class MontanaSolitaire extends LitElement {
  static override styles = styles;

  static override properties = {
    variant: { reflect: true },
    seed: { reflect: true },
    redeals: { reflect: true, converter: redealsConverter },
    redealAnytime: { type: Boolean, reflect: true, attribute: 'redeal-anytime' },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    autosave: { reflect: true },
    showTimer: { type: Boolean, reflect: true, attribute: 'show-timer' },
    winnable: { type: Boolean, reflect: true },
    // Internal state: `attribute: false` repeats what `state: true` means, for the manifest analyzer.
    current: { state: true, attribute: false },
    selected: { state: true, attribute: false },
    focusCell: { state: true, attribute: false },
    announcement: { state: true, attribute: false },
    confirming: { state: true, attribute: false },
    helpOpen: { state: true, attribute: false },
    statsOpen: { state: true, attribute: false },
  };

  /** The game to play: `montana` (default) or another of the Montana family, e.g. `spaces`, `blue-moon`, `double-montana` (the README lists all 21). */
  variant: string = 'montana';

  /** The deal's seed, any string. Absent: a random seed is chosen and reflected, so the deal can be shared. */
  seed: string | null = null;

  /** How many redeals the player has (0 to 1000). Absent: the variant's (2). */
  redeals: number | null = null;

  /** Allow a redeal before the player is stuck. */
  redealAnytime = false;

  /** Clubs green and diamonds blue, for players who tell suits by colour. */
  fourColor = false;

  /**
   * Keep the game (with its undo history) and the statistics in localStorage under this
   * key, and resume them on the next visit. Present without a value: a key from the
   * element's `id`, or `montana-solitaire`.
   */
  autosave: string | null = null;

  /** Show the playing time. */
  showTimer = false;

  /**
   * Deal only games the solver proves winnable without a redeal: from seed `s` it tries
   * `s`, `s:1`, `s:2`, … and deals (and reflects) the first one proven. Each is searched
   * to a fixed number of positions, not for a time, so the deal is the same on every machine.
   */
  winnable = false;

  /** The game being played; dealt on first use from the attributes. */
  private current: Game | null = null;
  /** The first tap of a select-then-place: a card with several gaps, or a gap with several cards. */
  private selected: Cell | null = null;
  /** The cell that holds the keyboard focus (roving tabindex). */
  private focusCell: Cell = { row: 0, col: 0 };
  private announcement = '';
  private confirming = false;
  private helpOpen = false;
  private statsOpen = false;

  readonly #warn = warnOnce();
  /** The last usable `redeals` value (null: the variant's), restored when a bad one is given. */
  #goodRedeals: number | null = null;
  readonly #language = new LanguageController(this);
  readonly #clock = new PlayClock(this);
  readonly #drag = new DragController(this, {
    targets: (from) => this.#game.moves({ from }).map((move) => move.to),
    drop: (from, to) => {
      this.play(from, to);
      // The card is already where it was dropped: no glide from its old cell.
      this.#glide.move = null;
    },
  });
  readonly #glide = new GlideController(this, (cell) => this.#cellElement(cell));
  readonly #autosave = new AutosaveController(this, () => [this.current, this.#clock.ms], this.#warn);
  readonly #solver = new SolverController(this, this.#language, {
    game: () => this.#game,
    announce: (text) => this.#announce(text),
    warn: this.#warn,
  });

  // ---- read-only state, in the engine's words --------------------------------

  get #game(): Game {
    if (!this.current) this.#firstDeal();
    return this.current!;
  }

  /** Rows × columns of card codes, null for a gap. */
  get board(): Board {
    return this.#game.board;
  }
  /** `playing`, `stuck`, `won` or `lost`. */
  get status(): Status {
    return this.#game.status;
  }
  /** Cards in place. */
  get score(): number {
    return this.#game.score;
  }
  /** Redeals the player still has. */
  get redealsLeft(): number {
    return this.#game.redealsLeft;
  }
  /** Moves made (and not undone). */
  get moveCount(): number {
    return this.#game.moveCount;
  }

  /** Every legal move now. */
  moves(): Move[] {
    return this.#game.moves();
  }

  /** Statistics per variant: `{ montana: { played, won, lost, bestScore, currentStreak, longestStreak, fewestMoves } }`. */
  get stats(): Stats {
    this.#game; // the first deal reads the saved statistics
    return JSON.parse(JSON.stringify(this.#autosave.stats));
  }

  /** Forgets the statistics of every variant (and saves that with `autosave`). */
  resetStats(): void {
    this.#autosave.reset();
  }

  // ---- commands: a host page can drive a whole game with these ----------------

  /**
   * Plays a card, named by its code or by its cell (in a two-deck game, when both copies
   * could go), into gap `to`, or into its only gap. Throws the engine's error when illegal.
   */
  play(card: string | Cell, to?: Cell): Move {
    const status = this.#game.status;
    const move = this.#game.play(card, to);
    this.selected = null;
    this.#glide.move = move;
    this.#acted({ type: 'move', ...move }, status);
    return move;
  }

  /** Redeals the loose cards. Throws the engine's error when no redeal is allowed. */
  redeal(): RedealResult {
    const status = this.#game.status;
    const result = this.#game.redeal();
    this.selected = null;
    this.#acted(result, status);
    return result;
  }

  /** Undoes the last move or redeal; returns it, or null. */
  undo(): Action | null {
    const action = this.#game.undo();
    if (action) {
      this.selected = null;
      this.#changed();
      this.#tell(new UndoEvent({ action }));
      this.#announce(`${this.#language.strings.undo}: ${this.#describeAction(action)}`);
    }
    return action;
  }

  /** Redoes the last undone action; returns it, or null. */
  redo(): Action | null {
    const status = this.#game.status;
    const action = this.#game.redo();
    if (action) {
      this.selected = null;
      if (action.type === 'move') this.#glide.move = action;
      this.#acted(action, status);
    }
    return action;
  }

  /** Deals a new game of the same variant and redeals: with `seed`, or a fresh random one. */
  newGame(seed?: string): void {
    this.#deal(new Game({ variant: this.#game.variant, seed, redeals: this.#game.redeals, redealAnytime: this.redealAnytime }));
  }

  /** Deals the same game again from the start. */
  restart(): void {
    const { variant, seed, redeals, redealAnytime } = this.#game;
    this.#start(new Game({ variant, seed, redeals, redealAnytime }));
  }

  /** The game as JSON text, with its whole history: `load()` restores it exactly. */
  save(): string {
    return this.#game.save();
  }

  /**
   * Restores a save, or starts from a position string (played with the element's variant,
   * seed and redeals). Throws the engine's message and changes nothing when the text is bad.
   */
  load(text: string): void {
    const { variant, seed, redeals } = this.#game;
    this.#start(Game.load(text, { variant, seed, redeals, redealAnytime: this.redealAnytime }));
  }

  /**
   * A tap (click, touch, Enter or Space) on a cell. A card that fits one gap goes there;
   * a gap that one card fits takes it; with several choices the first tap selects and
   * lights the choices, the second places.
   */
  tap(cell: Cell): void {
    const game = this.#game;
    const card = game.board[cell.row]?.[cell.col];
    if (card === undefined) return;
    const selected = this.selected;
    this.selected = null;
    if (selected) {
      const [chosen] = game.board[selected.row][selected.col] ? game.moves({ from: selected, to: cell }) : game.moves({ from: cell, to: selected });
      if (chosen) return void this.play(chosen.from, chosen.to);
      if (sameCell(selected, cell)) return;
    }
    const strings = this.#language.strings;
    const choices = game.moves(card ? { from: cell } : { to: cell });
    if (choices.length === 1) {
      this.play(choices[0].from, choices[0].to);
    } else if (choices.length > 1) {
      this.selected = cell;
      this.#announce(card ? strings.selected(cardName(strings, card)) : gapLabel(strings, game, cell));
    } else {
      this.#announce(card ? strings.noTarget(cardName(strings, card)) : gapLabel(strings, game, cell));
    }
  }

  // ---- the solver ------------------------------------------------------------------

  /**
   * Asks the solver, in a Web Worker, for the best next action and lights it up (the card
   * and its gap). Resolves with `{ action, proven, line? }`: a move, `'redeal'`, or null
   * when the game is over. Rejects with an `AbortError` when the game changes first, and
   * with an Error when the page does not let the solver's worker run.
   */
  hint(): Promise<HintResult> {
    return this.#solver.hint();
  }

  /**
   * Plays out a winning line from the current position (the one the last hint proved, or
   * the solver's), each move with the usual glide and its own `move` event. Resolves true
   * when the game is won, false when something else happened to the game meanwhile;
   * rejects when no win is proven from here.
   */
  showWin(): Promise<boolean> {
    return this.#solver.showWin();
  }

  // ---- lifecycle -------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    // Removed while looking for a winnable deal: look again.
    if (this.#solver.seeking) this.#deal(this.current!);
  }

  // Every value given to a boolean attribute is checked here: once the attribute is on,
  // a new value does not change the property, so no update would see it.
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    checkBoolean(this.#warn, name, value);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.#clock.shown = this.showTimer;
    if (changed.has('autosave') && this.current) this.#autosave.useKey(this.autosave, this.id);
    if (!CONFIGURATION.some((name) => changed.has(name))) return;
    const game = this.#game;
    const variant = this.#acceptedVariant();
    const redeals = this.#acceptedRedeals(variant);
    const seed = this.#acceptedSeed();
    if (variant !== game.variant || seed !== game.seed || redeals !== game.redeals) {
      this.#deal(this.#requestedGame());
    } else if (this.redealAnytime !== game.redealAnytime) {
      try {
        this.current = game.withRedealAnytime(this.redealAnytime);
      } catch {
        // An early redeal of this game would be illegal without the option: the new rule
        // applies from the next game, and this one keeps its own.
      }
    }
  }

  override render() {
    const strings = this.#language.strings;
    const actions = this.#actions;
    const view: ViewState = {
      game: this.#game,
      strings,
      selected: this.selected,
      focusCell: this.focusCell,
      drag: this.#drag,
      hint: this.#solver.shown,
      thinking: this.#solver.thinking,
      canHint: this.#canHint(),
      seeking: this.#solver.seeking,
      timeMs: this.showTimer ? this.#clock.ms : null,
      helpOpen: this.helpOpen,
      statsOpen: this.statsOpen,
      stats: this.#autosave.stats,
    };
    return html`
      <div class="frame ${classMap({ four: this.fourColor })}" @keydown=${this.#onKeyDown}>
        ${toolbar(view, actions)} ${board(view, actions)} ${message(view, actions)}
        ${this.confirming ? confirmDialog(strings, actions) : nothing} ${this.helpOpen ? help(strings) : nothing}
        ${this.statsOpen ? statsPanel(view, actions) : nothing}
        <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
      </div>
    `;
  }

  override updated(): void {
    // Set through the CSSOM, not a style attribute, so a strict Content Security Policy allows it.
    const { rows, columns } = this.#gridSize();
    const style = this.renderRoot.querySelector<HTMLElement>('.board')?.style;
    style?.setProperty('--columns', String(columns));
    style?.setProperty('--rows', String(rows));
  }

  // ---- the game's life ---------------------------------------------------------

  /** The first game: with `autosave`, the saved one when it is the game the attributes ask for; else a new deal. */
  #firstDeal(): void {
    this.#autosave.useKey(this.autosave, this.id);
    const record = this.#autosave.read();
    if (!record || !this.#resume(record)) this.#deal(this.#requestedGame());
  }

  #resume(record: AutosaveRecord): boolean {
    let game: Game;
    try {
      game = Game.load(record.game);
    } catch (error) {
      this.#autosave.refuse(`the saved game cannot be resumed (${(error as Error).message}); a new game starts`);
      return false;
    }
    const variant = this.#acceptedVariant();
    const asked = { variant: this.hasAttribute('variant') ? variant : game.variant, seed: this.#acceptedSeed() ?? game.seed };
    const redeals = this.redeals === null ? game.redeals : this.#acceptedRedeals(variant);
    // With `winnable`, the saved game may be the deal found from the asked seed.
    const seedAsked = asked.seed === game.seed || (this.winnable && isWinnableCandidate(asked.seed, game.seed));
    if (asked.variant !== game.variant || !seedAsked || redeals !== game.redeals) {
      this.#autosave.refuse(`the saved game (${game.variant}, seed ${JSON.stringify(game.seed)}) is not the one the attributes ask for; that one starts`);
      return false;
    }
    this.#start(game, record);
    return true;
  }

  /** A new game as the attributes ask, keeping the last good value of any bad one. */
  #requestedGame(): Game {
    const variant = this.#acceptedVariant();
    return new Game({ variant, seed: this.#acceptedSeed(), redeals: this.#acceptedRedeals(variant), redealAnytime: this.redealAnytime });
  }

  /** Makes `game` the current game; with `winnable`, a deal the solver proves winnable from the game's seed. */
  #deal(game: Game): void {
    if (!this.winnable) return this.#start(game);
    // The board waits, quietly, until the deal to play is known: one newgame event per deal.
    this.#start(game, undefined, false);
    this.#solver.seek(game).then((found) => found && this.#start(found));
  }

  /** Makes `game` the current game and tells the page (unless `tell` is false); `resumed` carries a saved game's time and count. */
  #start(game: Game, resumed?: AutosaveRecord, tell = true): void {
    if (this.current && this.#isUnderWay() && this.current.canUndo()) this.#count(false);
    this.current = game;
    this.#autosave.started(resumed?.counted);
    this.#clock.reset(resumed?.elapsedMs);
    this.#clock.run(!!resumed && game.canUndo() && this.#isUnderWay());
    this.selected = null;
    this.confirming = false;
    this.#solver.forget(true);
    // Reflect what is being played, so the deal can be read and shared from the markup.
    this.variant = game.variant;
    this.seed = game.seed;
    if (this.redeals !== null || game.redeals !== defaultRedeals(game.variant)) this.redeals = game.redeals;
    this.#announce('');
    if (tell) this.#tell(new NewGameEvent({ variant: game.variant, seed: game.seed, redeals: game.redeals, resumed: !!resumed }));
  }

  /** After any change of the game: render, keep the clock running while it is under way, save. */
  #changed(): void {
    this.#solver.forget();
    this.requestUpdate();
    this.#clock.run(this.#isUnderWay());
    this.#autosave.schedule();
  }

  /** After a move or redeal: render, tell the page, announce, and report a win or loss. */
  #acted(action: Action, statusBefore: Status): void {
    const game = this.#game;
    this.#changed();
    if (action.type === 'move') {
      this.#tell(new MoveEvent({ card: action.card, from: action.from, to: action.to, moveCount: game.moveCount, score: game.score }));
    } else {
      this.#tell(new RedealEvent({ redealsUsed: game.redealsUsed, redealsLeft: game.redealsLeft, kept: action.kept }));
    }
    this.#announce(this.#describeAction(action));
    this.#reportOutcome(statusBefore);
  }

  #reportOutcome(statusBefore: Status): void {
    const game = this.#game;
    const strings = this.#language.strings;
    if (game.status === statusBefore) return;
    if (game.status === 'won') {
      this.#tell(new WinEvent({ variant: game.variant, seed: game.seed, moves: game.moveCount, redealsUsed: game.redealsUsed, durationMs: this.#clock.ms }));
      this.#count(true);
      this.#announce(strings.won(game.moveCount));
    } else if (game.status === 'lost') {
      this.#tell(new LoseEvent({ variant: game.variant, seed: game.seed, score: game.score, durationMs: this.#clock.ms }));
      this.#count(false);
      this.#announce(strings.lost(game.score));
    } else if (game.status === 'stuck') {
      this.#announce(`${this.announcement} ${strings.stuck(game.redealsLeft)}`);
    }
  }

  /** Counts the current game once in its variant's statistics, and tells the page. */
  #count(won: boolean): void {
    const game = this.#game;
    const stats = this.#autosave.count(game, won);
    if (stats) this.#tell(new StatsEvent({ variant: game.variant, ...stats }));
  }

  #isUnderWay(): boolean {
    const status = this.#game.status;
    return status === 'playing' || status === 'stuck';
  }

  #describeAction(action: Action): string {
    const strings = this.#language.strings;
    return action.type === 'move' ? strings.moved(cardName(strings, action.card), action.to) : strings.redealt(this.#game.redealsLeft);
  }

  /** Every event goes out here: one place that tells the page what happened. */
  #tell(event: MontanaEvent<unknown>): void {
    this.dispatchEvent(event);
  }

  #announce(text: string): void {
    this.announcement = text.trim();
  }

  // ---- attributes: the last good value of a bad one is kept -------------------------

  #acceptedVariant(): VariantName {
    return (this.variant = acceptVariant(this.#warn, this.variant, this.current?.variant));
  }

  #acceptedSeed(): string | undefined {
    const seed = acceptSeed(this.#warn, this.seed, this.current?.seed);
    this.seed = seed ?? null;
    return seed;
  }

  #acceptedRedeals(variant: VariantName): number {
    const redeals = acceptRedeals(this.#warn, this.redeals, variant, this.current?.redeals, this.getAttribute('redeals'));
    // A bad value goes back to the last good one.
    if (this.redeals === null || isRedealCount(this.redeals)) this.#goodRedeals = this.redeals;
    else this.redeals = this.#goodRedeals;
    return redeals;
  }

  // ---- input: taps, keys, drags ---------------------------------------------------

  /** What the controls of the view do. */
  readonly #actions: ViewActions = {
    undo: () => this.undo(),
    redo: () => this.redo(),
    hint: () => this.#askHint(),
    redeal: () => this.redeal(),
    restart: () => this.restart(),
    askNewGame: () => this.#askNewGame(),
    newGame: () => this.newGame(),
    confirmNewGame: (yes) => this.#confirmNewGame(yes),
    toggleHelp: () => (this.helpOpen = !this.helpOpen),
    toggleStats: () => (this.statsOpen = !this.statsOpen),
    showWin: () => this.showWin().catch(() => {}),
    resetStats: () => this.resetStats(),
    boardClick: (event) => {
      if (this.#drag.takeSwallowedClick()) return;
      const cell = cellOfElement(event.composedPath()[0] as Element);
      if (!cell) return;
      this.focusCell = cell;
      this.tap(cell);
    },
    // However the focus reached a cell (a click, a drag, a screen reader, a script), keys act there.
    boardFocus: (event) => {
      const cell = cellOfElement(event.composedPath()[0] as Element);
      if (cell && !sameCell(cell, this.focusCell)) this.focusCell = cell;
    },
  };

  #onKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.metaKey || this.confirming) {
      if (this.confirming && event.key === 'Escape') this.#confirmNewGame(false);
      return;
    }
    const key = event.key;
    const inBoard = !!cellOfElement(event.composedPath()[0] as Element);
    const arrows: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const { rows, columns } = this.#gridSize();
    let handled = true;
    if (inBoard && arrows[key]) {
      const [dr, dc] = arrows[key];
      this.#moveFocus({ row: Math.min(rows - 1, Math.max(0, this.focusCell.row + dr)), col: Math.min(columns - 1, Math.max(0, this.focusCell.col + dc)) });
    } else if (inBoard && (key === 'Home' || key === 'End')) {
      this.#moveFocus({ row: this.focusCell.row, col: key === 'Home' ? 0 : columns - 1 });
    } else if (inBoard && (key === 'Enter' || key === ' ')) {
      this.tap(this.focusCell);
    } else if (key === 'Escape') {
      handled = this.selected !== null || this.helpOpen;
      this.selected = null;
      this.helpOpen = false;
    } else if (event.ctrlKey) {
      handled = event.shiftKey && key.toLowerCase() === 'z';
      if (handled) this.redo();
    } else if (key === 'u' || key === 'U') {
      this.undo();
    } else if (key === 'y' || key === 'Y') {
      this.redo();
    } else if (key === 'r' || key === 'R') {
      if (this.#game.canRedeal()) this.redeal();
    } else if (key === 'h' || key === 'H') {
      this.#askHint();
    } else if (key === 'n' || key === 'N') {
      this.#askNewGame();
    } else if (key === '?') {
      this.helpOpen = !this.helpOpen;
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  }

  /** The Hint button and the `h` key: what went wrong is already said in the live region. */
  #askHint(): void {
    if (this.#canHint()) this.hint().catch(() => {});
  }

  #canHint(): boolean {
    return this.#isUnderWay() && this.#solver.available;
  }

  #moveFocus(cell: Cell): void {
    this.focusCell = cell;
    this.updateComplete.then(() => this.#cellElement(cell)?.focus());
  }

  /** New game at once when nothing would be lost; else ask first. */
  #askNewGame(): void {
    const underWay = this.#game.canUndo() && this.#isUnderWay();
    if (!underWay) return this.newGame();
    this.confirming = true;
    this.updateComplete.then(() => (this.renderRoot.querySelector('.confirm .primary') as HTMLElement | null)?.focus());
  }

  #confirmNewGame(yes: boolean): void {
    this.confirming = false;
    if (yes) this.newGame();
    this.updateComplete.then(() => this.#cellElement(this.focusCell)?.focus());
  }

  #cellElement(cell: Cell): HTMLElement | null {
    return this.renderRoot.querySelector(`[data-cell="${cell.row},${cell.col}"]`);
  }

  #gridSize() {
    const board = this.#game.board;
    return { rows: board.length, columns: board[0].length };
  }
}

// A page that loads the script twice keeps the first definition rather than failing.
if (!customElements.get('montana-solitaire')) customElements.define('montana-solitaire', MontanaSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'montana-solitaire': MontanaSolitaire;
  }
}
