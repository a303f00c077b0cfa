/**
 * The search under the solver: a depth-first search over the Tableau from its position,
 * with a table of the positions met (by a 64-bit Zobrist key; position-tables.ts). It
 * knows nothing of wins and hints beyond what it is given: the moves to try at each
 * position, a depth bound, and optionally a watcher that sees each line it plays.
 *
 * Its tables are made once and kept (a worker keeps them between requests): the keys per
 * variant, the tables of positions per size, cleared before each search.
 */
import { GAP } from './cards.js';
import { type PositionTable, exactTable } from './position-tables.js';
import { Tableau, moveFrom, moveTo } from './tableau.js';
import type { Rules } from './variants.js';

/** Writes the moves a search tries from the tableau's position into `out`, in order; returns how many. */
export type MoveGenerator = (tableau: Tableau, out: Int32Array) => number;

/** True for a move, about to be played on the tableau, whose position a search puts off (see `depthFirst`). */
export type MoveFilter = (tableau: Tableau, move: number) => boolean;

/** What a caller may learn from a search besides its answer (the hint keeps the best lines met). */
export interface SearchWatcher {
  /** True to leave out `move` at the start position: the search is then not complete, and its exhaustion proves nothing. */
  skipsFirst(tableau: Tableau, move: number): boolean;
  /**
   * Told of each line the search plays from the start position, with the tableau after
   * it and how many moves the search takes from there (0 where it takes none, which may
   * leave legal moves untried: the guided phase's and the playouts' choices).
   */
  reached(tableau: Tableau, line: readonly number[], moves: number): void;
}

/** The state one search shares between its phases (the solver's tableau is a `SearchTableau`, whose kept runs its playouts read). */
export interface SearchContext<T extends Tableau = Tableau> {
  readonly tableau: T;
  /** The Zobrist keys the search hashes positions with: `keys` of the rules, or a phase's own (`rankKeys`). */
  zHigh: Uint32Array;
  zLow: Uint32Array;
  /** The table of positions met: the exact one (`exactTable`), or the guided phase's, which forgets (`forgettingTable`). */
  seen: PositionTable;
  deadline: number;
  states: number;
  readonly watcher: SearchWatcher | null;
}

/** How many positions are expanded between two looks at the clock. */
const CLOCK_EVERY = 1024;

/**
 * Zobrist keys per (cell, card): two 32-bit halves, from a fixed stream so keys are the
 * same everywhere. The stream must not be linear over GF(2) (as xorshift is): the two
 * halves of one key would then be a fixed linear map of each other, and so would the
 * halves of every XOR of keys, leaving 32 bits of key, not 64 (at a few million
 * positions, thousands of false "seen" answers). So: murmur3's finalizer over a Weyl
 * sequence, which is not linear. Interchangeable cards (`twins`) share their keys.
 */
function zobristKeys(rules: Rules): [Uint32Array, Uint32Array] {
  const { cellCount, cardSpace } = rules;
  const twin = twins(rules);
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
    const card = i % cardSpace;
    const shared = i - card + twin[card];
    high[i] = shared < i ? high[shared] : next();
    low[i] = shared < i ? low[shared] : next();
  }
  return [high, low];
}

/** `keys` with each card's keys, cell by cell, those of `representative[card]`. */
function keysSharedBy([high, low]: [Uint32Array, Uint32Array], cardSpace: number, representative: Int16Array): [Uint32Array, Uint32Array] {
  const shared = (keys: Uint32Array) => keys.map((_, i) => keys[i - (i % cardSpace) + representative[i % cardSpace]]);
  return [shared(high), shared(low)];
}

/**
 * Per card, the first card interchangeable with it (itself when none is): two cards
 * are interchangeable when swapping them everywhere changes no rule, so that which
 * cell holds which is all that differs between two positions with one in place of the
 * other. They start a row alike, and every card that may stand right of (`follow`) or
 * continue a run after (`goal`) the one, or that the one may stand right of or continue,
 * relates so to the other: the two copies of a card in a two-deck game, or gaps-alter's
 * two cards of one rank and colour. Such positions win or lose together (swapping the
 * cards turns every line from one into a line from the other), so the table counts
 * them as one position: a search met either already.
 */
