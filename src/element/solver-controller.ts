import type { ReactiveController, ReactiveElement } from 'lit';
import { Game, type Cell, type HintResult, type Move } from '../engine.js';
import { GLIDE_MS } from './glide-controller.js';
import { describeHint } from './i18n.js';
import { CANCELLED, SolverClient } from './solver-client.js';
import { isUnderWay, type ElementLink } from './view.js';

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
  readonly #client = new SolverClient();
  #asking: Promise<HintResult> | null = null;
  /** Counts changes of the game, so a winning line being shown stops when anything else happens. */
  #version = 0;

  constructor(host: SolverHost, link: ElementLink) {
    this.#host = host;
    this.#link = link;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#client.stop();
    // A winning line being shown stops too: a removed element plays no more moves.
    this.#version++;
  }

  /** Whether a hint can be asked for: a game under way, no search for a deal, and a worker that runs. */
  get available(): boolean {
    return isUnderWay(this.#link.game()) && !this.seeking && !this.#client.failure;
  }

  /**
   * The game changed: a hint being computed or shown, or a search for a deal, no longer
   * applies (a move played meanwhile, from script, ends the search: that deal is played on).
   */
  forget(): void {
    this.#version++;
    this.shown = null;
    this.seeking = false;
    this.#client.cancel();
    this.#host.requestUpdate();
  }

  /** The element's `hint()`. */
  async hint(): Promise<HintResult> {
    if (this.seeking) throw new Error('Cannot give a hint yet: a winnable deal is still being looked for');
    const asked = (this.#asking = this.#client.ask({ type: 'hint', position: this.#link.game().snapshot(), options: { timeLimitMs: SOLVER_MS } }));
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
      if (this.#client.failure) this.#failed(error as Error);
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
      const found = await this.#client.ask({ type: 'winnable', variant, seed });
      return new Game({ variant, seed: found.seed, redeals, redealAnytime });
    } catch (error) {
      const { name, message } = error as Error;
      if (name === CANCELLED) return null;
      // No worker: hints are off too. No deal proven: only this deal goes unchecked.
      if (this.#client.failure) this.#failed(error as Error);
      else this.#link.warn(`winnable ${seed}`, `<montana-solitaire>: winnable: ${message}; seed ${JSON.stringify(seed)} is dealt unchecked.`);
      return game;
    }
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
