/**
 * What a player can do once a game has ended, loaded on demand: review it on the board,
 * replay it, and share it.
 *
 * The review and the replay show a copy of the game in place of the one played, stepped
 * with the copy's own undo and redo: the game played, its events, its statistics and its
 * autosave are untouched, so a replay fires no `move` event. Any change of the game played
 * (an undo, a new game) ends them, as it ends a hint: they belong to the game's version
 * (SolverController.version) they were opened for.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { Game, type Action, type Cell, type ReviewSlip } from '../engine.js';
import type { GlideController } from './glide-controller.js';
import { describeAction, type AfterGameStrings, type Strings } from './i18n.js';
import { afterGameTexts } from './on-demand-texts.js';
import type { SolverController } from './solver-controller.js';
import { panels, styleOnDemand } from './panels.js';
import { describeHint, describeMove } from './solver-work.js';
import { board, isUnderWay, line, message, type ViewState } from './view.js';

/** How long a replay shows each action: time to see the card glide and where it went. */
export const REPLAY_STEP_MS = 700;

/** A control of a line under the board: its label, what it does, whether it is the line's first choice, and whether it is off. */
type Control = [label: string, action: () => void, primary?: boolean, disabled?: boolean, name?: string];

const controls = (list: Control[]) =>
  list.map(
    ([label, action, primary, disabled, name]) =>
      html` <button class=${primary ? 'primary' : nothing} name=${name ?? nothing} ?disabled=${disabled} @click=${action}>${label}</button>`,
  );

/** The line under the board of a review or replay (as view.ts's `line`): its controls, then its words on a line of their own (see styleOnDemand). */
const lineWith = (text: string, list: Control[]) => html`<div class="message steps" part="message">${controls(list)} <span>${text}</span></div>`;

/** The review or replay on show for an element (by its solver controller), and a message from Share. */
const showings = new WeakMap<SolverController, Showing>();
const notes = new WeakMap<SolverController, { version: number; text: (texts: AfterGameStrings) => string }>();

/** A copy of the ended game on the board, at one of its positions. */
class Showing {
  readonly game: Game;
  readonly solver: SolverController;
  readonly version: number;
  /** The actions of the game played; the copy has played the first `at` of them. */
  readonly actions: Action[];
  /** How many moves the game played has. */
  readonly moveCount: number;
  at: number;
  lights: [Cell[], Cell[]] = [[], []];
  /** What the line says (and the live region said), in the language of the moment: a change of language shows at once. */
  words: (strings: Strings) => string = () => '';
  /** A replay (else a review). */
  readonly replay: boolean;
  /** The review's slips (a round's at most), each with the index in `actions` of its move; `undefined` while the review runs. */
  slips?: { slip: ReviewSlip; at: number }[];
  timer?: ReturnType<typeof setTimeout>;

  constructor(solver: SolverController, replay: boolean) {
    const played = solver.link.game();
    this.solver = solver;
    this.version = solver.version;
    this.replay = replay;
    this.actions = played.history;
    this.at = this.actions.length;
    this.moveCount = played.moveCount;
    // A copy with the whole history to undo and redo.
    this.game = Game.load(played.save());
  }

  /** Undoes or redoes the copy to `at` actions played, and says where it is. */
  go(at: number): void {
    const game = this.game;
    for (; this.at > at; this.at--) game.undo();
    for (; this.at < at; this.at++) game.redo();
    this.describe();
  }

  /** One action on (with its glide, when a move) or `by` actions on or back, and renders. */
  step(by: number, glide: GlideController): void {
    const action = this.actions[this.at];
    this.go(this.at + by);
    if (by === 1 && action.type === 'move') glide.move = action;
    this.solver.host.requestUpdate();
  }

  /** What the line says and lights at this position: the slip there, else the action that led to it (said aloud in a review; a replay's steps are only shown). */
  describe(): void {
    const { at, moveCount } = this;
    const { moveCount: move, redealsLeft } = this.game;
    const last = this.actions[at - 1];
    const slip = this.slips?.find((found) => found.at === at)?.slip;
    this.lights = [[], []];
    if (slip) {
      this.lights = [[slip.instead.from, slip.instead.to], [slip.played.from, slip.played.to]];
      this.say((strings) => afterGameTexts(strings).slip(slip.move, describeMove(strings, slip.played), describeMove(strings, slip.instead), slip.exact));
    } else {
      this.say((strings) => `${afterGameTexts(strings).step(move, moveCount)}${last ? `: ${describeAction(strings, last, redealsLeft)}` : ''}`, !this.replay);
    }
  }

