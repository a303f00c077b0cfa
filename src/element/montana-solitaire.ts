import { LitElement, html, nothing, type PropertyValues } from 'lit';
import {
  Game,
  VARIANTS,
  VARIANT_NAMES,
  isVariantName,
  MAX_REDEALS,
  type Action,
  type Board,
  type Cell,
  type HintResult,
  type Move,
  type RedealResult,
  type Status,
  type VariantName,
} from '../engine.js';
import { suitClasses, suitSymbol } from './card-face.js';
import { DragController, cellOfElement } from './drag-controller.js';
import { LoseEvent, MoveEvent, NewGameEvent, RedealEvent, StatsEvent, UndoEvent, WinEvent, type MontanaEvent } from './events.js';
import { STRINGS, cardName, languageOf, rankMark, rootsOf, type Language } from './i18n.js';
import { PlayClock } from './play-clock.js';
import { CANCELLED, SolverClient } from './solver-client.js';
import { emptyStats, recordGame, type Stats } from './stats.js';
import { AUTOSAVE_FORMAT, autosaveKey, readRecord, writeRecord, type AutosaveRecord } from './storage.js';
import { styles } from './styles.js';

/** How long a moved card glides from its cell to the gap. */
const GLIDE_MS = 200;

/** The properties that say which game is played; a change deals (or adapts) the game. */
const CONFIGURATION = ['variant', 'seed', 'redeals', 'redealAnytime'] as const;

/** How long the solver may think about a hint. */
const SOLVER_MS = 1000;

/** Boolean attributes: present means on, whatever the value; a value other than none is a likely mistake. */
const BOOLEAN_ATTRIBUTES = ['redeal-anytime', 'four-color', 'show-timer', 'winnable'];

