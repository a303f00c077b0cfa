import type { ReactiveController, ReactiveElement } from 'lit';
import type { Cell, Game, HintResult, Move, ReviewEntry, ReviewOptions } from '../engine.js';
import { loadOnDemand } from './load-on-demand.js';
import type { SolverWork } from './solver-work.js';
import { isUnderWay, type ElementLink } from './view.js';

/**
 * Where the solver's worker is: beside the element's module by default, as the script-tag file's
 * neighbour, or as the file a bundler (Vite, webpack 5) emits for this `new URL(…,
 * import.meta.url)` in an app that imports the package. (The comment only keeps Vite from
 * rewriting it in this project's own build; the npm build drops it, so an app's bundler
 * sees the plain form.) A page that serves the file elsewhere sets `MontanaSolitaire.solverUrl`.
 */
export const solverWorker: { url: string | URL } = { url: new URL(/* @vite-ignore */ './solver-worker.js', import.meta.url) };

/** A cancelled request rejects with this name, like a fetch that was aborted. */
export const CANCELLED = 'AbortError';

/** Why a request was cancelled: the game it was about changed (or the element left the page). */
export const gameChanged = (): DOMException => new DOMException('The solver was stopped: the game changed', CANCELLED);

/** An element that plays a winning line with its own `play()` (and, for after-game.ts, reviews and shares its game). */
export type SolverHost = ReactiveElement & { play(card: Cell, to: Cell): Move; share(): Promise<string>; review(): Promise<ReviewEntry[]> };

/**
 * The element's use of the solver: hints, showing a proven win, and the search for a
 * winnable deal. Here is what the view reads and what happens at once (the Hint button
 * says it is thinking); the work itself (solver-work.ts) loads on demand with the first
 * request. One worker serves the element while it is in the page; a change of the game
 * cancels what the solver is doing for the old one, and the worker stays for the next.
 */
export class SolverController implements ReactiveController {
  /** A hint is being computed. */
  thinking = false;
  /** The hint on show, for the position it was given in (forgotten at any change of the game). */
  shown?: HintResult | null;
  /** A winnable deal is being looked for; the board waits. */
  seeking?: boolean;
  /** Counts changes of the game: what the solver does for a game stops when it changes. */
  version = 0;
  /** The hint being computed for the game as it is: a second `hint()` meanwhile waits for it (not aborting it), and its end stops the thinking. */
  asking?: Promise<HintResult> | null;
  /** Why the solver is off on this page (its code or its worker cannot load), once known. */
  failure?: string;

  readonly host: SolverHost;
  readonly link: ElementLink;
  #work: Promise<SolverWork> | undefined;
  /** The hint last counted as a player's help. */
  #counted: Promise<HintResult> | undefined;
  /** What the solver does, once loaded. */
  #loaded: SolverWork | undefined;

  constructor(host: SolverHost, link: ElementLink) {
    this.host = host;
    this.link = link;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#loaded?.client.stop();
    // A winning line being shown stops too: a removed element plays no more moves; a hint asked once it is back is a new one.
    this.version++;
    // Its "Thinking…" goes from the live region with the hint: an element put back in the page is not thinking.
    if (this.asking) this.link.announce('');
    this.asking = null;
    this.think(false);
  }

  /** Whether a hint can be asked for: a game under way, no search for a deal, and a solver that runs. */
  get available(): boolean {
    return isUnderWay(this.link.game()) && !this.seeking && !this.failure;
  }

  /**
   * The game changed: a hint being computed or shown, or a search for a deal, no longer
   * applies (a move played meanwhile, from script, ends the search: that deal is played on).
   */
  forget(): void {
    this.version++;
    this.shown = null;
    this.seeking = this.thinking = false;
    this.asking = null;
    this.#loaded?.client.cancel();
    this.host.requestUpdate();
  }

  /** The element's `hint()`, and a shown win's when none is on show; `help` counts a player's as help, once for each hint computed (asked again meanwhile, it is the same hint). */
  hint(help?: () => void): Promise<HintResult> {
    if (this.seeking) return Promise.reject(new Error('Cannot give a hint yet: a winnable deal is still being looked for'));
    if (!this.asking) {
      this.think(true);
      this.link.announce(this.link.strings().thinking);
      const computed: Promise<HintResult> = this.#do((work) => work.hint()).finally(() => {
        if (this.asking !== computed) return;
        this.asking = null;
        this.think(false);
      });
      this.asking = computed;
    }
    const asked = this.asking;
    if (help && asked !== this.#counted) {
      this.#counted = asked;
      help();
    }
    return asked;
  }

  /** The element's `showWin()`. */
  showWin(): Promise<boolean> {
    return this.#do((work) => work.showWin());
  }

  /** The element's `review()`. */
  review(options?: ReviewOptions): Promise<ReviewEntry[]> {
    return this.#do((work) => work.review(options));
  }

  /**
   * Looks for the deal `winnable` plays from `game`'s seed. Resolves with it; with `game`
   * itself, after a warning, when none is proven or the solver cannot run; with null when
   * the search was cancelled.
   */
  seek(game: Game): Promise<Game | null> {
    this.seeking = true;
    this.host.requestUpdate();
    return this.#do((work) => work.seek(game)).catch((error: Error) => (error.name === CANCELLED ? null : game));
  }

  think(thinking: boolean): void {
    this.thinking = thinking;
    this.host.requestUpdate();
  }

  /** Says plainly that hints are off (and why, once, in the console); play goes on. */
  off(failure: string): Error {
    this.failure = failure;
    this.link.announce(this.link.strings().solverOff);
    this.link.warn('solver', `<montana-solitaire>: ${failure}.`);
    return new Error(failure);
  }

  /** Runs `task` once the work has loaded, unless the game changed meanwhile. */
  #do<Result>(task: (work: SolverWork) => Promise<Result>): Promise<Result> {
    const version = this.version;
    this.#work ??= loadOnDemand().then(({ SolverWork }) => (this.#loaded = new SolverWork(this)));
    return this.#work.then(
      (work) => {
        if (version !== this.version) throw gameChanged();
        return task(work);
      },
      (error: Error) => {
        throw this.off(`The solver is off on this page: ${error.message}`);
      },
    );
  }
}