  /** Shows `words` on the line, and says them in the live region when `aloud`. */
  say(words: (strings: Strings) => string, aloud = true): void {
    this.words = words;
    if (aloud) this.solver.link.announce(words(this.solver.link.strings()));
  }

  /** The line under the board: what it says, and the choices. */
  line({ strings, glide }: ViewState) {
    const texts = afterGameTexts(strings);
    const end = () => close(this.solver, this.replay ? 'replay' : 'review');
    const words = this.words(strings);
    if (this.replay) return lineWith(words, [[texts.stop, end, true]]);
    if (!this.slips) return lineWith(texts.reviewing, [[texts.close, end, true]]);
    const nextSlip = this.slips.find((found) => found.at > this.at);
    // The focus stays on the control pressed, or, when it went off (Back at the deal, Next at the end), on the line's first that is on.
    const step = (by: number, name: string) => {
      this.step(by, glide);
      show(this.solver, this, `[name=${name}]:not(:disabled)`);
    };
    const choices: Control[] = [
      [texts.back, () => step(-1, 'back'), false, this.at === 0, 'back'],
      [texts.next, () => step(1, 'next'), true, this.at === this.actions.length, 'next'],
    ];
    // A game may throw a proven win away in more than one round.
    if (this.slips.length > 1) choices.push([texts.nextSlip, () => step(nextSlip!.at - this.at, 'slip'), false, !nextSlip, 'slip']);
    return lineWith(words, [...choices, [texts.close, end]]);
  }
}

/** The review or replay on show for the game as it is, if any (ended by any change of the game). */
function shown(solver: SolverController): Showing | null {
  const showing = showings.get(solver);
  if (showing?.version === solver.version) return showing;
  clearTimeout(showing?.timer);
  showings.delete(solver);
  return null;
}

/** The copy a review or replay shows for the game as it is, if any. */
export const gameOnShow = (solver: SolverController): Game | undefined => shown(solver)?.game;

/**
 * Shows `showing`, or the game played again with null, and moves the focus to `focus` in
 * the line under the board: by default its first choice that can be taken.
 */
function show(solver: SolverController, showing: Showing | null, focus = '.primary:not(:disabled)'): void {
  const { host } = solver;
  clearTimeout(showings.get(solver)?.timer);
  if (showing) showings.set(solver, showing);
  else showings.delete(solver);
  host.requestUpdate();
  host.updateComplete.then(() => {
    // A replay that ends, or a review that comes, long after the click: not where the player has put the focus on the page meanwhile.
    if (!(host.renderRoot as ShadowRoot).activeElement && document.activeElement !== document.body) return;
    // The line's first choice may be off (Next at the game's last action): then its first control that is on.
    (host.renderRoot.querySelector<HTMLElement>(`.message ${focus}`) ?? host.renderRoot.querySelector<HTMLElement>('.message button:not(:disabled)'))?.focus();
  });
}

/** Ends the review or replay, and the focus goes back to the button that opened it; a review still being computed is cancelled. */
function close(solver: SolverController, opener: string): void {
  const showing = showings.get(solver);
  if (showing && !showing.replay && !showing.slips) solver.forget();
  show(solver, null, `[name=${opener}]`);
}

/** The review on the board: steps back to the first move that threw a proven win away, lights it and the better move, and says it (Next slip goes to a later round's). */
async function review(solver: SolverController): Promise<void> {
  const showing = new Showing(solver, false);
  showing.say((strings) => afterGameTexts(strings).reviewing);
  show(solver, showing);
  try {
    const entries = await solver.host.review();
    if (showings.get(solver) !== showing) return;
    // The position before a slip: its move is the next action, after any redeal before it.
    const atMove = (move: number) => {
      let moves = 0;
      return showing.actions.findIndex((action) => action.type === 'move' && ++moves === move);
    };
    const slips = (showing.slips = entries.flatMap(({ slip }) => (slip ? [{ slip, at: atMove(slip.move) }] : [])));
    if (slips.length) showing.go(slips[0].at);
    else showing.say((strings) => afterGameTexts(strings).noSlip);
    show(solver, showing);
  } catch {
    // Cancelled (the game changed or the review was closed), or the solver is off (said already): the focus back on Review, or
    // on Replay beside it when Review went off with the solver.
    if (showings.get(solver) === showing) show(solver, null, ':is([name=review],[name=replay]):not(:disabled)');
  }
}

