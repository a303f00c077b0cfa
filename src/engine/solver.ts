/**
 * Search over positions: does the current position (with no further redeal) lead to a
 * won game? A depth-first search over the Tableau with a transposition table of every
 * position seen.
 *
 * Why a `loss` is sound: the search is a plain reachability search. Every position
 * reachable from the start is either expanded or found in the table as already seen,
 * so when the search ends without meeting a won position, none is reachable. The table
 * never forgets a position (when it is full the search stops with `unknown`), and the
 * budget running out also gives `unknown`, never `loss`. The one assumption is that two
 * different positions never share a 64-bit key (Zobrist hashing; with the table's
 * 4 million entries the chance of any collision is below 1 in 10^6).
 *
 * Why a `win` is sound: the line is replayed through `Game.play` on a copy of the game
 * and returned only when that copy is won.
 */
import { GAP } from './cards.js';
import { Game, type Move } from './game.js';
import { readPosition } from './position.js';
import { Tableau, moveFrom, moveTo } from './tableau.js';
import { VARIANTS, compileRules } from './variants.js';

export interface SolveOptions {
  /** Wall-clock budget. Default 1000 ms. */
  timeLimitMs?: number;
  /** Entries of the transposition table, a power of two. Default 2^22 (32 MB). */
  tableSize?: number;
}

export interface SolveResult {
  result: 'win' | 'loss' | 'unknown';
  /** For a win: the moves that win, from the current position. */
  line?: Move[];
  /** Positions expanded. */
  states: number;
  ms: number;
}

export interface HintResult {
  /** The suggested action, or null when the game is over. */
  action: Move | 'redeal' | null;
  /** True when the action starts a proven winning line. */
  proven: boolean;
  line?: Move[];
}

const DEFAULT_TABLE = 1 << 22;
/** How many positions are expanded between two looks at the clock. */
const CLOCK_EVERY = 1024;

/** Zobrist keys per (cell, card): two 32-bit halves, from a fixed xorshift stream so keys are the same everywhere. */
function zobristKeys(cellCount: number, cardSpace: number): [Uint32Array, Uint32Array] {
  const high = new Uint32Array(cellCount * cardSpace);
  const low = new Uint32Array(cellCount * cardSpace);
  let state = 0x9e3779b9;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  for (let i = 0; i < high.length; i++) {
    high[i] = next();
    low[i] = next();
  }
  return [high, low];
}

/** A set of 64-bit keys, open addressing, never forgetting (full: `add` says so). */
class SeenPositions {
  readonly #high: Uint32Array;
  readonly #low: Uint32Array;
  readonly #mask: number;
  #count = 0;

  constructor(size: number) {
    this.#high = new Uint32Array(size);
    this.#low = new Uint32Array(size);
    this.#mask = size - 1;
  }

  /** 1: added; 0: already there; -1: the table is full. Key (0, 0) is stored as (0, 1). */
  add(high: number, low: number): number {
    if (high === 0 && low === 0) low = 1;
    if (this.#count * 10 >= this.#mask * 9) return -1;
    for (let slot = (low ^ high) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      if (this.#high[slot] === 0 && this.#low[slot] === 0) {
        this.#high[slot] = high;
        this.#low[slot] = low;
        this.#count++;
        return 1;
      }
      if (this.#high[slot] === high && this.#low[slot] === low) return 0;
    }
  }
}

/**
 * Searches the current position of `game` for a win without redeals, under the full
 * rules of its variant. See the top of this file for why each answer is sound.
 */
export function solve(game: Game, options: SolveOptions = {}): SolveResult {
  const started = Date.now();
  const deadline = started + (options.timeLimitMs ?? 1000);
  const rules = compileRules(VARIANTS[game.variant]);
  const tableau = new Tableau(rules, readPosition(rules, game.position));
  const { cells } = tableau;
  const [zHigh, zLow] = zobristKeys(rules.cellCount, rules.cardSpace);
  let high = 0;
  let low = 0;
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] !== GAP) {
      high ^= zHigh[cell * rules.cardSpace + cells[cell]];
      low ^= zLow[cell * rules.cardSpace + cells[cell]];
    }
  }
  const seen = new SeenPositions(options.tableSize ?? DEFAULT_TABLE);
  seen.add(high >>> 0, low >>> 0);

  // The DFS stack: per depth, the moves of that position (best first) and the next to try.
  const buffers: Int32Array[] = [];
  const counts: number[] = [];
  const next: number[] = [];
  const line: number[] = [];
  let states = 0;
  let outcome: 'win' | 'loss' | 'unknown' | null = null;

  const expand = (depth: number) => {
    buffers[depth] ??= new Int32Array(rules.cellCount * 4);
    counts[depth] = orderedMoves(tableau, buffers[depth]);
    next[depth] = 0;
    states++;
  };

  if (tableau.isWon()) outcome = 'win';
  else expand(0);
  let depth = 0;
  while (outcome === null) {
    if (next[depth] === counts[depth]) {
      // Every move from here is explored: back up one move, or the search is complete.
      if (depth === 0) {
        outcome = 'loss';
        break;
      }
      const move = line.pop()!;
      tableau.undo(move);
      const card = cells[moveFrom(move)];
      high ^= zHigh[moveTo(move) * rules.cardSpace + card] ^ zHigh[moveFrom(move) * rules.cardSpace + card];
      low ^= zLow[moveTo(move) * rules.cardSpace + card] ^ zLow[moveFrom(move) * rules.cardSpace + card];
      depth--;
      continue;
    }
    const move = buffers[depth][next[depth]++];
    const from = moveFrom(move);
    const to = moveTo(move);
    const card = cells[from];
    const movedHigh = high ^ zHigh[from * rules.cardSpace + card] ^ zHigh[to * rules.cardSpace + card];
    const movedLow = low ^ zLow[from * rules.cardSpace + card] ^ zLow[to * rules.cardSpace + card];
    const added = seen.add(movedHigh >>> 0, movedLow >>> 0);
    if (added === 0) continue;
    if (added < 0) {
      outcome = 'unknown';
      break;
    }
    tableau.play(move);
    line.push(move);
    high = movedHigh;
    low = movedLow;
    depth++;
    expand(depth);
    if (counts[depth] === 0 && tableau.isWon()) outcome = 'win';
    if (states % CLOCK_EVERY === 0 && Date.now() > deadline) outcome ??= 'unknown';
  }

  const ms = Date.now() - started;
  if (outcome !== 'win') return { result: outcome, states, ms };
  return { result: 'win', line: verifiedLine(game, rules.columns, line), states, ms };
}

