import { LitElement, html, type PropertyDeclaration, type PropertyValues, type TemplateResult } from 'lit';
import { Game, dailySeed, defaultRedeals, isRedealCount, type Action, type Board, type Cell, type HintResult, type Move, type RedealResult, type ReviewEntry, type ReviewOptions, type Status, type VariantName } from '../engine.js';
import { acceptRedeals, acceptSeed, acceptVariant, checkBoolean, redealsConverter, refuse, warnOnce } from './attributes.js';
import { AutosaveController, type AskedGame } from './autosave-controller.js';
import { dayOf, renderAtMidnight, today } from './daily.js';
import { DragController } from './drag-controller.js';
import { NewGameEvent, UndoEvent } from './events.js';
import { GlideController } from './glide-controller.js';
import { InputController } from './input-controller.js';
import { describeAction, type Strings } from './i18n.js';
import { LanguageController, addLanguage } from './language-controller.js';
import { loadOnDemand, onDemand } from './load-on-demand.js';
import { PlayClock } from './play-clock.js';
import { reportAction, type Audience } from './report.js';
import { SolverController, solverWorker } from './solver-controller.js';
import type { Stats } from './stats.js';
import type { AutosaveRecord, Help } from './storage.js';
import { styles } from './styles.js';
import { actedOn, board, classNames, isUnderWay, message, sizeBoard, toolbar, type ElementLink, type ViewState } from './view.js';

/** The properties that say which game is played; a change deals (or adapts) the game. */
const CONFIGURATION = ['variant', 'seed', 'redeals', 'redealAnytime', 'daily'] as const;

