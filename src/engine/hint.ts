/**
 * The hint: the best next action for a player, from the solver's search and, where no
 * win is proven, from what the search met on the way (the best lines per first move) and
 * what sampled redeals promise. Everything here serves the hint only; the search itself
 * is the solver's (solver.ts).
 */
import type { Move } from './actions.js';
import type { Game } from './game.js';
import { GAP } from './cards.js';
import { changesRows } from './complete-moves.js';
import { redealCells } from './deal.js';
import { moveOf } from './position.js';
import { hasRedealWorth, redealWorth } from './redeal-worth.js';
import type { SearchWatcher } from './search.js';
import { readSnapshot } from './read-snapshot.js';
import { type Snapshot, redealRefusal, statusOf } from './snapshot.js';
import { DEFAULT_BUDGET_MS, type SearchOptions, type SolveOptions, checkRequest, searchFrom, solveTableau } from './solver.js';
import { Tableau } from './tableau.js';
import type { Rules } from './variants.js';

export interface HintResult {
  /** The suggested action, or null when the game is over. */
  action: Move | 'redeal' | null;
  /** True when the action starts a proven winning line. */
  proven: boolean;
  line?: Move[];
}

/** How many first moves `hint` judges over sampled redeals (its best by cards in place), and over how many redeals each. */
const JUDGED_MOVES = 3;
const SAMPLED_REDEALS = 4;
/**
 * The hint's budget: the search's share, and the share the search and the judging over
 * sampled redeals take together. The judging has what the search leaves of the latter,
 * so at least the difference: near a redeal, where the choice it makes counts most, the
 * search often proves a loss at once.
 */
const HINT_SEARCH_SHARE = 0.8;
const HINT_SHARE = 0.9;
/** The seen-table of a sampled redeal's short search: 2^16 entries (clearing the 32 MB one costs more than that search). */
const SAMPLE_TABLE = 1 << 16;

/** Per first move, the most cards in place met after it and the shortest line met that reaches them. */
type BestLine = { score: number; line: number[] };

/**
 * What the hint learns from a search: per first move (encoded), the most cards in place
 * met after it and the shortest line met to them, and where the variant has a table of
 * what a redeal's runs promise (redeal-worth.ts), the stuck end met after it whose runs
 * promise most (the line's score is then that worth). It has the search skip first moves
 * back to a position the deal has passed (`passed`), its winning lines too: a search
 * knows nothing of the game's history, and a win found by taking the last move back is
 * followed, one hint later, by a win found by playing it again, round in circles for
 * ever (measured in gaps-alter, free-parking, double-red-moon: every hint proven, none
 * getting anywhere). Where stuck ends are not judged it skips idle hops as first moves
 * too (`isIdleHop`: they can be taken back, so hints built on them could send 2s round in
 * circles). Skipping makes a `loss` unproven, so the hint never uses that answer. Where
 * stuck ends are judged idle hops are not skipped: the way to the end a hint heads for
 * may need a hop that is the first move of the next hint, whose search would then miss
 * that end.
 */
class BestLines implements SearchWatcher {
  readonly byFirstMove = new Map<number, BestLine>();
  readonly stuckEnds = new Map<number, BestLine>();
  /** Where a generated move list goes to tell a stuck position; null when stuck ends are not judged. */
  readonly #moves: Int32Array | null;

  /** The positions the deal has passed, as their cells' text. */
  readonly #passed: Set<string>;

  /** `stuckEndsOf`: the rules of the position searched, where its stuck ends are to be judged; `passed`: as `positionsPassed` gives them. */
  constructor(stuckEndsOf: Rules | null = null, passed: readonly (readonly number[])[] = []) {
    this.#moves = stuckEndsOf && new Int32Array(stuckEndsOf.cellCount * 4);
    this.#passed = new Set(passed.map(String));
  }

