/**
 * Search over positions: does the current position (with no further redeal) lead to a
 * won game? Two depth-first searches over the Tableau, each with a transposition table
 * of every position seen (one table, cleared between them):
 * 1. A guided search, for wins only: it plays a run-extending move at once, never moves
 *    a 2 that heads cards in place, and tries the other moves in a heuristic order
 *    (`guidedMoves`), first only its best 1, 2 and 3 moves per position, then all of
 *    them (`GUIDED_BREADTHS`). It may miss wins, so running out of moves there proves
 *    nothing; it answers `win` or hands over to
 * 2. the complete search over every legal move, reduced only where the reduction is
 *    sound (`soleRunExtension`).
 *
 * Why a `loss` is sound: only the complete search gives it, and it is a reachability
 * search. Every position reachable from the start (through the moves the sound
 * reduction keeps; see `soleRunExtension` for why no win is lost there) is either
 * expanded or found in the table as already seen, so when the search ends without
 * meeting a won position, none is reachable. The table never forgets a position (when
 * it is full the search stops with `unknown`); the budget running out, or a line
 * reaching the depth bound, also gives `unknown`, never `loss`. The one assumption is
 * that two different positions never share a 64-bit key (Zobrist hashing with
 * independent halves; with the table's 4 million entries the chance of any collision
 * is below 1 in 10^6).
 *
 * Why a `win` is sound: the line is replayed through `Game.play` on a copy of the game
 * and returned only when that copy is won.
 */
import { DECK_SIZE, GAP } from './cards.js';
import { Game, describeValue, type Move } from './game.js';
import { redealCells } from './deal.js';
import { readPosition } from './position.js';
import { Tableau, moveFrom, moveTo } from './tableau.js';
import { VARIANTS, compileRules, type Rules } from './variants.js';