/** Plays the game back from its deal at a readable pace, each move with its glide; stops at the end, or when asked. */
function replay(solver: SolverController, view: ViewState): void {
  const showing = new Showing(solver, true);
  showing.go(0);
  showing.say((strings) => afterGameTexts(strings).replaying);
  const next = () => {
    if (shown(solver) !== showing) return;
    if (showing.at === showing.actions.length) {
      // Its steps were only shown: the end is said (the last action), as the focus goes back to Replay.
      solver.link.announce(showing.words(solver.link.strings()));
      return show(solver, null, '[name=replay]');
    }
    showing.step(1, view.glide);
    showing.timer = setTimeout(next, REPLAY_STEP_MS);
  };
  show(solver, showing);
  showing.timer = setTimeout(next, REPLAY_STEP_MS);
}

/** Shares `share()`'s text with the Web Share API, or copies it, and says which; when neither takes it, shows it to copy. */
async function share(solver: SolverController): Promise<void> {
  const version = solver.version;
  const text = await solver.host.share();
  let said = (texts: AfterGameStrings) => texts.copied;
  try {
    if (navigator.share) {
      await navigator.share({ text });
      said = (texts) => texts.shared;
    } else {
      await navigator.clipboard.writeText(text);
    }
  } catch (error) {
    // The player closed the share sheet: nothing to say.
    if ((error as Error).name === 'AbortError') return;
    said = (texts) => texts.copyThis(text);
  }
  if (version !== solver.version) return;
  // Shown in the language of the moment; said once, in the live region (the note is no live region of its own, or it would be said twice).
  notes.set(solver, { version, text: said });
  solver.link.announce(said(afterGameTexts(solver.link.strings())));
  solver.host.requestUpdate();
}

/** The controls after a game (Review, Replay, Share), and what Share said last. */
function afterGame(view: ViewState) {
  const { solver, strings, game } = view;
  const texts = afterGameTexts(strings);
  const note = notes.get(solver);
  return html`<div class="message">
    ${controls([
      [texts.review, () => review(solver), false, !!solver.failure, 'review'],
      [texts.replay, () => replay(solver, view), false, !game.canUndo(), 'replay'],
      [texts.share, () => share(solver), false, false, 'share'],
    ])}
    ${note?.version === solver.version ? html`<span class="note">${note.text(texts)}</span>` : nothing}
  </div>`;
}

/**
 * What the element shows under its toolbar once what loads on demand has loaded: the
 * board and the line under it (view.ts's, or the hint on show), or a review or replay on
 * show in their place; then what can follow a game that has ended, and the panels and
 * question that are open.
 */
export function body(view: ViewState): (TemplateResult | typeof nothing | (TemplateResult | typeof nothing)[])[] {
  const { solver, game, strings, input } = view;
  const showing = shown(solver);
  if (showing) {
    styleOnDemand(solver.host.renderRoot as ShadowRoot);
    return [board({ ...view, game: showing.game }, showing.lights), showing.line(view), panels(view)];
  }
  const playing = game.status === 'playing' && !solver.seeking;
  const hint = playing && solver.shown;
  const said = hint ? nothing : message(view);
  return [
    board(view),
    hint
      ? line(describeHint(strings, hint), hint.proven ? [strings.showWin, input.actions.showWin] : undefined)
      : // The Hint button is off for good on this page: the line says why, where it has nothing else to say (here, not in
        // view.ts's message(), which the script-tag file draws before this file loads, and which has no bytes left for it).
        playing && solver.failure && said === nothing ? line(strings.solverOff) : said,
    isUnderWay(game) || solver.seeking ? nothing : afterGame(view),
    panels(view),
  ];
}
