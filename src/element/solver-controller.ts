import type { ReactiveController, ReactiveElement } from 'lit';
import { Game, type Cell, type HintResult, type Move } from '../engine.js';
import type { SolverAnswers, SolverQuestion, SolverRequestType } from '../worker/protocol.js';
import { GLIDE_MS } from './glide-controller.js';
import { describeHint } from './i18n.js';
import type { SolverClient } from './solver-client.js';
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

/** The part of the worker's client the controller uses; a page that could not load the client gets a stand-in that says why. */
type Client = Pick<SolverClient, 'ask' | 'cancel' | 'stop' | 'failure'>;

/** How long the solver may think about a hint. */
const SOLVER_MS = 1000;

/** An element that plays a winning line with its own `play()`. */
type SolverHost = ReactiveElement & { play(card: Cell, to: Cell): Move };

/**
 * The element's use of the solver: hints, showing a proven win, and the search for a
 * winnable deal. One worker serves the element while it is in the page; a change of the
 * game cancels what the solver is doing for the old one, and the worker stays for the next.
 */
export class SolverController implements ReactiveController {
  /** A hint is being computed. */
  thinking = false;
  /** The hint on show, for the position it was given in (forgotten at any change of the game). */
  shown: HintResult | null = null;
  /** A winnable deal is being looked for; the board waits. */
  seeking = false;

  readonly #host: SolverHost;
  readonly #link: ElementLink;
  /** The worker's client, loaded with the first request (see on-demand.ts): null until it is. */
  #client: Client | null = null;
  #loading: Promise<Client> | null = null;
  #asking: Promise<HintResult> | null = null;
  /** Counts changes of the game, so a winning line being shown stops when anything else happens. */
  #version = 0;

  constructor(host: SolverHost, link: ElementLink) {
    this.#host = host;
    this.#link = link;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#client?.stop();
    // A winning line being shown stops too: a removed element plays no more moves.
    this.#version++;
  }

  /** Whether a hint can be asked for: a game under way, no search for a deal, and a worker that runs. */
  get available(): boolean {
    return isUnderWay(this.#link.game()) && !this.seeking && !this.#client?.failure;
  }

  /**
   * The game changed: a hint being computed or shown, or a search for a deal, no longer
   * applies (a move played meanwhile, from script, ends the search: that deal is played on).
   */
  forget(): void {
    this.#version++;
    this.shown = null;
    this.seeking = false;
    this.#client?.cancel();
    this.#host.requestUpdate();
  }

  /** The element's `hint()`. */
  async hint(): Promise<HintResult> {
    if (this.seeking) throw new Error('Cannot give a hint yet: a winnable deal is still being looked for');
    const asked = (this.#asking = this.#ask({ type: 'hint', position: this.#link.game().snapshot(), options: { timeLimitMs: SOLVER_MS } }));
    this.#think(true);
    this.#link.announce(this.#link.strings().thinking);
    try {
      this.shown = await asked;
      this.#link.announce(describeHint(this.#link.strings(), this.shown));
      return this.shown;
    } catch (error) {
      // Hints go off only when the page does not let the worker run; a request that failed
      // on its own leaves them on (the next starts a new worker).
      const { name, message } = error as Error;
      if (this.#client?.failure) this.#failed(error as Error);
      else if (name !== CANCELLED) {
        this.#link.announce('');
        this.#link.warn(message, `<montana-solitaire>: ${message}.`);
      }
      throw error;
    } finally {
      if (this.#asking === asked) this.#think(false);
    }
  }

  /** The element's `showWin()`. */
  async showWin(): Promise<boolean> {
    const proven = this.shown?.proven ? this.shown : await this.hint();
    if (!proven.line) throw new Error('Cannot show a win: the solver proved none from this position in its time');
    let version = this.#version;
    for (const move of proven.line) {
      if (version !== this.#version) return false;
      this.#host.play(move.from, move.to);
      version = this.#version;
      await new Promise((resolve) => setTimeout(resolve, GLIDE_MS * 1.5));
    }
    return version === this.#version;
  }

  /**
   * Looks for the deal `winnable` plays from `game`'s seed. Resolves with it; with `game`
   * itself, after a warning, when none is proven or the worker cannot run; with null when
   * the search was cancelled.
   */
  async seek(game: Game): Promise<Game | null> {
    this.seeking = true;
    this.#host.requestUpdate();
    const { variant, seed, redeals, redealAnytime } = game;
    try {
      const found = await this.#ask({ type: 'winnable', variant, seed });
      return new Game({ variant, seed: found.seed, redeals, redealAnytime });
    } catch (error) {
      const { name, message } = error as Error;
      if (name === CANCELLED) return null;
      // No worker: hints are off too. No deal proven: only this deal goes unchecked.
      if (this.#client?.failure) this.#failed(error as Error);
      else this.#link.warn(`winnable ${seed}`, `<montana-solitaire>: winnable: ${message}; seed ${JSON.stringify(seed)} is dealt unchecked.`);
      return game;
    }
  }

  /**
   * Sends a request to the worker, once its client has loaded. A change of the game while
   * it loads cancels the request, as it would a request being answered.
   */
  async #ask<Type extends SolverRequestType>(question: SolverQuestion<Type>): Promise<SolverAnswers[Type]> {
    const version = this.#version;
    const client = await (this.#loading ??= import('./on-demand.js').then(
      ({ SolverClient }) => (this.#client = new SolverClient()),
      (error: Error) => (this.#client = offClient(`The solver is off on this page: its code could not be loaded (${error.message}); the script-tag file needs montana-solitaire-on-demand.js beside it`)),
    ));
    if (version !== this.#version) throw gameChanged();
    return client.ask(question);
  }

  #think(thinking: boolean): void {
    this.thinking = thinking;
    this.#host.requestUpdate();
  }

  /** Says plainly that hints are off (and why, once, in the console); play goes on. */
  #failed(error: Error): void {
    this.#link.announce(this.#link.strings().solverOff);
    this.#link.warn('solver', `<montana-solitaire>: ${error.message}.`);
  }
}

/** The client of a page that could not load the worker's client: every request fails with why. */
function offClient(failure: string): Client {
  return { failure, ask: () => Promise.reject(new Error(failure)), cancel() {}, stop() {} };
}