export interface SolveOptions {
  /** Wall-clock budget, 0 or more (Infinity: until the table is full). Default 1000 ms. */
  timeLimitMs?: number;
  /** Entries of the transposition table, a power of two from 16 to 2^27 (8 bytes each). Default 2^22 (32 MB). */
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
const DEFAULT_BUDGET_MS = 1000;
/** The guided phase's share of the budget; the complete search has the rest. */
const GUIDED_SHARE = 0.75;
/**
 * Longest line the guided phase follows (winning lines are 100 to 350 moves; longer
 * lines wander, mostly 2s hopping between column-0 gaps).
 */
const GUIDED_DEPTH = 1000;
/**
 * The guided phase searches first with at most 1, then 2, then 3 moves per position
 * (its best by `guidedMoves`), then with all its moves: iterative broadening. One
 * depth-first search spends its budget below its first wrong choice near the root;
 * the narrow searches try many different lines first, and find more wins within a
 * second (measured: see the README's solver section).
 */
const GUIDED_BREADTHS = [1, 2, 3, Infinity];
/** Longest line of the complete search (bounds its stack; a longer one makes the answer 'unknown', never 'loss'). */
const COMPLETE_DEPTH = 100_000;
/** How many positions are expanded between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * Zobrist keys per (cell, card): two 32-bit halves, from a fixed stream so keys are the
 * same everywhere. The stream must not be linear over GF(2) (as xorshift is): the two
 * halves of one key would then be a fixed linear map of each other, and so would the
 * halves of every XOR of keys, leaving 32 bits of key, not 64 (at a few million
 * positions, thousands of false "seen" answers). So: murmur3's finalizer over a Weyl
 * sequence, which is not linear.
 */
function zobristKeys(cellCount: number, cardSpace: number): [Uint32Array, Uint32Array] {
  const high = new Uint32Array(cellCount * cardSpace);
  const low = new Uint32Array(cellCount * cardSpace);
  let state = 0;
  const next = () => {
    state = (state + 0x9e3779b9) | 0;
    let mixed = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
  for (let i = 0; i < high.length; i++) {
    // Both copies of a card in a two-deck game get the same key: boards that differ only
    // by which copy stands where are the same position to the rules, and to the table.
    const copyOf = i % cardSpace >= DECK_SIZE ? i - DECK_SIZE : -1;
    high[i] = copyOf >= 0 ? high[copyOf] : next();
    low[i] = copyOf >= 0 ? low[copyOf] : next();
  }
  return [high, low];
}

/** A set of 64-bit keys, open addressing, never forgetting (full: `add` says so). */
class SeenPositions {
  /**
   * Each key's two halves side by side (high, low): one cache line per probe, not two
   * (the probes are the search's main cost; measured: see the README's solver section).
   */
  readonly #keys: Uint32Array;
  readonly #mask: number;
  #count = 0;

  constructor(size: number) {
    this.#keys = new Uint32Array(size * 2);
    this.#mask = size - 1;
  }

  clear(): void {
    this.#keys.fill(0);
    this.#count = 0;
  }

  /** 1: added; 0: already there; -1: the table is full. Key (0, 0) is stored as (0, 1). */
  add(high: number, low: number): number {
    if (high === 0 && low === 0) low = 1;
    if (this.#count * 10 >= this.#mask * 9) return -1;
    const keys = this.#keys;
    for (let slot = (low ^ high) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const at = slot * 2;
      if (keys[at] === 0 && keys[at + 1] === 0) {
        keys[at] = high;
        keys[at + 1] = low;
        this.#count++;
        return 1;
      }
      if (keys[at] === high && keys[at + 1] === low) return 0;
    }
  }
}

/** The search state shared by the phases of one `solve` call. */
interface SearchContext {
  readonly tableau: Tableau;
  readonly zHigh: Uint32Array;
  readonly zLow: Uint32Array;
  readonly seen: SeenPositions;
  deadline: number;
  states: number;
  /**
   * When set (for `hint`): per first move, the most cards in place met after it and the
   * shortest line met that reaches them. The search then skips first moves that send a
   * 2 from column 0 to column 0 without putting more cards in place: such a move can be
   * taken back, so hints built on it can send 2s round in circles (the other moves
   * cannot be taken back). Skipping them makes a `loss` unproven, so `hint` never uses
   * that answer.
   */
  best: BestLines | null;
}

/** Per first move (encoded), the most cards in place met after it and the shortest line met to them. */
type BestLine = { score: number; line: number[] };
type BestLines = Map<number, BestLine>;

/** Writes the moves a search tries from the tableau's position into `out`, in order; returns how many. */
type MoveGenerator = (tableau: Tableau, out: Int32Array) => number;

/**
 * Depth-first search from the tableau's position over the moves `generate` gives, with
 * every position met kept in `seen`. Returns the winning line, 'exhausted' when every
 * position reachable through those moves was searched without a win, or 'unknown'
 * when the budget (time or table) ran out first, or when a line reached `depthLimit`
 * moves (that position is then not searched, so the search is not complete; the stack
 * stays bounded). The tableau is left as it was found.
 */
function depthFirst(context: SearchContext, generate: MoveGenerator, depthLimit: number): number[] | 'exhausted' | 'unknown' {
  const { tableau, zHigh, zLow, seen, deadline } = context;
  const { cells, rules } = tableau;
  const space = rules.cardSpace;
  let high = 0;
  let low = 0;
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] !== GAP) {
      high ^= zHigh[cell * space + cells[cell]];
      low ^= zLow[cell * space + cells[cell]];
    }
  }
  if (tableau.isWon()) return [];
  if (seen.add(high >>> 0, low >>> 0) < 0) return 'unknown';

