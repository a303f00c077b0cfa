/**
 * What the solver does for the element (see solver-controller.ts), loaded on demand with
 * the first request: it asks the worker, and turns the answers into what the player sees
 * and hears.
 */
import { Game, type HintResult, type Move, type ReviewEntry, type ReviewOptions } from '../engine.js';
import { reviewRounds, reviewSteps } from '../engine/review.js';
import { positionsPassed } from '../engine/hint.js';
import { GLIDE_MS } from './glide-controller.js';
import { cardName, type Strings } from './i18n.js';
import type { SolverAnswers, SolverQuestion, SolverRequestType } from '../worker/protocol.js';
import { SolverClient } from './solver-client.js';
import { CANCELLED, type SolverController } from './solver-controller.js';

/**
 * A move in words: the card and where it goes ("7 of hearts to row 2, column 5"), as
 * i18n.ts's describeAction says a move (not called from there: the script-tag file has no
 * bytes for the extra function).
 */
export const describeMove = (strings: Strings, move: Move): string => strings.moved(cardName(strings, move.card), move.to);

/** What a hint says (a hint is on show only once this module has loaded): the move, or to redeal, or that there is none. */
export function describeHint(strings: Strings, { action, proven }: HintResult): string {
  if (action === null) return strings.hintNone;
  if (action === 'redeal') return strings.hintRedeal;
  return strings.hintMove(describeMove(strings, action), proven);
}

/** How long the solver may think about a hint. */
const SOLVER_MS = 1000;

export class SolverWork {
  /** The line to the worker: one worker for the element while it is in the page. */
  readonly client = new SolverClient();
  readonly #solver: SolverController;

  constructor(solver: SolverController) {
    this.#solver = solver;
  }

  /**
   * Asks the worker. Whatever the request (a hint, a review's search, a winnable deal), a
   * page that does not let the worker run turns the solver off, saying so; a request that
   * failed on its own leaves it on (the next starts a new worker).
   */
  async #ask<Type extends SolverRequestType>(question: SolverQuestion<Type>): Promise<SolverAnswers[Type]> {
    try {
      return await this.client.ask(question);
    } catch (error) {
      if (this.client.failure) this.#solver.off(this.client.failure);
      throw error;
    }
  }

  /** A hint for the game as it is (the controller has said it is thinking). */
  async hint(): Promise<HintResult> {
    const solver = this.#solver;
    const { link } = solver;
    try {
      const game = link.game();
      solver.shown = await this.#ask({ type: 'hint', position: game.snapshot(), options: { timeLimitMs: SOLVER_MS }, passed: positionsPassed(game) });
      link.announce(describeHint(link.strings(), solver.shown));
      return solver.shown;
    } catch (error) {
      // A request that failed on its own (not cancelled; the solver off is said already): nothing to show, and why in the console.
      const { name, message } = error as Error;
      if (!this.client.failure && name !== CANCELLED) {
        link.announce('');
        link.warn(message, `<montana-solitaire>: ${message}.`);
      }
      throw error;
    }
  }

  /** Plays out a winning line: the hint's on show, or a new hint's. */
  async showWin(): Promise<boolean> {
    const solver = this.#solver;
    const proven = solver.shown?.proven ? solver.shown : await solver.hint();
    if (!proven.line) throw new Error('Cannot show a win: the solver proved none from this position in its time');
    let version = solver.version;
    for (const move of proven.line) {
      if (version !== solver.version) return false;
      solver.host.play(move.from, move.to);
      version = solver.version;
      await new Promise((resolve) => setTimeout(resolve, GLIDE_MS * 1.5));
    }
    return version === solver.version;
  }

  /** The review of the game, round by round, each of its searches a request of its own: the review's slices. */
  async review(options?: ReviewOptions): Promise<ReviewEntry[]> {
    const entries = [];
    for (const round of reviewRounds(this.#solver.link.game())) {
      const steps = reviewSteps(round, options);
      let step = steps.next();
      while (!step.done) step = steps.next(await this.#ask({ type: 'solve', ...step.value }));
      entries.push(step.value.entry);
    }
    return entries;
  }

  /** The deal `winnable` plays from `game`'s seed (see SolverController.seek). */
  async seek(game: Game): Promise<Game | null> {
    const { variant, seed, redeals, redealAnytime } = game;
    try {
      // The variant's definition as the game's snapshot carries it (the element reads no rules from VARIANTS).
      const found = await this.#ask({ type: 'winnable', definition: game.snapshot().definition, seed });
      return new Game({ variant, seed: found.seed, redeals, redealAnytime });
    } catch (error) {
      const { name, message } = error as Error;
      if (name === CANCELLED) return null;
      // No worker: hints are off too (said). No deal proven: only this deal goes unchecked.
      if (!this.client.failure) this.#solver.link.warn(`winnable ${seed}`, `<montana-solitaire>: winnable: ${message}; seed ${JSON.stringify(seed)} is dealt unchecked.`);
      return game;
    }
  }
}