export function twins({ boardCards, cardSpace, sequenceIndex, continues, followers }: Rules): Int16Array {
  const follows = new Uint8Array(cardSpace * cardSpace);
  followers.forEach((cards, before) => cards.forEach((card) => (follows[before * cardSpace + card] = 1)));
  const related = (a: number, b: number) => follows[a * cardSpace + b] + 2 * continues[a * cardSpace + b];
  const swapKeepsRules = (c: number, d: number) =>
    sequenceIndex[c] === sequenceIndex[d] &&
    boardCards.every((x) => {
      const swapped = x === c ? d : x === d ? c : x;
      return related(c, x) === related(d, swapped) && related(x, c) === related(swapped, d);
    });
  const twin = Int16Array.from({ length: cardSpace }, (_, card) => card);
  for (const card of boardCards) twin[card] = boardCards.find((other) => other <= card && twin[other] === other && swapKeepsRules(other, card))!;
  return twin;
}

const keysByRules = new WeakMap<Rules, [Uint32Array, Uint32Array]>();
const rankKeysByRules = new WeakMap<Rules, [Uint32Array, Uint32Array]>();

/**
 * Keys under which all cards of one rank are alike: a table keyed so counts positions
 * that differ only by which card of a rank stands where as one. Not sound (the goal tells
 * suits apart), so only for a search that answers nothing but wins: the solver's guided
 * phase, where a gap takes a card of any suit (jungle), so which card of a rank goes
 * where matters only once a row's run needs it. Elsewhere it lost wins or gained too
 * few to be sure of (measured: see the solver in docs/engine.md).
 */
export function rankKeys(rules: Rules): [Uint32Array, Uint32Array] {
  let keys = rankKeysByRules.get(rules);
  if (keys) return keys;
  const { cardSpace, boardCards, sequenceIndex } = rules;
  // Each rank takes the keys of its first card on the board.
  const first = Int16Array.from({ length: cardSpace }, (_, card) => boardCards.find((other) => sequenceIndex[other] === sequenceIndex[card]) ?? card);
  rankKeysByRules.set(rules, (keys = keysSharedBy(keysOf(rules), cardSpace, first)));
  return keys;
}

function keysOf(rules: Rules): [Uint32Array, Uint32Array] {
  let keys = keysByRules.get(rules);
  if (!keys) keysByRules.set(rules, (keys = zobristKeys(rules)));
  return keys;
}

/** A search's state from the tableau's position, with the kept keys and the exact table of `tableSize` entries. */
export function startSearch<T extends Tableau>(tableau: T, tableSize: number, watcher: SearchWatcher | null): SearchContext<T> {
  const keys = keysOf(tableau.rules);
  return { tableau, zHigh: keys[0], zLow: keys[1], seen: exactTable(tableSize), deadline: Date.now(), states: 0, watcher };
}

/**
 * Depth-first search from the tableau's position over the moves `generate` gives, with
 * every position met kept in `seen`. Returns the winning line, 'exhausted' when every
 * position reachable through those moves was searched without a win, or 'unknown'
 * when the budget (time, table, or `positionLimit` positions expanded: a budget the
 * same on every machine) ran out first, or when a line reached `depthLimit` moves (that
 * position is then not searched, so the search is not complete; the stack stays
 * bounded). The tableau is left as it was found. With a table that forgets, a position
 * may be searched again, and 'exhausted' means only that every line ended.
 *
 * With `putOff`, the position after a move it holds (never a won one) goes into the
 * table and is searched only once every position met before it has been: first what
 * the other moves reach from the start, then what they reach from each position put
 * off, in the order met. Every position the moves reach is still searched once, only
 * in another order, so 'exhausted' means what it means without. (The solver's complete
 * search puts off the moves of a 2 between column-0 cells: what they reach is nearly
 * all of the positions of a lost deal, where a win needs few such moves or none; see
 * the solver in docs/engine.md.) A watcher is not told of the positions put off, only
 * of the lines from them.
 */