  skipsFirst(tableau: Tableau, move: number): boolean {
    return this.leadsBack(tableau, move) || (this.#moves === null && isIdleHop(tableau, move));
  }

  /** True for a move back to a position the deal has passed. */
  leadsBack(tableau: Tableau, move: number): boolean {
    tableau.play(move);
    const back = this.#passed.has(String(tableau.cells));
    tableau.undo(move);
    return back;
  }

  reached(tableau: Tableau, line: readonly number[], moves: number): void {
    keepBest(this.byFirstMove, tableau.score(), line);
    // Stuck when the search takes no move there and the rules give none either (or won:
    // then the search answers that win, and the hint never reads what is kept here).
    if (moves === 0 && this.#moves !== null && tableau.generateMoves(this.#moves) === 0) {
      keepBest(this.stuckEnds, redealWorth(tableau.rules, tableau.runLengths())!, line);
    }
  }
}

/** True for a 2 moved from column 0 to another column-0 gap that puts no more cards in place: a move that can be taken back. */
function isIdleHop(tableau: Tableau, move: number): boolean {
  if (!changesRows(tableau, move)) return false;
  const before = tableau.score();
  tableau.play(move);
  const after = tableau.score();
  tableau.undo(move);
  return after <= before;
}

/** Keeps the line in `best` when no line with its first move is known that scores more, or as much in fewer moves. */
function keepBest(best: Map<number, BestLine>, score: number, line: readonly number[]): void {
  const known = best.get(line[0]);
  if (!known || score > known.score || (score === known.score && line.length < known.line.length)) best.set(line[0], { score, line: line.slice() });
}

/** Lines best first: the higher score, then the shorter line. */
function bestFirst(lines: Iterable<BestLine>): BestLine[] {
  return [...lines].sort((a, b) => b.score - a.score || a.line.length - b.line.length);
}

/**
 * The best next action for a player with redeals left: the first move of a proven
 * winning line; otherwise, where the variant has a table of what a redeal's runs promise
 * (redeal-worth.ts) and the search met stuck ends, the first move towards the one whose
 * runs promise most; otherwise, of the first moves after which the search put more cards in
 * place, the one whose kept cards promise most over sampled redeals
 * (`bestOverSampledRedeals`; with no redeal left, the one putting the most cards in
 * place); never a move back to a position the deal has passed, nor a 2 from column 0 to
 * column 0 that puts no more cards in place unless the search met every position; when no
 * line puts more cards in place, `'redeal'` if a redeal is allowed now, else a move
 * that leads to no position passed and is not a 2 hopping between column-0 gaps (each
 * where another move is); `'redeal'` when the game is stuck;
 * null when it is over.
 */
export function hint(game: Game, options: SolveOptions = {}): HintResult {
  const [position, checked] = checkRequest('hint', game, options);
  return hintPosition(position, checked, positionsPassed(game));
}

/**
 * The positions the game has passed through since its deal or its last redeal, each as
 * its cells (as a snapshot's), the latest first: what `hintPosition` never leads back to.
 */
export function positionsPassed(game: Game): number[][] {
  const cells = Array.from(game.snapshot().cells);
  const passed: number[][] = [];
  for (const action of game.history.reverse()) {
    if (action.type === 'redeal') break;
    const from = game.cellIndex(action.from);
    const to = game.cellIndex(action.to);
    cells[from] = cells[to];
    cells[to] = GAP;
    passed.push(cells.slice());
  }
  return passed;
}

/**
 * `hint` for a position snapshot (see snapshot.ts): what the worker answers. A
 * `positionLimit` (an option of `solve` and `hint` too) bounds the search and the judging as the
 * time does, in the same shares, so that whole games by hint come out the same on every
 * run (`bench/autoplay.mjs --positions`).
 */
export function hintPosition(position: Snapshot, options: SearchOptions = {}, passed: readonly (readonly number[])[] = []): HintResult {
  const { rules, tableau } = readSnapshot(position);
  const legal = tableau.legalMoves();
  const won = tableau.isWon();
  const redealsLeft = position.redeals - position.redealsUsed;
  const status = statusOf(won, legal.length, redealsLeft);
  if (status === 'won' || status === 'lost') return { action: null, proven: false };
  if (status === 'stuck') return { action: 'redeal', proven: false };
  const budget = options.timeLimitMs ?? DEFAULT_BUDGET_MS;
  const positions = options.positionLimit ?? Infinity;
  const judging = redealsLeft > 0;
  const best = new BestLines(judging && hasRedealWorth(rules) ? rules : null, passed);
  const searchShare = judging ? HINT_SEARCH_SHARE : HINT_SHARE;
  const solved = solveTableau(tableau, { ...options, timeLimitMs: budget * searchShare, positionLimit: positions * searchShare }, best);
  if (solved.result === 'win') return { action: solved.line![0], proven: true, line: solved.line };
  // The first moves a hint may give (none back to a position this deal has passed: the
  // search skipped those): no idle hop where the search was cut short (there the next
  // hint's search, cut short too, may not meet the end that hop was for).
  const complete = solved.result === 'loss';
  const allowed = ({ line: [move] }: BestLine) => complete || !isIdleHop(tableau, move);
  // Where the search met stuck ends and the variant has a table of what a redeal's runs
  // promise, the first move towards the stuck end that promises most.
  const end = bestFirst(best.stuckEnds.values()).find(allowed);
  if (end) return { action: moveOf(rules, tableau.cells, end.line[0]), proven: false };
  const score = tableau.score();
  const gaining = bestFirst(best.byFirstMove.values()).filter((found) => found.score > score && allowed(found));
  if (gaining.length > 0) {
    const left = { ms: budget * HINT_SHARE - solved.ms, positions: positions * HINT_SHARE - solved.states };
    const chosen = judging ? bestOverSampledRedeals(rules, position, gaining, left) : gaining[0];
    return { action: moveOf(rules, tableau.cells, chosen.line[0]), proven: false };
  }
  // No line puts more cards in place: a redeal (where the rules allow one now) loses nothing.
  if (redealRefusal(won, position, legal.length) === null) return { action: 'redeal', proven: false };
  // Nothing gains and no redeal yet: play on (the search's first lines already were
  // the greedy playouts from here), back to a position passed only where every move
  // leads back, and a 2 hopping between column-0 gaps only where no other card can move.
  const forward = legal.filter((move) => !best.leadsBack(tableau, move));
  const choices = forward.length > 0 ? forward : legal;
  const move = choices.find((move) => !changesRows(tableau, move)) ?? choices[0];
  return { action: moveOf(rules, tableau.cells, move), proven: false };
}

/**
 * Of lines that put cards in place (best first), the one whose end promises most for
 * the rest of the game. A redeal keeps the rows' runs and deals the other cards anew,
 * so the cards in place are not all that counts: which runs they make, and so which
 * cards stay loose, matter too. The first `JUDGED_MOVES` lines that end with different
 * runs (moves that commute reach one end by several first moves) are each redealt a
 * few times, with redeal seeds of the hint's own (`<seed>:sample`, not the game's: the
 * hint does not peek at the real redeal); each redeal is searched briefly, and a line
 * is worth the mean of the most cards in place met after its redeals (every card for a
 * win). The first line given wins ties.
 */
function bestOverSampledRedeals(rules: Rules, position: Snapshot, lines: BestLine[], budget: { ms: number; positions: number }): BestLine {
  const ends = new Map<string, { line: BestLine; cells: Int8Array }>();
  for (const line of lines) {
    if (ends.size === JUDGED_MOVES) break;
    const end = new Tableau(rules, position.cells);
    for (const move of line.line) end.play(move);
    // What a redeal keeps: each row's run, known by its first card and its length.
    const kept = end
      .runLengths()
      .map((length, row) => length && `${end.cells[row * rules.columns]}:${length}`)
      .join();
    if (!ends.has(kept)) ends.set(kept, { line, cells: end.cells });
  }
  let chosen = lines[0];
  let chosenWorth = -1;
  for (const { line, cells } of ends.size > 1 ? ends.values() : []) {
    const worth = worthOverSampledRedeals(rules, cells, `${position.seed}:sample`, budget.ms / ends.size, budget.positions / ends.size);
    if (worth > chosenWorth) {
      chosen = line;
      chosenWorth = worth;
    }
  }
  return chosen;
}

/**
 * What a redeal from `cells` promises: the mean, over `SAMPLED_REDEALS` redeals with
 * the seed `seed`, of the most cards in place a short search meets after the redeal
 * (every card when it wins), the searches sharing `budgetMs` and `positions`. Exported for the tests.
 */
export function worthOverSampledRedeals(rules: Rules, cells: ArrayLike<number>, seed: string, budgetMs: number, positions = Infinity): number {
  const runs = new Tableau(rules, cells).runLengths();
  let total = 0;
  for (let sample = 1; sample <= SAMPLED_REDEALS; sample++) {
    const redealt = new Tableau(rules, redealCells(rules, cells, runs, seed, sample));
    const after = new BestLines();
    const { outcome } = searchFrom(redealt, { timeLimitMs: budgetMs / SAMPLED_REDEALS, positionLimit: positions / SAMPLED_REDEALS, tableSize: SAMPLE_TABLE }, after);
    const scores = [...after.byFirstMove.values()].map((found) => found.score);
    total += Array.isArray(outcome) ? rules.rows * rules.sequenceLength : Math.max(redealt.score(), ...scores);
  }
  return total / SAMPLED_REDEALS;
}
