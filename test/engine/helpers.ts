import { Game, VARIANTS, type GameOptions, type Move, type SolveOptions, type VariantName } from '../../src/engine.js';
import '../failure-report.js';

/**
 * Solver budgets in positions, not milliseconds: with no time limit a search phase ends
 * when its seen-table is nine tenths full (or its space is searched), so an answer is the
 * same on a loaded machine and a fast one. DEAL_SEARCH, for whole deals, meets about as
 * many positions (up to a million) as the element's one-second hint does on a 2-core
 * machine; SMALL_SEARCH is for positions a few moves from a win or a loss.
 */
export const DEAL_SEARCH: SolveOptions = Object.freeze({ timeLimitMs: Infinity, tableSize: 1 << 18 });
export const SMALL_SEARCH: SolveOptions = Object.freeze({ timeLimitMs: Infinity, tableSize: 1 << 17 });


type At = [row: number, col: number];

/** A position with the contents of cells swapped pair by pair, in order. */
export function swapped(position: string, ...pairs: [At, At][]): string {
  const rows = position.split('/').map((text) => text.match(/../g)!);
  for (const [[r1, c1], [r2, c2]] of pairs) {
    [rows[r1][c1], rows[r2][c2]] = [rows[r2][c2], rows[r1][c1]];
  }
  return rows.map((cells) => cells.join('')).join('/');
}

/** A game from a position, with the seed fixed so redeals are reproducible. */
export function gameAt(position: string, options: Omit<GameOptions, 'position'> = {}): Game {
  return new Game({ seed: 'test', ...options, position });
}

/** Everything a player could observe of a game, to compare two states exactly. */
export function snapshot(game: Game) {
  return {
    position: game.position,
    status: game.status,
    score: game.score,
    moveCount: game.moveCount,
    redealsUsed: game.redealsUsed,
    redealsLeft: game.redealsLeft,
    history: game.history,
    canRedo: game.canRedo(),
    moves: game.moves(),
  };
}

/** What `command` throws: the Error's message (a failure when it throws nothing, or something else). */
export function thrownMessage(command: () => unknown): string {
  try {
    command();
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw new Error(`expected an Error, but ${String(error)} was thrown`);
  }
  throw new Error('expected an Error, but nothing was thrown');
}

/** Runs `command`, expects it to throw an Error with exactly `message` (or one `message` matches), and the game to be unchanged. */
export function expectRefused(game: Game, command: () => unknown, message: string | RegExp): string {
  const before = snapshot(game);
  const save = game.save();
  let thrown: unknown;
  try {
    command();
  } catch (error) {
    thrown = error;
  }
  const wanted = typeof message === 'string' ? JSON.stringify(message) : String(message);
  if (!(thrown instanceof Error)) throw new Error(`expected an Error saying ${wanted}, but ${thrown === undefined ? 'nothing was thrown' : `${String(thrown)} was thrown`}`);
  if (typeof message === 'string' ? thrown.message !== message : !message.test(thrown.message)) {
    throw new Error(`expected the message ${wanted}, got ${JSON.stringify(thrown.message)}`);
  }
  const after = snapshot(game);
  if (JSON.stringify(after) !== JSON.stringify(before) || game.save() !== save) {
    throw new Error(`the refused command changed the game: ${JSON.stringify(before)} became ${JSON.stringify(after)}`);
  }
  return thrown.message;
}

/** How each row's suits run: one suit, or two suits taking turns (even columns, odd columns). */
export type Pattern = 'same-suit' | 'alternate-colour' | 'different-suit-same-colour';
const PATTERNS: Record<Pattern, [string, string][]> = {
  'same-suit': [['C', 'C'], ['D', 'D'], ['H', 'H'], ['S', 'S']],
  // Each rank once per suit: even columns C S H D, odd columns H D C S.
  'alternate-colour': [['C', 'H'], ['S', 'D'], ['H', 'C'], ['D', 'S']],
  // Different suits side by side, but C next to S and D next to H: same colour.
  'different-suit-same-colour': [['C', 'S'], ['S', 'C'], ['D', 'H'], ['H', 'D']],
};

/** A board whose rows hold the whole sequence from column 0, the rest of each row gaps. */
export function finished(name: VariantName, pattern: Pattern = 'same-suit'): string {
  const v = VARIANTS[name];
  return Array.from({ length: v.rows }, (_, r) => {
    const [even, odd] = PATTERNS[pattern][r % 4];
    const cards = [...v.sequence].map((rank, i) => rank + (i % 2 === 0 ? even : odd));
    return cards.join('') + '--'.repeat(v.columns - cards.length);
  }).join('/');
}

/** The won montana board: each row 2 to King of one suit, column 12 a gap. */
export const SOLVED_MONTANA = finished('montana');
/** The won montana board with the 7 and 8 of clubs moved to the ends of rows 0 and 1: a live gap at row 0, column 5, a dead one beside it (column 6), and row 2's last cell dead right of its King. */
export const LIVE_AND_DEAD_GAPS = swapped(SOLVED_MONTANA, [[0, 5], [0, 12]], [[0, 6], [1, 12]]);
/** The won descending board: each row King down to 2. */
export const SOLVED_DESCENDING = finished('descending');

/** The finished board each variant is won with. */
export function won(name: VariantName): string {
  return finished(name, name === 'gaps-alter' || name === 'gaps-diff' ? 'alternate-colour' : 'same-suit');
}

/**
 * A simple player (bench/review.mjs plays it too): a move that extends a row's run if
 * there is one, else the first legal move that does not move a card out of column 0,
 * else the first; never back to a position met before in the round. Redeals when stuck.
 * Stops when won, lost, or when every move returns to a position met before.
 */
export function playByPolicy(game: Game): Game {
  let seen = new Set([game.position]);
  for (;;) {
    if (game.status === 'stuck') {
      game.redeal();
      seen = new Set([game.position]);
      continue;
    }
    const runs = game.runs;
    const fresh = game.moves().filter((move) => {
      game.play(move.from, move.to);
      const position = game.position;
      game.undo();
      return !seen.has(position);
    });
    const move = fresh.find((move) => move.to.col > 0 && move.to.col === runs[move.to.row]) ?? fresh.find((move) => move.from.col > 0) ?? fresh[0];
    if (!move) return game;
    game.play(move.from, move.to);
    seen.add(game.position);
  }
}

/** The game replayed up to just before move `number` (as `moveCount` counts), and the move played there. */
export function beforeMove(game: Game, number: number): { replay: Game; played: Move } {
  const replay = game.fromStart();
  for (const action of game.history) {
    if (action.type === 'move' && replay.moveCount === number - 1) return { replay, played: { card: action.card, from: action.from, to: action.to } };
    if (action.type === 'redeal') replay.redeal();
    else replay.play(action.from, action.to);
  }
  throw new Error(`no move ${number} in the game`);
}