export function depthFirst(
  context: SearchContext,
  generate: MoveGenerator,
  depthLimit: number,
  positionLimit = Infinity,
  putOff: MoveFilter | null = null,
): number[] | 'exhausted' | 'unknown' {
  const { tableau, zHigh, zLow, seen, deadline, watcher } = context;
  const { putOffs } = seen;
  const stopAt = context.states + positionLimit;
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
  /** Moves the card in `from` to the gap `to`, the position's key with it (a step along a line costs two keys, not the whole board's). */
  const shift = (from: number, to: number) => {
    const card = cells[from];
    high ^= zHigh[from * space + card] ^ zHigh[to * space + card];
    low ^= zLow[from * space + card] ^ zLow[to * space + card];
    tableau.move(from, to);
  };
  if (tableau.isWon()) return [];
  if (seen.add(high >>> 0, low >>> 0) < 0) return 'unknown';

  // Where the next position put off is written in `putOffs` and where the next one to
  // search is read, and how many first moves the line shares with the way to the one
  // written last.
  let written = 0;
  let read = 0;
  let shared = 0;

  // The DFS stack, flat: per depth, the moves of that position (in order, at most
  // `width`) from `depth * width`, how many, and the next to try.
  const width = tableau.gaps.length * rules.fillPart.mostCandidates(rules);
  const { movesWhenWon } = rules.fillPart;
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
  /** Takes moves back, the key with them, until the line is `length` moves long (0: the tableau as found). */
  const unwind = (length = 0) => {
    while (line.length > length) {
      const move = line.pop()!;
      shift(moveTo(move), moveFrom(move));
    }
    shared = Math.min(shared, line.length);
  };

  expand(0);
  let depth = 0;
  for (;;) {
    if (next[depth] === counts[depth]) {
      // Every move from here is explored: back up one move, or the search is complete.
      if (depth === 0) {
        if (read === written || context.states >= stopAt || Date.now() > deadline) {
          unwind();
          return complete && read === written ? 'exhausted' : 'unknown';
        }
        // On to the next position put off: back along the line (at the one before) to
        // the moves their ways share, then its own.
        unwind(putOffs[read++]);
        for (let own = putOffs[read++]; own > 0; own--) {
          const move = putOffs[read++];
          shift(moveFrom(move), moveTo(move));
          line.push(move);
        }
        expand(0);
        continue;
      }
      unwind(line.length - 1);
      depth--;
      continue;
    }
    const move = stack[depth * width + next[depth]++];
    if (line.length === 0 && watcher !== null && watcher.skipsFirst(tableau, move)) continue;
    if (depth + 1 >= depthLimit) {
      complete = false;
      continue;
    }
    const from = moveFrom(move);
    const to = moveTo(move);
    const card = cells[from];
    // The key after the move, worked out before it is played (as `shift` would): the table decides whether it is.
    const movedHigh = high ^ zHigh[from * space + card] ^ zHigh[to * space + card];
    const movedLow = low ^ zLow[from * space + card] ^ zLow[to * space + card];
    const added = seen.add(movedHigh >>> 0, movedLow >>> 0);
    if (added === 0) continue;
    if (added < 0) {
      unwind();
      return 'unknown';
    }
    if (putOff?.(tableau, move) && written + 3 + line.length - shared <= putOffs.length) {
      // Its way: the moves shared with the one written before, then the line's own, then this move.
      putOffs[written++] = shared;
      putOffs[written++] = line.length + 1 - shared;
      while (shared < line.length) putOffs[written++] = line[shared++];
      putOffs[written++] = move;
      continue;
    }
    tableau.play(move);
    line.push(move);
    high = movedHigh;
    low = movedLow;
    depth++;
    expand(depth);
    if (watcher !== null) watcher.reached(tableau, line, counts[depth]);
    if ((counts[depth] === 0 || movesWhenWon) && tableau.isWon()) {
      const won = line.slice();
      unwind();
      return won;
    }
    if (context.states >= stopAt || (context.states % CLOCK_EVERY === 0 && Date.now() > deadline)) {
      unwind();
      return 'unknown';
    }
  }
}
