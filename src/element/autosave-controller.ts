import type { ReactiveController, ReactiveElement } from 'lit';
import { Game, isWinnableCandidate, type VariantName } from '../engine.js';
import { acceptStorageKey, type Warn } from './attributes.js';
import { dayOf, recordDay } from './daily.js';
import { StatsEvent, type WinDetail } from './events.js';
import { emptyStats, recordGame, type Stats } from './stats.js';
import { actedOn } from './view.js';
import { AUTOSAVE_FORMAT, readRecord, writeRecord, type AutosaveRecord, type Help } from './storage.js';

/** The game the attributes ask for. */
export interface AskedGame {
  variant: VariantName;
  seed: string | undefined;
  redeals: number;
}

/** What the controller hears of the window (see `handleEvent`). */
const WINDOW_EVENTS = ['pagehide', 'pageshow', 'storage'];

/** The controllers of the elements on the page, to tell when two save under one key. */
const connected = new Set<AutosaveController>();

/** The game to save (none yet: nothing to save) and its playing time. */
type Progress = () => [game: Game | undefined, elapsedMs: number];

/**
 * The statistics per variant and the help the current game had (which makes a win not
 * clean), and with `autosave` the game, its help and the statistics kept in localStorage:
 * saved soon after every change, and at once when the page is left or the element removed.
 * What another tab saves under the same key is newer, so it is taken at once (`theirs`):
 * else this tab, left later, would write its older game and statistics over it.
 */
export class AutosaveController implements ReactiveController {
  /** Statistics per variant. */
  stats: Stats = {};
  /** The saved game left under way that the first game takes the place of, not resumed: the element counts it as it does the game a new deal replaces. */
  left?: Game;

  readonly #host: ReactiveElement;
  readonly #progress: Progress;
  readonly #warn: Warn;
  /** The current game's result is already in the statistics (set when it starts). */
  #counted!: boolean;
  /** The help the current game had (set when it starts). */
  #help!: Help;
  /** The storage key in use: the last good `autosave` value, resolved. */
  #key: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  readonly #theirs: () => void;

  /** `theirs`: another tab saved under this key (the element resumes that record). */
  constructor(host: ReactiveElement, progress: Progress, warn: Warn, theirs: () => void) {
    this.#host = host;
    this.#progress = progress;
    this.#warn = warn;
    this.#theirs = theirs;
    host.addController(this);
  }

  hostConnected(): void {
    connected.add(this);
    for (const type of WINDOW_EVENTS) window.addEventListener(type, this);
  }