/** What a seed or a storage key may be: short, visible text that survives being shared and stored. */
const PLAIN_TEXT = 'text of 1 to 200 characters, not only spaces, with no control characters';
function isPlainText(value: string): boolean {
  if (!(value.length <= 200 && /\S/.test(value)) || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  try {
    // Throws on a lone surrogate, which could not be written to a URL, a file or storage as it is.
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

const sameCell = (a: Cell | null | undefined, b: Cell | null | undefined) => !!a && !!b && a.row === b.row && a.col === b.col;

/**
 * The `redeals` attribute as a number: decimal digits only (Number() would also read
 * '', '0x10' or '1e2'); NaN for anything else, so it is refused rather than misread.
 */
const redealsConverter = {
  fromAttribute: (value: string | null) => (value === null ? null : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN),
};

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
    language: { state: true, attribute: false },
    shownHint: { state: true, attribute: false },
    thinking: { state: true, attribute: false },
    seeking: { state: true, attribute: false },
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
  private language: Language = 'en';
  /** The hint on show, for the position it was given in (cleared by any change of the game). */
  private shownHint: HintResult | null = null;
  /** A hint is being computed. */
  private thinking = false;
  /** A winnable deal is being looked for; the board waits. */
  private seeking = false;

  readonly #drag = new DragController(this);
  readonly #clock = new PlayClock(this);
  #statsByVariant: Stats = {};
  /** The current game's result is already in the statistics. */
  #counted = false;
  /** The storage key in use: the last good `autosave` value, resolved. */
  #storageKey: string | null = null;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #warned = new Set<string>();
  /** The last usable `redeals` value (null: the variant's), restored when a bad one is given. */
  #goodRedeals: number | null = null;
  /** The last move, for the glide animation once it is rendered. */
  #glideMove: Move | null = null;
  #glide: Animation | null = null;
  #languageObserver: MutationObserver | null = null;
  readonly #solver = new SolverClient();
  #asking: Promise<HintResult> | null = null;
  /** Counts changes of the game, so a winning line being shown stops when anything else happens. */
  #version = 0;

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
    return JSON.parse(JSON.stringify(this.#statsByVariant));
  }

  /** Forgets the statistics of every variant (and saves that with `autosave`). */
  resetStats(): void {
    this.#statsByVariant = {};
    this.requestUpdate();
    this.#scheduleSave();
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
    this.#glideMove = move;
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
      this.#announce(`${STRINGS[this.language].undo}: ${this.#describeAction(action)}`);
    }
    return action;
  }

  /** Redoes the last undone action; returns it, or null. */
  redo(): Action | null {
    const status = this.#game.status;
    const action = this.#game.redo();
    if (action) {
      this.selected = null;
      if (action.type === 'move') this.#glideMove = action;
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

  // ---- the solver ------------------------------------------------------------------

  /**
   * Asks the solver, in a Web Worker, for the best next action and lights it up (the card
   * and its gap). Resolves with `{ action, proven, line? }`: a move, `'redeal'`, or null
   * when the game is over. Rejects with an `AbortError` when the game changes first, and
   * with an Error when the page does not let the solver's worker run.
   */
  async hint(): Promise<HintResult> {
    if (this.seeking) throw new Error('Cannot give a hint yet: a winnable deal is still being looked for');
    const asked = (this.#asking = this.#solver.ask({ type: 'hint', position: this.#game.snapshot(), options: { timeLimitMs: SOLVER_MS } }));
    this.thinking = true;
    this.#announce(STRINGS[this.language].thinking);
    try {
      this.shownHint = await asked;
      this.#announce(this.#describeHint(this.shownHint));
      return this.shownHint;
    } catch (error) {
      if ((error as Error).name !== CANCELLED) this.#solverFailed(error as Error);
      throw error;
    } finally {
      if (this.#asking === asked) this.thinking = false;
    }
  }

  /**
   * Plays out a winning line from the current position (the one the last hint proved, or
   * the solver's), each move with the usual glide and its own `move` event. Resolves true
   * when the game is won, false when something else happened to the game meanwhile;
   * rejects when no win is proven from here.
   */
  async showWin(): Promise<boolean> {
    const proven = this.shownHint?.proven ? this.shownHint : await this.hint();
    if (!proven.line) throw new Error('Cannot show a win: the solver proved none from this position in its time');
    let version = this.#version;
    for (const move of proven.line) {
      if (version !== this.#version) return false;
      this.play(move.from, move.to);
      version = this.#version;
      await new Promise((resolve) => setTimeout(resolve, GLIDE_MS * 1.5));
    }
    return version === this.#version;
  }

  #describeHint({ action, proven }: HintResult): string {
    const strings = STRINGS[this.language];
    if (action === null) return strings.hintNone;
    if (action === 'redeal') return strings.hintRedeal;
    return strings.hintMove(strings.moved(cardName(strings, action.card), action.to), proven);
  }

  /** Says plainly that hints are off (and why, once, in the console); play goes on. */
  #solverFailed(error: Error): void {
    this.#announce(STRINGS[this.language].solverOff);
    this.#warn('solver', `<montana-solitaire>: ${error.message}.`);
  }

  /** Makes `game` the current game; with `winnable`, a deal the solver proves winnable from the game's seed. */
  #deal(game: Game): void {
    if (!this.winnable) return this.#start(game);
    // The board waits, quietly, until the deal to play is known: one newgame event per deal.
    this.#start(game, undefined, false);
    this.seeking = true;
    const { variant, seed, redeals, redealAnytime } = game;
    this.#solver.ask({ type: 'winnable', variant, seed }).then(
      (found) => this.#start(new Game({ variant, seed: found.seed, redeals, redealAnytime })),
      (error: Error) => {
        if (error.name === CANCELLED) return;
        // No worker: hints are off too. No deal proven: only this deal goes unchecked.
        if (this.#solver.failure) this.#solverFailed(error);
        else this.#warn(`winnable ${seed}`, `<montana-solitaire>: winnable: ${error.message}; seed ${JSON.stringify(seed)} is dealt unchecked.`);
        this.#start(game);
      },
    );
  }

  // ---- the game's life ---------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    // A page being left gets the last action saved at once, not a timer later.
    window.addEventListener('pagehide', this.#saveNow);
    this.language = languageOf(this);
    // `lang` may change on any ancestor, in the document or a shadow root on the way; it is rare, so watching them is cheap.
    this.#languageObserver = new MutationObserver(() => (this.language = languageOf(this)));
    for (const root of rootsOf(this)) this.#languageObserver.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
    // Removed while looking for a winnable deal: look again.
    if (this.seeking) this.#deal(this.current!);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pagehide', this.#saveNow);
    this.#saveNow();
    this.#languageObserver?.disconnect();
    this.#languageObserver = null;
    this.#glide?.cancel();
    this.#solver.stop();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.#clock.shown = this.showTimer;
    if (changed.has('autosave') && this.current) {
      this.#storageKey = this.#acceptedStorageKey();
      this.#scheduleSave();
    }
    if (!CONFIGURATION.some((name) => changed.has(name))) return;
    const game = this.#game;
    const variant = this.#acceptedVariant();
    const redeals = this.#acceptedRedeals(variant);
    const seed = this.#acceptedSeed();
    if (variant !== game.variant || seed !== game.seed || redeals !== game.redeals) {
      this.#deal(this.#requestedGame());
    } else if (this.redealAnytime !== game.redealAnytime) {
      this.#changeRedealAnytime();
    }
  }

  override updated(): void {
    // Set through the CSSOM, not a style attribute, so a strict Content Security Policy allows it.
    const { rows, columns } = this.#gridSize();
    const style = this.renderRoot.querySelector<HTMLElement>('.board')?.style;
    style?.setProperty('--columns', String(columns));
    style?.setProperty('--rows', String(rows));
    const move = this.#glideMove;
    this.#glideMove = null;
    if (!move || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const from = this.#cellElement(move.from);
    const to = this.#cellElement(move.to);
    if (!from || !to || this.#drag.from) return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    this.#glide?.cancel();
    this.#glide = to.animate([{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: 'none' }], {
      duration: GLIDE_MS,
      easing: 'ease-out',
    });
  }

  /** A new game as the attributes ask, keeping the last good value of any bad one. */
  #requestedGame(): Game {
    const variant = this.#acceptedVariant();
    return new Game({ variant, seed: this.#acceptedSeed(), redeals: this.#acceptedRedeals(variant), redealAnytime: this.redealAnytime });
  }

  /** The first game: with `autosave`, the saved one when it is the game the attributes ask for; else a new deal. */
  #firstDeal(): void {
    this.#storageKey = this.#acceptedStorageKey();
    const record = this.#storageKey === null ? null : readRecord(this.#storageKey);
    if (record instanceof Error) this.#warnStorage(`${record.message}; a new game starts`);
    if (record && !(record instanceof Error)) {
      this.#statsByVariant = record.stats;
      if (this.#resume(record)) return;
    }
    this.#deal(this.#requestedGame());
  }

  #resume(record: AutosaveRecord): boolean {
    let game: Game;
    try {
      game = Game.load(record.game);
    } catch (error) {
      this.#warnStorage(`the saved game cannot be resumed (${(error as Error).message}); a new game starts`);
      return false;
    }
    const variant = this.#acceptedVariant();
    const asked = { variant: this.hasAttribute('variant') ? variant : game.variant, seed: this.#acceptedSeed() ?? game.seed };
    const redeals = this.redeals === null ? game.redeals : this.#acceptedRedeals(variant);
    // With `winnable`, the saved game may be the deal found from the asked seed: `seed:n`.
    const seedFound = this.winnable && /^:\d+$/.test(game.seed.slice(asked.seed.length)) && game.seed.startsWith(asked.seed);
    if (asked.variant !== game.variant || (asked.seed !== game.seed && !seedFound) || redeals !== game.redeals) {
      this.#warnStorage(`the saved game (${game.variant}, seed ${JSON.stringify(game.seed)}) is not the one the attributes ask for; that one starts`);
      return false;
    }
    this.#start(game, record);
    return true;
  }

  /** Makes `game` the current game and tells the page (unless `tell` is false); `resumed` carries a saved game's time and count. */
  #start(game: Game, resumed?: AutosaveRecord, tell = true): void {
    if (this.current && this.#isUnderWay() && this.current.canUndo()) this.#count(false);
    this.current = game;
    this.#counted = resumed?.counted ?? false;
    this.#clock.reset(resumed?.elapsedMs);
    this.#clock.run(!!resumed && game.canUndo() && this.#isUnderWay());
    this.selected = null;
    this.confirming = false;
    this.seeking = false;
    this.#stopSolver();
    // Reflect what is being played, so the deal can be read and shared from the markup.
    this.variant = game.variant;
    this.seed = game.seed;
    if (this.redeals !== null || game.redeals !== VARIANTS[game.variant].redeals) this.redeals = game.redeals;
    this.#announce('');
    this.#scheduleSave();
    if (tell) this.#tell(new NewGameEvent({ variant: game.variant, seed: game.seed, redeals: game.redeals, resumed: !!resumed }));
  }

  /** After any change of the game: render, keep the clock running while it is under way, save. */
  #changed(): void {
    this.#stopSolver();
    this.requestUpdate();
    this.#clock.run(this.#isUnderWay());
    this.#scheduleSave();
  }

  /** The game changed: a hint being computed or shown, or a search for a deal, no longer applies. */
  #stopSolver(): void {
    this.#version++;
    this.shownHint = null;
    this.#solver.cancel();
  }

  #isUnderWay(): boolean {
    const status = this.#game.status;
    return status === 'playing' || status === 'stuck';
  }

  /** Counts the current game once in its variant's statistics, and tells the page. */
  #count(won: boolean): void {
    if (this.#counted) return;
    this.#counted = true;
    const game = this.#game;
    const stats = recordGame(this.#statsByVariant[game.variant] ?? emptyStats(), won, game.score, game.moveCount);
    this.#statsByVariant = { ...this.#statsByVariant, [game.variant]: stats };
    this.#tell(new StatsEvent({ variant: game.variant, ...stats }));
  }

  /** Saves soon, once for any number of actions in one task, so writing never holds up play. */
  #scheduleSave(): void {
    if (this.#storageKey !== null && this.#saveTimer === undefined) this.#saveTimer = setTimeout(this.#saveNow);
  }

  readonly #saveNow = (): void => {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    if (this.#storageKey === null || !this.current) return;
    const record: AutosaveRecord = {
      format: AUTOSAVE_FORMAT,
      version: 1,
      game: this.current.save(),
      elapsedMs: this.#clock.ms,
      counted: this.#counted,
      stats: this.#statsByVariant,
    };
    const error = writeRecord(this.#storageKey, record);
    if (error) this.#warnStorage(`${error.message}; play goes on unsaved`);
  };

  #warnStorage(message: string): void {
    const text = `<montana-solitaire>: autosave ${JSON.stringify(this.#storageKey)}: ${message}.`;
    this.#warn(text, text);
  }

  /** The storage key the `autosave` attribute asks for; a bad one keeps the last good key. */
  #acceptedStorageKey(): string | null {
    const value = this.autosave;
    if (value === null) return null;
    if (value === '' || isPlainText(value)) return autosaveKey(value, this.id);
    const kept = this.#storageKey ?? autosaveKey('', this.id);
    this.#warnOnce('autosave', value, `no value, or ${PLAIN_TEXT}`, kept);
    return kept;
  }

  #acceptedSeed(): string | undefined {
    const seed = this.seed;
    if (seed === null || isPlainText(seed)) return seed ?? undefined;
    const kept = this.current?.seed;
    this.#warnOnce('seed', seed, PLAIN_TEXT, kept ?? 'a random seed');
    this.seed = kept ?? null;
    return kept;
  }

  // Every value given to a boolean attribute is checked here: once the attribute is on,
  // a new value does not change the property, so no update would see it.
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (BOOLEAN_ATTRIBUTES.includes(name) && value !== null && value !== '' && value.toLowerCase() !== name) {
      this.#warnOnce(name, value, 'no value: present means on, absent means off', 'on, since the attribute is present');
    }
  }

  /** `redeal-anytime` changed mid-game: replay the game under the new rule if it allows the history. */
  #changeRedealAnytime(): void {
    const save = JSON.parse(this.#game.save());
    try {
      this.current = Game.load(JSON.stringify({ ...save, redealAnytime: this.redealAnytime }));
    } catch {
      // An early redeal of this game would be illegal without the option: the new rule
      // applies from the next game, and this one keeps its own.
    }
  }

  #acceptedVariant(): VariantName {
    // A removed attribute asks for the default, like a removed seed or redeals.
    if (this.variant === null || this.variant === undefined) this.variant = 'montana';
    if (isVariantName(this.variant)) return this.variant;
    const kept = this.current?.variant ?? 'montana';
    this.#warnOnce('variant', this.variant, VARIANT_NAMES.join(', '), kept);
    this.variant = kept;
    return kept;
  }

  #acceptedRedeals(variant: VariantName): number {
    const value = this.redeals;
    if (value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_REDEALS)) {
      this.#goodRedeals = value;
      return value ?? VARIANTS[variant].redeals;
    }
    const kept = this.current?.redeals ?? VARIANTS[variant].redeals;
    // Name the value as given: the attribute's text when the value came from it, else the property's.
    const text = this.getAttribute('redeals');
    const given = text !== null && Object.is(redealsConverter.fromAttribute(text), value) ? text : value;
    this.#warnOnce('redeals', given, `a whole number from 0 to ${MAX_REDEALS}`, kept);
    this.redeals = this.#goodRedeals;
    return kept;
  }

  /** One console warning per attribute and bad value: what was given, what is accepted, what is kept. */
  #warnOnce(attribute: string, value: unknown, accepted: string, kept: unknown): void {
    const text = String(value);
    const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
    this.#warn(`${attribute}=${text}`, `<montana-solitaire>: ${attribute}=${shown} is not accepted (accepted: ${accepted}); keeping ${attribute}="${kept}", and the game goes on.`);
  }

  /** Logs `message` unless a warning with the same `key` was logged before. */
  #warn(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(message);
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
    const strings = STRINGS[this.language];
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

  #describeAction(action: Action): string {
    const strings = STRINGS[this.language];
    return action.type === 'move' ? strings.moved(cardName(strings, action.card), action.to) : strings.redealt(this.#game.redealsLeft);
  }

  /** Every event goes out here: one place that tells the page what happened. */
  #tell(event: MontanaEvent<unknown>): void {
    this.dispatchEvent(event);
  }

  #announce(text: string): void {
    this.announcement = text.trim();
  }

  // ---- input: taps, keys, drags ---------------------------------------------------

  /**
   * A tap (click, touch, Enter or Space) on a cell. A card that fits one gap goes there;
   * a gap that one card fits takes it; with several choices the first tap selects and
   * lights the choices, the second places.
   */
  tap(cell: Cell): void {
    const game = this.#game;
    const card = game.board[cell.row]?.[cell.col];
    if (card === undefined) return;
    const moves = game.moves();
    const selected = this.selected;
    this.selected = null;
    if (selected) {
      const selectedCard = game.board[selected.row][selected.col];
      const chosen = moves.find((move) =>
        selectedCard ? sameCell(move.from, selected) && sameCell(move.to, cell) : sameCell(move.from, cell) && sameCell(move.to, selected),
      );
      if (chosen) return void this.play(chosen.from, chosen.to);
      if (sameCell(selected, cell)) return;
    }
    const strings = STRINGS[this.language];
    const choices = moves.filter((move) => sameCell(card ? move.from : move.to, cell));
    if (choices.length === 1) {
      this.play(choices[0].from, choices[0].to);
    } else if (choices.length > 1) {
      this.selected = cell;
      this.#announce(card ? strings.selected(cardName(strings, card)) : this.#gapLabel(cell, moves));
    } else {
      this.#announce(card ? strings.noTarget(cardName(strings, card)) : this.#gapLabel(cell, moves));
    }
  }

  /** However the focus reached a cell (a click, a drag, a screen reader, a script), keys act there. */
  #onBoardFocus(event: FocusEvent): void {
    const cell = cellOfElement(event.composedPath()[0] as Element);
    if (cell && !sameCell(cell, this.focusCell)) this.focusCell = cell;
  }

  #onBoardClick(event: MouseEvent): void {
    if (this.#drag.takeSwallowedClick()) return;
    const cell = cellOfElement(event.composedPath()[0] as Element);
    if (!cell) return;
    this.focusCell = cell;
    this.tap(cell);
  }

  /** DragController: the gaps a dragged card may go to. @internal */
  dropTargets(from: Cell): Cell[] {
    return this.#game.moves().filter((move) => sameCell(move.from, from)).map((move) => move.to);
  }

  /** DragController: a card was dropped on one of its targets. @internal */
  drop(from: Cell, to: Cell): void {
    this.play(from, to);
    // The card is already where it was dropped: no glide from its old cell.
    this.#glideMove = null;
  }

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
    return this.#isUnderWay() && !this.seeking && !this.#solver.failure;
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

  // ---- rendering ----------------------------------------------------------------

  /** The statistics of the variant being played, and a button to forget them. */
  #renderStats() {
    const strings = STRINGS[this.language];
    const stats = this.#statsByVariant[this.#game.variant] ?? emptyStats();
    const values = [stats.played, stats.won, stats.lost, stats.bestScore, stats.currentStreak, stats.longestStreak, stats.fewestMoves ?? '–'];
    return html`<div class="panel stats" role="region" aria-label=${strings.statistics}>
      <table>
        ${strings.statNames.map((name, index) => html`<tr><th scope="row">${name}</th><td>${values[index]}</td></tr>`)}
      </table>
      <button @click=${() => this.resetStats()}>${strings.resetStats}</button>
    </div>`;
  }

  /** What a gap says: the cards that fit it now, or that it is dead. */
  #gapLabel(cell: Cell, moves: Move[]): string {
    const strings = STRINGS[this.language];
    const fitting = moves.filter((move) => sameCell(move.to, cell)).map((move) => cardName(strings, move.card));
    if (fitting.length > 0) return strings.gapFits(fitting);
    return this.#game.cardsFor(cell).length === 0 ? strings.gapDead : strings.gapEmpty;
  }

  override render() {
    const game = this.#game;
    const strings = STRINGS[this.language];
    const board = game.board;
    const moves = game.moves();
    const status = game.status;
    const runs = game.runs;
    const selectedCard = this.selected && board[this.selected.row][this.selected.col];
    const lit = this.#drag.from
      ? this.#drag.targets
      : this.selected
        ? selectedCard
          ? moves.filter((move) => sameCell(move.from, this.selected)).map((move) => move.to)
          : moves.filter((move) => sameCell(move.to, this.selected)).map((move) => move.from)
        : [];
    const total = VARIANTS[game.variant].sequence.length * board.length;
    const hinted = this.shownHint?.action;
    const hintCells = hinted && hinted !== 'redeal' ? [hinted.from, hinted.to] : [];
    return html`
      <div class="frame ${this.fourColor ? 'four' : ''}" @keydown=${this.#onKeyDown}>
        <div class="bar" part="toolbar">
          <button @click=${() => this.undo()} ?disabled=${!game.canUndo()}>${strings.undo}</button>
          <button @click=${() => this.redo()} ?disabled=${!game.canRedo()}>${strings.redo}</button>
          <button @click=${() => this.#askHint()} ?disabled=${!this.#canHint()} aria-busy=${this.thinking ? 'true' : 'false'}>
            ${this.thinking ? strings.thinking : strings.hint}
          </button>
          <button @click=${() => this.redeal()} ?disabled=${!game.canRedeal()}>${strings.redeal(game.redealsLeft)}</button>
          <button @click=${() => this.restart()} ?disabled=${!game.canUndo()}>${strings.restart}</button>
          <button @click=${() => this.#askNewGame()}>${strings.newGame}</button>
          <button @click=${() => (this.helpOpen = !this.helpOpen)} aria-expanded=${this.helpOpen ? 'true' : 'false'}>${strings.help}</button>
          <button @click=${() => (this.statsOpen = !this.statsOpen)} aria-expanded=${this.statsOpen ? 'true' : 'false'}>${strings.statistics}</button>
          <span class="status" part="status">
            ${strings.moves} ${game.moveCount} · ${strings.score} ${game.score}/${total} · ${strings.redealsLeft} ${game.redealsLeft}${this.showTimer
              ? ` · ${strings.time} ${PlayClock.format(this.#clock.ms)}`
              : ''}
          </span>
        </div>
        <div
          class="board"
          part="board"
          role="grid"
          aria-label=${strings.board}
          @click=${this.#onBoardClick}
          @pointerdown=${this.#drag.onPointerDown}
          @focusin=${this.#onBoardFocus}
          ?inert=${this.seeking}
        >
          ${board.map(
            (cells, row) => html`<div role="row">
              ${cells.map((card, col) => {
                const cell = { row, col };
                const focused = sameCell(cell, this.focusCell);
                const chosen = sameCell(cell, this.selected) || sameCell(cell, this.#drag.from);
                const isLit = lit.some((target) => sameCell(target, cell));
                const isHinted = hintCells.some((target) => sameCell(target, cell)) ? ' hinted' : '';
                const inRun = col < runs[row];
                const gapLabel = card ? '' : this.#gapLabel(cell, moves);
                const classes = card
                  ? `cell card ${suitClasses(card)}${inRun ? ' run' : ''}${chosen ? ' picked' : ''}${sameCell(cell, this.#drag.from) ? ' dragging' : ''}${isLit ? ' lit' : ''}${isHinted}`
                  : `cell gap${gapLabel === strings.gapDead ? ' dead' : ''}${isLit ? ' lit' : ''}${chosen ? ' picked' : ''}${isHinted}`;
                const label = card ? `${cardName(strings, card)}${inRun ? `, ${strings.inPlace}` : ''}` : gapLabel;
                return html`<div
                  role="gridcell"
                  class=${classes}
                  part=${card ? 'card' : 'gap'}
                  data-cell="${row},${col}"
                  tabindex=${focused ? 0 : -1}
                  aria-label=${label}
                  aria-selected=${chosen ? 'true' : 'false'}
                  data-rank=${card ? rankMark(strings, card) : nothing}
                  data-suit=${card ? suitSymbol(card) : nothing}
                ></div>`;
              })}
            </div>`,
          )}
        </div>
        ${this.seeking
          ? html`<div class="message" part="message">${strings.seeking}</div>`
          : status === 'playing'
          ? this.shownHint
            ? html`<div class="message" part="message">
                <span>${this.#describeHint(this.shownHint)}</span>
                ${this.shownHint.proven ? html`<button class="primary" @click=${() => this.showWin().catch(() => {})}>${strings.showWin}</button>` : nothing}
              </div>`
            : nothing
          : html`<div class="message" part="message">
              <span>${status === 'stuck' ? strings.stuck(game.redealsLeft) : status === 'won' ? strings.won(game.moveCount) : strings.lost(game.score)}</span>
              ${status === 'stuck'
                ? html`<button class="primary" @click=${() => this.redeal()}>${strings.redeal(game.redealsLeft)}</button>`
                : html`<button class="primary" @click=${() => this.newGame()}>${strings.newGame}</button>`}
            </div>`}
        ${this.confirming
          ? html`<div class="message confirm" role="alertdialog" aria-label=${strings.confirmNewGame}>
              <span>${strings.confirmNewGame}</span>
              <button class="primary" @click=${() => this.#confirmNewGame(true)}>${strings.yes}</button>
              <button @click=${() => this.#confirmNewGame(false)}>${strings.no}</button>
            </div>`
          : nothing}
        ${this.helpOpen
          ? html`<div class="panel" role="region" aria-label=${strings.help}>
              <table>
                ${strings.keys.map(([key, action]) => html`<tr><th scope="row">${key}</th><td>${action}</td></tr>`)}
              </table>
            </div>`
          : nothing}
        ${this.statsOpen ? this.#renderStats() : nothing}
        <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
      </div>
    `;
  }

}

// A page that loads the script twice keeps the first definition rather than failing.
if (!customElements.get('montana-solitaire')) customElements.define('montana-solitaire', MontanaSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'montana-solitaire': MontanaSolitaire;
  }
}