/**
 * Montana solitaire (Gaps, Spaces, Addiction): a thin view over the engine's Game.
 * The element never decides a rule; it asks the engine and renders what it says.
 *
 * @fires {NewGameEvent} newgame - A game was dealt, loaded or resumed. Detail: `{ variant, seed, redeals, resumed }`.
 * @fires {MoveEvent} move - A card moved into a gap (also on redo). Detail: `{ card, from, to, moveCount, score }`.
 * @fires {UndoEvent} undo - A move or redeal was undone. Detail: `{ action }`.
 * @fires {RedealEvent} redeal - The loose cards were redealt (also on redo). Detail: `{ redealsUsed, redealsLeft, kept }`.
 * @fires {WinEvent} win - Every row is complete (again when its last move is undone and redone). Detail: `{ variant, seed, moves, redealsUsed, durationMs, clean, hints, undos }`: `clean` when no hint was asked, no move or redeal undone and no win shown.
 * @fires {LoseEvent} lose - No card can move and no redeal is left. Detail: `{ variant, seed, score, durationMs }`.
 * @fires {StatsEvent} stats - A game was counted (won, lost or abandoned), or a reset forgot a variant's statistics (its counts at 0). Detail: `{ variant, played, won, lost, bestScore, currentStreak, longestStreak, fewestMoves, cleanWins, fewestCleanMoves, daily }`.
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
    daily: { type: Boolean, reflect: true },
  };

  /** Where the solver's worker file is, if not beside this module: a URL, or a path from the page. Set it before the first hint. */
  static get solverUrl(): string | URL { return solverWorker.url; }
  static set solverUrl(url: string | URL) { solverWorker.url = url; }
  /** Adds (or replaces) a language, e.g. `fr`: its table of every text (`Strings`), for elements whose `lang` or an ancestor's is `fr` or `fr-…`, those on the page at once. A key missing or of the wrong kind, or a `locale` the browser does not know, is English, with one warning naming them all. */
  static addLanguage(code: string, strings: Strings): void { addLanguage(code, strings); }

  /**
   * A boolean property set from script to anything but true or false is refused like a bad
   * attribute: a warning, once, and the last good value back (Lit would keep the value as
   * given, which the engine then refuses, e.g. a new game with redealAnytime 'yes').
   */
  override requestUpdate(name?: keyof this, old?: unknown, options?: PropertyDeclaration): void {
    const value = this[name!];
    if (options?.type !== Boolean || typeof value === 'boolean') super.requestUpdate(name, old, options);
    else refuse(this.#warn, name as string, value, 'true or false', (this[name!] = old as never));
  }

  /** The game to play: `montana` (default) or another of the Montana family, e.g. `spaces`, `blue-moon`, `double-montana` (the README lists all 21). */
  variant: VariantName = 'montana';
  /** The deal's seed, any string. Absent: a random seed is chosen and reflected, so the deal can be shared. */
  seed: string | null = null;
  /** How many redeals the player has (0 to 1000). Absent: the variant's (2). */
  redeals: number | null = null;
  /** Allow a redeal before the player is stuck. */
  redealAnytime = false;
  /** Clubs green and diamonds blue, for players who tell suits by colour. */
  fourColor = false;
  /** Keep the game (with its history) and the statistics in localStorage under this key, and resume them on the next visit. Without a value: a key from the element's `id`, or `montana-solitaire`. */
  autosave: string | null = null;
  /** Show the playing time. */
  showTimer = false;
  /** Deal only games the solver proves winnable without a redeal: the first of seeds `s`, `s:1`, `s:2`, … proven (reflected), each searched to a fixed number of positions, so every machine deals the same. */
  winnable = false;
  /** Play the daily deal, the same for everyone on a UTC day: the `winnable` deal of seed `daily:YYYY-MM-DD` (`dailySeed()`), reflected to `seed`. New game deals it; after midnight the next day's is offered, and a game under way stays. Its days are counted apart in the statistics. */
  daily = false;

  /** The game being played; dealt on first use from the attributes. */
  #current?: Game;
  /** What the live region says. */
  #announcement?: string;
  /** A game has been dealt to the player (not only the board waiting for a winnable deal, which the page is not told of). */
  #dealt?: boolean;

  readonly #warn = warnOnce();
  /** The last usable `redeals` value (null: the variant's), restored when a bad one is given. */
  #goodRedeals: number | null = null;
  /** Whether `daily` has stayed on since the game played started (set when one starts, cleared when asked off; asking alone, as a load() that throws does, sets nothing): turned on since (in this task too, before a restart()), the board deals the day's deal. */
  #dailySinceStart?: boolean;
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
  readonly #link: ElementLink = {
    game: () => this.#game,
    onShow: () => onDemand?.gameOnShow(this.#solver) ?? this.#game,
    strings: () => this.#language.strings,
    announce: (text) => this.#announce(text),
    warn: this.#warn,
    askHint: () => this.#solver.available && this.hint().catch(() => {}),
  };
  readonly #input = new InputController(this, this.#drag, this.#link);
  readonly #glide = new GlideController(this, (cell) => this.#input.cellElement(cell));
  readonly #autosave = new AutosaveController(this, () => [this.#current, this.#clock.ms], this.#warn, () => this.#resume(true));
  readonly #solver = new SolverController(this, this.#link);

  constructor() { super(); renderAtMidnight(this); }

  // ---- read-only state, in the engine's words --------------------------------

  /** The game; the first, with `autosave`, the saved one when it is the game the attributes ask for, else a new deal. */
  get #game(): Game {
    if (!this.#current) {
      this.#autosave.useKey(this.autosave, this.id);
      if (!this.#resume()) this.#deal(new Game(this.#asked()));
    }
    return this.#current!;
  }

  /** Rows × columns of card codes, null for a gap. */
  get board(): Board { return this.#game.board; }
  /** `playing`, `stuck`, `won` or `lost`. */
  get status(): Status { return this.#game.status; }
  /** Cards in place. */
  get score(): number { return this.#game.score; }
  /** Redeals the player still has. */
  get redealsLeft(): number { return this.#game.redealsLeft; }
  /** Moves made (and not undone). */
  get moveCount(): number { return this.#game.moveCount; }
  /** Every legal move now. */
  moves(): Move[] { return this.#game.moves(); }

  /** Statistics per variant: `{ montana: { played, won, lost, bestScore, currentStreak, longestStreak, fewestMoves, cleanWins, fewestCleanMoves, daily } }` (a copy, after the first deal, which reads the saved ones). */
  get stats(): Stats { return this.#game && JSON.parse(JSON.stringify(this.#autosave.stats)); }
  /** Forgets the statistics of every variant (and saves that with `autosave`), with a `stats` event for each variant forgotten, its counts at 0. */
  resetStats(): void { for (const event of this.#autosave.reset()) this.dispatchEvent(event); }

  // ---- commands: a host page can drive a whole game with these ----------------

  /** Plays a card, named by its code or by its cell (in a two-deck game, when both copies could go), into gap `to`, or into its only gap. Throws the engine's error when illegal. */
  play(card: string | Cell, to?: Cell): Move {
    const status = this.#game.status;
    const move = this.#game.play(card, to);
    this.#glide.move = move;
    this.#acted({ type: 'move', ...move }, status);
    return move;
  }

  /** Redeals the loose cards. Throws the engine's error when no redeal is allowed. */
  redeal(): RedealResult {
    const status = this.#game.status;
    const result = this.#game.redeal();
    this.#acted(result, status);
    return result;
  }

  /** Undoes the last move or redeal (the game's win is then not clean); returns it, or null. */
  undo(): Action | null {
    const action = this.#game.undo();
    if (action) {
      this.#changed('undos');
      this.#announce(`${this.#language.strings.undo}: ${describeAction(this.#language.strings, action, this.#game.redealsLeft)}`);
      this.dispatchEvent(new UndoEvent({ action }));
    }
    return action;
  }

  /** Redoes the last undone action; returns it, or null. */
  redo(): Action | null {
    const status = this.#game.status;
    const action = this.#game.redo();
    if (action) {
      if (action.type === 'move') this.#glide.move = action;
      this.#acted(action, status);
    }
    return action;
  }

  /** Deals a new game of the same variant and redeals: with `seed`, or a fresh random one. */
  newGame(seed?: string): void {
    // Of the variant and redeals asked, also when set in the same task (once the first game has been dealt: autosave reads then).
    this.#deal(new Game({ ...(this.#game && this.#asked()), seed: this.daily ? dailySeed() : seed }));
  }

  /** Deals the same game again from the start (the seed's deal, or the position loaded): a new attempt, with no help yet. Of the variant, seed or redeals set just before it, a new deal. */
  restart(): void { this.#dealAsked() || this.#start(this.#game.fromStart().withRedealAnytime(this.redealAnytime)); }

  /** The game as JSON text, with its whole history: `load()` restores it exactly. */
  save(): string { return this.#game.save(); }

  /** Restores a save, or starts from a position string (played with the element's variant, seed and redeals, also when set just before it). Throws the engine's message and changes nothing when the text is bad. */
  load(text: string): void { this.#start(Game.load(text, this.#game && this.#asked())); }

  /** A tap (click, touch, Enter or Space) on a cell. A card that fits one gap goes there; a gap that one card fits takes it; with several choices the first tap selects and lights the choices, the second places. Throws, changing nothing, when `cell` is not a `{ row, col }` of the board. */
  tap(cell: Cell): void { this.#input.tap(cell); }

  // ---- the solver ------------------------------------------------------------------

  /** Asks the solver, in a Web Worker, for the best next action and lights it up (the card and its gap). Resolves with `{ action, proven, line? }`: a move, `'redeal'`, or null when the game is over. A second call meanwhile waits for the same answer (one hint). Rejects with an `AbortError` when the game changes first, and with an Error when the page does not let the solver's worker run. Asked, it makes the game's win not clean. */
  hint(): Promise<HintResult> { return this.#game && this.#solver.hint(() => this.#help('hints')); }

  /**
   * Plays out a winning line from the current position (the one the last hint proved, or the solver's), each move with the usual glide and its
   * own `move` event. Resolves true when the game is won, false when something else happened to the game meanwhile; rejects when no win is
   * proven from here. Asked, it makes the game's win not clean.
   */
  showWin(): Promise<boolean> { this.#help('shown'); return this.#solver.showWin(); }

  /** Reviews the game so far in the worker, round by round: per round (0 before the first redeal, k after redeal k) `{ round, start, slip }`, what the solver proves about its first position (`'win'`, `'loss'`, `'unknown'`) and the move that threw a proven win away, `{ move, played, instead, exact }`, or null. Its searches are bounded by positions (`options`), so every machine gives the same review; rejects with an `AbortError` when the game changes first. */
  review(options?: ReviewOptions): Promise<ReviewEntry[]> { return this.#solver.review(options); }

  /** Resolves to a short text of the game to paste anywhere, in the element's language: the variant, the seed or daily date, won or the cards in place, moves, redeals used, and no help or with help (as `win`'s `clean`). The Share button after a game shares or copies it. Its words load on demand: it rejects when that file cannot load. */
  share(): Promise<string> { return loadOnDemand().then(({ shareText }) => shareText(this.#link, this.#autosave.help.clean)); }

  // ---- lifecycle -------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#solver.seeking) this.#deal(this.#current!); // removed while looking for a winnable deal: look again
  }

  // Every value given to a boolean attribute is checked here: once the attribute is on, a new value does not change the property, so no update would see it.
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    checkBoolean(this.#warn, name, value);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.#clock.shown = this.showTimer;
    // A key given later (after a consent banner, a login) holds what was saved under it: taken as another tab's save is, not written over.
    if (changed.has('autosave') && this.#current && this.#autosave.useKey(this.autosave, this.id)) this.#resume(true);
    if (!CONFIGURATION.some((name) => changed.has(name)) || this.#dealAsked() || this.redealAnytime === this.#game.redealAnytime) return;
    try {
      this.#current = this.#game.withRedealAnytime(this.redealAnytime);
    } catch {
      // An early redeal of this game would be illegal without the option: the new rule applies from the next game, and this one keeps its own.
    }
  }

  override render(): TemplateResult {
    const strings = this.#language.strings;
    const input = this.#input;
    const timeMs = this.showTimer ? this.#clock.ms : null;
    const view: ViewState = { game: this.#game, strings, input, solver: this.#solver, drag: this.#drag, glide: this.#glide, timeMs, stats: this.#autosave.stats, daily: this.daily, day: dayOf(this.#game.seed) };
    return html`
      <canvas></canvas>
      <div class="frame ${classNames({ four: this.fourColor })}" @keydown=${input.onKeyDown}>
        ${toolbar(view)} ${onDemand ? onDemand.body(view) : [board(view), message(view)]}
        <div class="sr-only" role="status" aria-live="polite">${this.#announcement}</div>
      </div>
    `;
  }

  override updated(): void { sizeBoard(this.renderRoot, this.#game); }

  // ---- the game's life ---------------------------------------------------------

  /** With `autosave`, resumes the saved game when it is the game the attributes ask for: as the first game, and (`theirs`, of any seed but on a daily page) when another tab has saved under the key. */
  #resume(theirs?: boolean): unknown {
    const saved = this.#autosave.savedGame(() => {
      const anyRedeals = this.redeals === null;
      const { variant, seed, redeals } = this.#asked();
      return { variant: this.hasAttribute('variant') ? variant : undefined, seed: theirs && !this.daily ? undefined : seed, redeals: anyRedeals ? undefined : redeals };
    }, this.winnable || this.daily);
    if (saved) this.#start(...saved);
    return saved;
  }

  /** Deals the game the attributes ask for when it is not the one played; says whether it did. */
  #dealAsked(): boolean {
    const { variant, seed, redeals } = this.#game, asked = this.#asked();
    const other = asked.variant !== variant || asked.seed !== seed || asked.redeals !== redeals;
    if (other) this.#deal(new Game(asked));
    return other;
  }

  /** Makes `game` the current game; with `winnable`, a deal the solver proves winnable from the game's seed. */
  #deal(game: Game): void {
    if (!this.winnable && !this.daily) return this.#start(game);
    // The board waits, quietly, until the deal to play is known: one newgame event per deal.
    this.#start(game, undefined, false);
    this.#solver.seek(game).then((found) => found && this.#start(found));
  }

  /**
   * Makes `game` the current game, then tells the page (unless `tell` is false): a game abandoned under way is counted (`stats`),
   * and `newgame`, unless a listener of `stats` has started another game meanwhile. `resumed`: a saved game, its time and count (not abandoning this one).
   */
  #start(game: Game, resumed?: AutosaveRecord, tell = true): void {
    const before = this.#current ?? this.#autosave.left;
    const abandoned = !resumed && before && actedOn(before) && this.#autosave.count(before, false);
    this.#current = game;
    this.#dailySinceStart = this.daily;
    this.#autosave.started(resumed);
    this.#clock.reset(resumed?.elapsedMs);
    this.#clock.run(!!resumed && game.canUndo() && isUnderWay(this.#game));
    this.#input.clear(true);
    this.#solver.forget();
    // Reflect what is being played, so the deal can be read and shared from the markup (a save's rule too; a resumed game's gives way to the markup's).
    this.variant = game.variant;
    this.seed = game.seed;
    if (!resumed) this.redealAnytime = game.redealAnytime;
    if (this.redeals !== null || game.redeals !== defaultRedeals(game.variant)) this.redeals = game.redeals;
    // A game dealt in place of another is said aloud (screen readers do not read out the focused cell's new name); not the first deal (nor the one found after it), nor one resumed.
    // The first deal told leaves the live region as it is (it may say that hints are off, found while a winnable deal was sought).
    if (this.#dealt || !tell) this.#announce(tell && !resumed ? this.#language.strings.newGame : '');
    if (abandoned) this.dispatchEvent(abandoned);
    if (tell && this.#current === game) this.#tellDealt(!!resumed);
  }

  /** After any change of the game (`help`: one that helps the player, counted): render, keep the clock running while it is under way, save. */
  #changed(help?: keyof Help): void {
    this.#input.clear();
    // A move or redeal from script while a winnable deal is sought: the deal waiting is played on, unchecked, and so dealt.
    if (this.#solver.seeking) this.#tellDealt(false);
    this.#solver.forget();
    this.requestUpdate();
    this.#clock.run(isUnderWay(this.#game));
    this.#autosave.changed(help);
  }

  /** After a move or redeal: render, count a game that ended, tell the player, and then the page (see report.ts). */
  #acted(action: Action, statusBefore: Status): void {
    this.#changed();
    const audience: Audience = { strings: this.#language.strings, durationMs: this.#clock.ms, announce: (text) => this.#announce(text), books: this.#autosave };
    // The page hears of it once the element's state is final: a listener that starts a new game finds the action done, and its game stays (the rest of the events still come).
    for (const event of reportAction(audience, this.#game, action, statusBefore)) if (event) this.dispatchEvent(event);
  }

  /** Help asked (a hint, a shown win) makes the win not clean; not asked of a game over, which it cannot help. */
  #help(help: keyof Help): void { if (isUnderWay(this.#game)) this.#autosave.changed(help); }

  /** Tells the page of the game dealt (`resumed`: picked up from its autosave). */
  #tellDealt(resumed: boolean): void {
    const { variant, seed, redeals } = this.#game;
    this.#dealt = true;
    this.dispatchEvent(new NewGameEvent({ variant, seed, redeals, resumed }));
  }

  // The same words again change the region too (a no-break space on and off): a live region says only what changed.
  #announce(text: string, said = text.trim()): void {
    this.#announcement = said && said === this.#announcement ? said + '\xa0' : said;
    this.requestUpdate();
  }

  /** The game the attributes ask for, under the element's redeal rule; a bad value is refused with a warning, and the last good one kept. */
  #asked(): AskedGame & { redealAnytime: boolean } {
    const current = this.#current;
    const variant = (this.variant = acceptVariant(this.#warn, this.variant, current?.variant));
    // A daily board plays on its game (a day's deal, also resumed, or one load() gave it, unless `daily` was just turned on) until a new deal;
    // in another variant, that day's deal of the variant (searched from the day's seed, not from the seed found in this one), or today's.
    const day = current && dayOf(current.seed);
    if (!this.daily) this.#dailySinceStart = false;
    const daily = !current ? dailySeed() : variant === current.variant && (day || this.#dailySinceStart) ? current.seed : `daily:${day || today()}`;
    const seed = this.daily ? daily : acceptSeed(this.#warn, this.seed, current?.seed);
    this.seed = seed ?? null;
    const redeals = acceptRedeals(this.#warn, this.redeals, variant, current?.redeals, this.getAttribute('redeals'));
    if (this.redeals === null || isRedealCount(this.redeals)) this.#goodRedeals = this.redeals;
    else this.redeals = this.#goodRedeals;
    return { variant, seed, redeals, redealAnytime: this.redealAnytime };
  }
}

// A page that loads the script twice keeps the first definition rather than failing.
if (!customElements.get('montana-solitaire')) customElements.define('montana-solitaire', MontanaSolitaire);