  // The DFS stack, flat: per depth, the moves of that position (in order, at most
  // `width`) from `depth * width`, how many, and the next to try.
  const width = tableau.gaps.length * mostCandidates(rules);
  let stack = new Int32Array(width * 256);
  const scratch = new Int32Array(width);
  const counts: number[] = [];
  const next: number[] = [];
  const line: number[] = [];
  let complete = true;
  const expand = (depth: number) => {
    const count = generate(tableau, scratch);
    if ((depth + 1) * width > stack.length) {
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    for (let i = 0, at = depth * width; i < count; i++) stack[at + i] = scratch[i];
    counts[depth] = count;
    next[depth] = 0;
    context.states++;
  };
  const unwind = () => {
    while (line.length > 0) tableau.undo(line.pop()!);
  };

  expand(0);
  let depth = 0;
  for (;;) {
    if (next[depth] === counts[depth]) {
      // Every move from here is explored: back up one move, or the search is complete.
      if (depth === 0) return complete ? 'exhausted' : 'unknown';
      const move = line.pop()!;
      tableau.undo(move);
      const card = cells[moveFrom(move)];
      high ^= zHigh[moveTo(move) * space + card] ^ zHigh[moveFrom(move) * space + card];
      low ^= zLow[moveTo(move) * space + card] ^ zLow[moveFrom(move) * space + card];
      depth--;
      continue;
    }
    const move = stack[depth * width + next[depth]++];
    if (depth === 0 && context.best !== null && isIdleHop(tableau, move)) continue;
    if (depth + 1 >= depthLimit) {
      complete = false;
      continue;
    }
    const from = moveFrom(move);
    const to = moveTo(move);
    const card = cells[from];
    const movedHigh = high ^ zHigh[from * space + card] ^ zHigh[to * space + card];
    const movedLow = low ^ zLow[from * space + card] ^ zLow[to * space + card];
    const added = seen.add(movedHigh >>> 0, movedLow >>> 0);
    if (added === 0) continue;
    if (added < 0) {
      unwind();
      return 'unknown';
    }
    tableau.play(move);
    line.push(move);
    high = movedHigh;
    low = movedLow;
    depth++;
    expand(depth);
    if (context.best !== null) {
      const score = tableau.score();
      const known = context.best.get(line[0]);
      if (!known || score > known.score || (score === known.score && line.length < known.line.length)) {
        context.best.set(line[0], { score, line: line.slice() });
      }
    }
    if (counts[depth] === 0 && tableau.isWon()) {
      const won = line.slice();
      unwind();
      return won;
    }
    if (context.states % CLOCK_EVERY === 0 && Date.now() > deadline) {
      unwind();
      return 'unknown';
    }
  }
}

/** A 2 going from column 0 to column 0 without putting more cards in place (see `SearchContext.best`). */
function isIdleHop(tableau: Tableau, move: number): boolean {
  const { columnOf } = tableau.rules;
  if (columnOf[moveFrom(move)] !== 0 || columnOf[moveTo(move)] !== 0) return false;
  const before = tableau.score();
  tableau.play(move);
  const after = tableau.score();
  tableau.undo(move);
  return after <= before;
}

/**
 * The most cards one gap can take in the variant: its moves per position are at most
 * this times the gaps, which sizes the search's stack (each depth's moves must fit in
 * their slots: a smaller bound would let them spill into the next depth's and be lost).
 */
export function mostCandidates(rules: Rules): number {
  return rules.fillPart.mostCandidates(rules);
}

/**
 * Searches the current position of `game` for a win without redeals, under the full
 * rules of its variant. See the top of this file for why each answer is sound.
 */
export function solve(game: Game, options: SolveOptions = {}): SolveResult {
  checkRequest('solve', game, options);
  return search(game, options, null);
}

/**
 * Throws, naming what was asked, for what the search cannot take: something other than
 * a game or an options object (which would fail deep inside with a TypeError), a budget
 * that is not a number (NaN never passes the deadline, so the search would not end), and
 * a table size that is not a power of two (its probes would circle over part of the
 * table for ever).
 */
function checkRequest(asked: string, game: Game, options: SolveOptions): void {
  const refuse = (why: string, value: unknown) => {
    throw new Error(`Cannot ${asked}: ${why}, got ${describeValue(value)}`);
  };
  if (!(game instanceof Game)) refuse('the first argument must be a Game', game);
  if (typeof options !== 'object' || options === null) refuse('options must be an object', options);
  const { timeLimitMs = DEFAULT_BUDGET_MS, tableSize = DEFAULT_TABLE } = options;
  if (typeof timeLimitMs !== 'number' || !(timeLimitMs >= 0)) refuse('timeLimitMs must be a number, 0 or more', timeLimitMs);
  if (!Number.isInteger(Math.log2(tableSize)) || tableSize < 16 || tableSize > 2 ** 27) refuse('tableSize must be a power of two from 16 to 2^27', tableSize);
}

/** `solve`, and when `best` is given, per first move the most cards in place met by the search and a line to them. */
function search(game: Game, options: SolveOptions, best: BestLines | null): SolveResult {
  const started = Date.now();
  const rules = compileRules(VARIANTS[game.variant]);
  const { outcome, states } = searchFrom(new Tableau(rules, readPosition(rules, game.position)), options, best);
  const ms = Date.now() - started;
  if (outcome === 'unknown') return { result: 'unknown', states, ms };
  if (outcome === 'exhausted') return { result: 'loss', states, ms };
  return { result: 'win', line: verifiedLine(game, rules.columns, outcome), states, ms };
}

/** The two phases from the tableau's position: a winning line, 'exhausted' (a proven loss) or 'unknown'. */
function searchFrom(
  tableau: Tableau,
  options: SolveOptions,
  best: BestLines | null,
): { outcome: number[] | 'exhausted' | 'unknown'; states: number } {
  const started = Date.now();
  const { rules } = tableau;
  const [zHigh, zLow] = zobristKeys(rules.cellCount, rules.cardSpace);
  const context: SearchContext = {
    tableau,
    zHigh,
    zLow,
    seen: new SeenPositions(options.tableSize ?? DEFAULT_TABLE),
    deadline: started,
    states: 0,
    best,
  };
  const done = (outcome: number[] | 'exhausted' | 'unknown') => ({ outcome, states: context.states });

  // Phase 1 (answers only 'win', so its pruning need not be sound): a search over the
  // moves a good player would consider.
  const budget = options.timeLimitMs ?? DEFAULT_BUDGET_MS;
  context.deadline = started + budget * GUIDED_SHARE;
  for (const breadth of GUIDED_BREADTHS) {
    const guided = depthFirst(context, (tableau, out) => Math.min(breadth, guidedMoves(tableau, out)), GUIDED_DEPTH);
    if (typeof guided !== 'string') return done(guided);
    context.seen.clear();
    if (Date.now() > context.deadline) break;
  }
  context.deadline = started + budget;
  // Phase 2: the complete search, whose exhaustion proves a loss.
  return done(depthFirst(context, orderedMoves, COMPLETE_DEPTH));
}

/**
 * True when `soleRunExtension`'s proof holds for the variant: one deck, a gap past
 * column 0 takes only the one card of the left neighbour's suit next in the sequence,
 * and that is also how runs grow (so a card in a run can never move, and the card a
 * gap after a run takes can go nowhere else).
 */
function reducible({ variant, fillPart }: Rules): boolean {
  return variant.decks === 1 && fillPart.onlyLeftFollowers && variant.follow === 'same-suit' && variant.goal === 'same-suit';
}

/** Weights of the guided phase's move order (chosen by trying them on seeds 1 to 40: see the README's solver section). */
const CHAIN_BONUS = 4;
const LIVE_BONUS = 2;
const KILL_PENALTY = 2;
const TWO_PENALTY = 3;

/**
 * The guided phase's moves, best first (a heuristic, so only for the phase that
 * answers 'win' or nothing). A move that extends a row's run beyond column 0 is
 * played at once, alone. A 2 heading two or more cards in place never moves. The
 * others are ranked: a 2 into column 0 first (the one that puts the most cards in
 * place ahead); then a move into a gap that ends a chain freeing the cell after a run
 * (the card there needs the gap after its predecessor, whose card needs the gap after
 * its own predecessor, …); a move whose vacated cell stays usable (not right of a King
 * or a gap) up, one that leaves a gap behind a gap down; a lone 2 leaving column 0 last.
 */
function guidedMoves(tableau: Tableau, out: Int32Array): number {
  const all = tableau.generateMoves(out);
  const { cells, where, rules, gaps } = tableau;
  const { columns, columnOf, sequenceIndex, successor, predecessor } = rules;
  // A run extension first: it is played alone, and the chains below are then not needed.
  for (let i = 0; i < all; i++) {
    const to = moveTo(out[i]);
    if (columnOf[to] > 0 && tableau.afterRun(to)) {
      out[0] = out[i];
      return 1;
    }
  }
  // Bit g: gap number g ends a chain that frees some row's next cell.
  let useful = 0;
  for (let row = 0; row < rules.rows; row++) {
    const length = tableau.runLength(row);
    if (length === rules.sequenceLength) continue;
    let cell = row * columns + length;
    for (let step = 0; step < cells.length; step++) {
      const card = cells[cell];
      if (card === GAP) {
        for (let g = 0; g < gaps.length; g++) if (gaps[g] === cell) useful |= 1 << g;
        break;
      }
      const before = predecessor[card];
      if (before < 0) break;
      const at = where[before];
      if (columnOf[at] === columns - 1) break;
      cell = at + 1;
    }
  }
  let count = 0;
  for (let i = 0; i < all; i++) {
    const move = out[i];
    const from = moveFrom(move);
    const to = moveTo(move);
    const column = columnOf[to];
    let score = 0;
    if (columnOf[from] === 0 && sequenceIndex[cells[from]] === 0) {
      if (successor[cells[from]] >= 0 && cells[from + 1] === successor[cells[from]]) continue;
      score -= TWO_PENALTY;
    }
    if (column === 0) {
      // How many cards would be in place after this 2.
      let length = 1;
      for (let card = successor[cells[from]]; card >= 0 && length < columns && cells[to + length] === card; length++) card = successor[card];
      score += 100 + length;
    } else {
      let gap = 0;
      while (gaps[gap] !== to) gap++;
      if ((useful >> gap) & 1) score += CHAIN_BONUS;
      const left = columnOf[from] === 0 ? -2 : cells[from - 1];
      if (left === -2 || (left !== GAP && rules.followers[left].length > 0)) score += LIVE_BONUS;
      if (columnOf[from] < columns - 1 && cells[from + 1] === GAP) score -= KILL_PENALTY;
    }
    // Insertion by score, best first (a handful of moves).
    let at = count++;
    while (at > 0 && scores[at - 1] < score) {
      out[at] = out[at - 1];
      scores[at] = scores[at - 1];
      at--;
    }
    out[at] = move;
    scores[at] = score;
  }
  return count;
}

/** Scratch space of `guidedMoves`: each move's score. */
const scores = new Int32Array(256);

/**
 * The complete search's moves: every legal move, those that extend a row's run first
 * (the order changes how soon a win is found, never the answer), except where one
 * move alone is enough (`soleRunExtension`).
 */
function orderedMoves(tableau: Tableau, out: Int32Array): number {
  const count = tableau.generateMoves(out);
  const sole = REDUCE.on && reducible(tableau.rules) ? soleRunExtension(tableau, out, count) : -1;
  if (sole >= 0) {
    out[0] = sole;
    return 1;
  }
  let front = 0;
  for (let i = 0; i < count; i++) {
    if (tableau.afterRun(moveTo(out[i]))) {
      const first = out[front];
      out[front++] = out[i];
      out[i] = first;
    }
  }
  return count;
}

/** Switch for the tests that compare the search with and without the reduction. */
export const REDUCE = { on: true };

/**
 * A sound reduction (a persistent set of one move, in partial-order terms): returns a
 * move that may be searched alone, in place of all `count` moves in `out`, or -1.
 *
 * The move m puts card c from cell Y into the gap G right after a row's run, when
 * every column-0 cell holds a start card (a 2 in montana) and the cell right of Y
 * cannot take c's successor (Y is in the last column, c has no successor, or the
 * successor already stands in Y + 1). Why searching m alone loses no win:
 * 1. No card in column 0 moves again: a start card only ever moves into a column-0
 *    gap, there is none, and none can appear while column 0 holds only start cards.
 *    So every run is permanent, and m stays legal until it is played: G's left
 *    neighbour X never moves, only c (X's successor) can fill G, and c can go nowhere
 *    else (a card only moves to the right of its predecessor, X).
 * 2. Every other move t played before m touches neither Y nor G (only m moves c or
 *    fills G), so m and t commute, and m does not disable t: the one move m could
 *    disable is c's successor into Y + 1, which the condition rules out (with c at Y,
 *    the successor never moves from Y + 1, since it moves only to the right of c).
 * 3. A won position has no legal move (every gap is right of a row's last card). So
 *    along any line from here to a win, m is played at some point (else it would still
 *    be legal at the end), and by 2 it can be played first: the line m, then the
 *    others in their order, reaches the same won position. By induction on the line's
 *    length, the search that plays m alone here still reaches every reachable win; the
 *    choice depends on the position only, so the table of seen positions stays right.
 */
function soleRunExtension(tableau: Tableau, out: Int32Array, count: number): number {
  const { cells } = tableau;
  const { rows, columns, columnOf, sequenceIndex, successor } = tableau.rules;
  for (let row = 0; row < rows; row++) {
    const first = cells[row * columns];
    if (first === GAP || sequenceIndex[first] !== 0) return -1;
  }
  for (let i = 0; i < count; i++) {
    const move = out[i];
    const to = moveTo(move);
    if (columnOf[to] === 0 || !tableau.afterRun(to)) continue;
    const from = moveFrom(move);
    const next = successor[cells[from]];
    if (columnOf[from] === columns - 1 || next < 0 || cells[from + 1] === next) return move;
  }
  return -1;
}

/** The encoded moves as the API's moves, each played through the rules on `copy`. */
function toMoves(copy: Game, columns: number, line: number[]): Move[] {
  const cell = (index: number) => ({ row: Math.floor(index / columns), col: index % columns });
  // By cell, not by code: in a two-deck game a code names two cards.
  return line.map((move) => copy.play(cell(moveFrom(move)), cell(moveTo(move))));
}

/** The encoded line as moves, checked by replaying it through the rules on a copy of the game. */
function verifiedLine(game: Game, columns: number, line: number[]): Move[] {
  const copy = Game.load(game.save());
  const moves = toMoves(copy, columns, line);
  if (copy.status !== 'won') throw new Error(`Solver error: its winning line for ${game.position} does not win`);
  return moves;
}

/** How many first moves `hint` judges over sampled redeals (its best by cards in place), and over how many redeals each. */
const JUDGED_MOVES = 3;
const SAMPLED_REDEALS = 4;
/** The shares of the hint's budget: the search, then the judging over sampled redeals. */
const HINT_SEARCH_SHARE = 0.8;
const HINT_JUDGE_SHARE = 0.1;
/** The seen-table of a sampled redeal's short search: 2^16 entries (a fresh 32 MB table costs more than that search). */
const SAMPLE_TABLE = 1 << 16;

/**
 * The best next action for a player with redeals left: the first move of a proven
 * winning line; otherwise, of the first moves after which the search put more cards in
 * place, the one whose kept cards promise most over sampled redeals
 * (`bestOverSampledRedeals`; with no redeal left, the one putting the most cards in
 * place), never a 2 from column 0 to column 0 that puts no more cards in place; when no
 * line puts more cards in place, `'redeal'` if a redeal is allowed now, else a move
 * that is not a 2 hopping between column-0 gaps; `'redeal'` when the game is stuck;
 * null when it is over.
 */
export function hint(game: Game, options: SolveOptions = {}): HintResult {
  checkRequest('hint', game, options);
  const status = game.status;
  if (status === 'won' || status === 'lost') return { action: null, proven: false };
  if (status === 'stuck') return { action: 'redeal', proven: false };
  const budget = options.timeLimitMs ?? DEFAULT_BUDGET_MS;
  const rules = compileRules(VARIANTS[game.variant]);
  const judging = game.redealsLeft > 0;
  const best: BestLines = new Map();
  const searchShare = judging ? HINT_SEARCH_SHARE : HINT_SEARCH_SHARE + HINT_JUDGE_SHARE;
  const solved = search(game, { ...options, timeLimitMs: budget * searchShare }, best);
  if (solved.result === 'win') return { action: solved.line![0], proven: true, line: solved.line };
  const gaining = [...best.values()]
    .filter((found) => found.score > game.score)
    .sort((a, b) => b.score - a.score || a.line.length - b.line.length);
  if (gaining.length > 0) {
    const chosen = judging ? bestOverSampledRedeals(game, rules, gaining, budget * HINT_JUDGE_SHARE) : gaining[0];
    const copy = Game.load(game.position, { variant: game.variant, seed: game.seed });
    return { action: toMoves(copy, rules.columns, chosen.line.slice(0, 1))[0], proven: false };
  }
  // No line puts more cards in place: a redeal (where the rules allow one now) loses nothing.
  if (game.canRedeal()) return { action: 'redeal', proven: false };
  // Nothing gains and no redeal yet: play on (the search's first lines already were
  // the greedy playouts from here), never a 2 hopping between column-0 gaps while
  // another card can move.
  const moves = game.moves();
  return { action: moves.find((move) => move.from.col > 0 || move.to.col > 0) ?? moves[0], proven: false };
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
function bestOverSampledRedeals(game: Game, rules: Rules, lines: BestLine[], budgetMs: number): BestLine {
  const start = readPosition(rules, game.position);
  const ends = new Map<string, { line: BestLine; cells: Int16Array }>();
  for (const line of lines) {
    if (ends.size === JUDGED_MOVES) break;
    const end = new Tableau(rules, start);
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
    const worth = worthOverSampledRedeals(rules, cells, `${game.seed}:sample`, budgetMs / ends.size);
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
 * (every card when it wins). Exported for the tests.
 */
export function worthOverSampledRedeals(rules: Rules, cells: ArrayLike<number>, seed: string, budgetMs: number): number {
  const runs = new Tableau(rules, cells).runLengths();
  let total = 0;
  for (let sample = 1; sample <= SAMPLED_REDEALS; sample++) {
    const redealt = new Tableau(rules, redealCells(rules, cells, runs, seed, sample));
    const after: BestLines = new Map();
    const { outcome } = searchFrom(redealt, { timeLimitMs: budgetMs / SAMPLED_REDEALS, tableSize: SAMPLE_TABLE }, after);
    const scores = [...after.values()].map((found) => found.score);
    total += Array.isArray(outcome) ? rules.rows * rules.sequenceLength : Math.max(redealt.score(), ...scores);
  }
  return total / SAMPLED_REDEALS;
}