/**
 * Writes the legal moves into `out`, those that extend a row's run first (the gap is
 * right after the row's cards in place), and returns how many there are. The order
 * changes how soon a win is found, never the answer.
 */
function orderedMoves(tableau: Tableau, out: Int32Array): number {
  const count = tableau.generateMoves(out);
  const { columns, columnOf } = tableau.rules;
  let front = 0;
  for (let i = 0; i < count; i++) {
    const to = moveTo(out[i]);
    if (columnOf[to] === tableau.runLength((to - columnOf[to]) / columns)) {
      const first = out[front];
      out[front++] = out[i];
      out[i] = first;
    }
  }
  return count;
}

/** The encoded line as moves, checked by replaying it through the rules on a copy of the game. */
function verifiedLine(game: Game, columns: number, line: number[]): Move[] {
  const copy = Game.load(game.save());
  const cell = (index: number) => ({ row: Math.floor(index / columns), col: index % columns });
  // By cell, not by code: in a two-deck game a code names two cards.
  const moves = line.map((move) => copy.play(cell(moveFrom(move)), cell(moveTo(move))));
  if (copy.status !== 'won') throw new Error(`Solver error: its winning line for ${game.position} does not win`);
  return moves;
}

/**
 * The best next action for a player with redeals left: the first move of a proven
 * winning line; otherwise the move after which the most cards can be put in place
 * before the next redeal (judged by the same search), or `'redeal'` when no move
 * improves on that, or when the game is stuck; null when the game is over.
 */
export function hint(game: Game, options: SolveOptions = {}): HintResult {
  const status = game.status;
  if (status === 'won' || status === 'lost') return { action: null, proven: false };
  if (status === 'stuck') return { action: 'redeal', proven: false };
  const budget = options.timeLimitMs ?? 1000;
  const solved = solve(game, { ...options, timeLimitMs: (budget * 3) / 4 });
  if (solved.result === 'win') return { action: solved.line![0], proven: true, line: solved.line };
  const best = bestMoveByScore(game, budget / 4);
  if (best.score <= game.score && game.canRedeal()) return { action: 'redeal', proven: false };
  return { action: best.move, proven: false };
}

/** For each legal move, the most cards in place reachable after it (greedy playouts within the budget). */
function bestMoveByScore(game: Game, budgetMs: number): { move: Move; score: number } {
  const deadline = Date.now() + Math.max(10, budgetMs);
  const moves = game.moves();
  let best = { move: moves[0], score: -1 };
  for (const move of moves) {
    // A playout needs the position, not the history: start from it rather than replay every action.
    const copy = Game.load(game.position, { variant: game.variant, seed: game.seed });
    copy.play(move.from, move.to);
    let score = copy.score;
    // A greedy playout: moves that extend a run first, then any but a 2 hopping between
    // column-0 gaps, for a bounded number of steps.
    for (let step = 0; step < 200 && Date.now() < deadline; step++) {
      const next = copy.moves();
      if (next.length === 0) break;
      const runs = copy.runs;
      const chosen =
        next.find((candidate) => candidate.to.col === runs[candidate.to.row]) ?? next.find((candidate) => candidate.from.col > 0) ?? next[0];
      copy.play(chosen.from, chosen.to);
      score = Math.max(score, copy.score);
    }
    if (score > best.score) best = { move, score };
  }
  return best;
}