  hostDisconnected(): void {
    this.#saveNow();
    connected.delete(this);
    for (const type of WINDOW_EVENTS) window.removeEventListener(type, this);
    // The next element under the key, if any, saves now, not at its next action.
    for (const other of connected) if (other.#key === this.#key) other.schedule();
  }

  /**
   * A page being left gets the last action saved at once, not a timer later; another
   * tab's save under this key is taken (a frame's `sessionStorage` write under it is no
   * save), and so is the record when the page comes back from the back/forward cache
   * (WebKit hands a page there no `storage` events later).
   */
  handleEvent(event: Event): void {
    if (event.type === 'pagehide') this.#saveNow();
    else if ((event as PageTransitionEvent).persisted || ((event as StorageEvent).key === this.#key && (event as StorageEvent).storageArea === localStorage)) this.#theirs();
  }

  /**
   * Saves under the key the `autosave` attribute asks for (absent: none); a bad one keeps
   * the last good key. Two elements of a page cannot share one: a page hears no `storage`
   * events of its own writes, so each would write over the other's game and statistics.
   * So the first of the page's elements under a key saves; one that comes to it later
   * reads the record as any does, but saves only once the first has left the page (as
   * the board a page's transition brings in, while the board it replaces leaves).
   * Returns whether the key changed (the element then reads the record under it).
   */
  useKey(value: string | null, id: string): boolean {
    const before = this.#key;
    this.#key = acceptStorageKey(this.#warn, value, id, before);
    if (this.#key && !this.#saves()) this.#refuse('another element of the page saves under it; this one saves once that one has left (give each an id or a key of its own)');
    this.schedule();
    return this.#key !== before;
  }

  /** This is the first of the page's elements under its key (one it has), the one that saves. */
  #saves(): boolean {
    for (const other of connected) if (other.#key === this.#key) return other === this;
    return false;
  }

  /**
   * The saved game and its record, when it is the game `asked` says (a `variant`, `seed`
   * or `redeals` left out asks for any; with `winnable`, the seed may be a deal found from
   * the asked seed). Null, after a warning when there is a record, when there is none to
   * resume. The record's statistics are taken either way. A record read while a game is
   * in progress (another tab wrote it) that holds that very game (the other tab only
   * left it) has nothing to resume: its help is taken too, and the game plays on.
   */
  savedGame(asked: () => Partial<AskedGame>, winnable: boolean): [game: Game, record: AutosaveRecord] | null {
    const record = this.#key === null ? null : readRecord(this.#key);
    const [playing] = this.#progress();
    // A record that cannot be resumed leaves a game in progress as it is.
    const instead = playing ? '' : '; a new game starts';
    if (record instanceof Error) {
      this.#refuse(record.message, instead);
      return null;
    }
    if (!record) return null;
    this.stats = record.stats;
    if (record.game === playing?.save()) {
      this.started(record);
      this.#host.requestUpdate();
      return null;
    }
    let game: Game;
    try {
      game = Game.load(record.game);
    } catch (error) {
      this.#refuse(`the saved game cannot be resumed (${(error as Error).message})`, instead);
      return null;
    }
    const { variant = game.variant, seed = game.seed, redeals = game.redeals } = asked();
    const seedAsked = seed === game.seed || (winnable && isWinnableCandidate(seed, game.seed));
    if (variant !== game.variant || !seedAsked || redeals !== game.redeals) {
      this.#refuse(`the saved game (${game.variant}, seed ${JSON.stringify(game.seed)}) is not the one the attributes ask for`);
      // Before the first game, a game left there is abandoned for the one asked (whose save takes its place): counted as a new deal counts
      // the game it replaces (see `left`), unless another element of the page plays it and saves under the key. Another tab's game, seen
      // while this one plays, is not; were it this game, left by a tab that counted it, its result is in the statistics just taken.
      if (!playing) this.left = !record.counted && actedOn(game) && this.#saves() ? game : undefined;
      else if (record.left === playing.save()) this.#counted = true;
      return null;
    }
    return [game, record];
  }

  /**
   * Warns that the storage could not be used as asked: `message` says why, `instead` what
   * happens instead. Once for each why: storage a sandboxed frame refuses fails the same
   * way to read and to save, and that is one warning.
   */
  #refuse(message: string, instead = ''): void {
    const why = `<montana-solitaire>: autosave ${JSON.stringify(this.#key)}: ${message}`;
    this.#warn(why, `${why}${instead}.`);
  }

  /** A game starts: new, with no help and not counted, or `resumed` from its record, with the help it had and maybe counted. */
  started(resumed?: AutosaveRecord): void {
    this.#counted = !!resumed?.counted;
    this.#help = { hints: 0, undos: 0, shown: 0, ...resumed?.help };
    // A game resumed is what the storage holds already: saved again (with the time a
    // moment later), it would go back to the tab that saved it, and back again.
    if (!resumed) this.schedule();
  }

  /** The game changed: saves soon. `help`: the change is help the player had (a hint asked, a move or redeal undone, a win shown), counted. */
  changed(help?: keyof Help): void {
    if (help) this.#help[help]++;
    this.schedule();
  }

  /** What the `win` event says of the help the current game had. */
  get help(): Pick<WinDetail, 'clean' | 'hints' | 'undos'> {
    const { hints, undos, shown } = this.#help;
    return { clean: !(hints || undos || shown), hints, undos };
  }

  /** Counts `game` once in its variant's statistics; returns the `stats` event for the element to dispatch (none when counted already). */
  count(game: Game, won: boolean): StatsEvent | undefined {
    if (this.#counted) return;
    this.#counted = true;
    const stats = recordGame(this.stats[game.variant] ?? emptyStats(), won, game.score, game.moveCount, won && this.help.clean);
    const day = dayOf(game.seed);
    if (day) stats.daily = recordDay(stats.daily, day, won);
    this.stats = { ...this.stats, [game.variant]: stats };
    this.#host.requestUpdate();
    return new StatsEvent({ variant: game.variant, ...stats });
  }

  /** Forgets every variant's statistics; returns a `stats` event for each variant forgotten, its counts at 0, for the element to dispatch. */
  reset(): StatsEvent[] {
    const forgotten = Object.keys(this.stats);
    this.stats = {};
    this.#host.requestUpdate();
    this.schedule();
    return forgotten.map((variant) => new StatsEvent({ variant: variant as VariantName, ...emptyStats() }));
  }

  /** Saves soon, once for any number of actions in one task, so writing never holds up play. */
  schedule(): void {
    if (this.#key !== null && this.#timer === undefined) this.#timer = setTimeout(this.#saveNow);
  }

  readonly #saveNow = (): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const [game, elapsedMs] = this.#progress();
    const key = this.#key;
    if (!game || key === null || !this.#saves()) return;
    const record: AutosaveRecord = { format: AUTOSAVE_FORMAT, version: 1, game: game.save(), elapsedMs, counted: this.#counted, help: this.#help, stats: this.stats, left: this.left?.save() };
    const error = writeRecord(key, record);
    if (error) this.#refuse(error.message, '; play goes on unsaved');
  };
}
