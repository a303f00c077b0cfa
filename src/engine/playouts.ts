/**
 * Random playouts: lines played to their end, each move drawn at random with weights a
 * good player would give, again and again from the start position. Where a gap takes
 * several cards and rows may be built from many of them (gaps-diff: three cards of the
 * other suits continue a run), a deal has so many winning ends that thousands of
 * different lines find one sooner than a depth-first search, which spends its budget
 * below its first wrong choice near the root.
 *
 * It answers a line or nothing: finding none proves nothing, and the solver plays a
 * line through the rules before answering `win` (solver.ts).
 */
import { alea } from './alea.js';
import { extendsRun, vacated } from './complete-moves.js';
import type { SearchContext } from './search.js';
import type { SearchTableau } from './search-tableau.js';
import { moveFrom } from './tableau.js';
import type { Rules } from './variants.js';

/** Longest playout: winning lines are 100 to 350 moves; longer ones go round in circles. */
const PLAYOUT_DEPTH = 400;
/**
 * A move's weight: a move that extends a row's run counts `EXTENDS` times one that does
 * not, times what the cell it leaves is worth: right after its row's run (the next card
 * of that run can come), in column 0 or after a card that can be followed, after a gap
 * (dead until that gap is filled), after a card nothing follows (dead for the game).
 * Set by judgement, not tuned (what they win: see the solver in docs/engine.md).
 */
const EXTENDS = 50;
const LEAVES_AFTER_RUN = 40;
const LEAVES_LIVE = 10;
const LEAVES_AFTER_GAP = 3;
const LEAVES_DEAD = 1;
/** The weight of each of `vacated`'s answers, indexed by it (DEAD, BEHIND_GAP, LIVE). */
const LEAVES = [LEAVES_DEAD, LEAVES_AFTER_GAP, LEAVES_LIVE];

/**
 * True where the playouts pay: where a gap after some card takes several cards one rank
 * up (jungle's four of any suit, gaps-alter's two of the other colour, gaps-diff's three
 * of the other suits, a two-deck game's two copies), so that a deal has many winning ends.
 * Measured: see the solver in docs/engine.md (spaces-and-aces, whose gaps take any
 * higher card of one suit, and galary, whose gaps take one card from either side, did
 * not gain by them).
 */
export const playoutsPay = ({ followers, sequenceIndex }: Rules): boolean =>
  followers.some((cards, before) => cards.filter((card) => sequenceIndex[card] === sequenceIndex[before] + 1).length > 1);

/**
 * Playouts from the context's position until one wins (its line, encoded) or
 * `positionLimit` moves are played or the context's deadline passes (null). Each move
 * played counts as a position searched. The watcher, if any, is told of each playout's
 * end and may rule out first moves. The tableau is left as it was found.
 */
export function playToWin(context: SearchContext<SearchTableau>, positionLimit: number): number[] | null {
  const { tableau, watcher } = context;
  // Each row's run as the tableau keeps it while lines are played and taken back.
  const { rules, runs } = tableau;
  const { columns, columnOf } = rules;
  const { movesWhenWon } = rules.fillPart;
  const stopAt = context.states + positionLimit;
  const width = tableau.gaps.length * rules.fillPart.mostCandidates(rules);
  const moves = new Int32Array(width);
  const weights = new Int32Array(width);
  const line = new Int32Array(PLAYOUT_DEPTH);
  const random = alea('playouts');
  const skipped = new Set<number>();
  if (watcher !== null) {
    for (let i = 0, count = tableau.generateMoves(moves); i < count; i++) if (watcher.skipsFirst(tableau, moves[i])) skipped.add(moves[i]);
  }
  while (context.states < stopAt && Date.now() <= context.deadline) {
    let length = 0;
    let won = false;
    while (length < PLAYOUT_DEPTH && context.states + length < stopAt) {
      const count = tableau.generateMoves(moves);
      if ((count === 0 || movesWhenWon) && tableau.isWon()) {
        won = true;
        break;
      }
      let total = 0;
      for (let i = 0; i < count; i++) {
        const from = moveFrom(moves[i]);
        const fromColumn = columnOf[from];
        const fromRun = runs[(from - fromColumn) / columns];
        let weight = 0;
        // A card of a run stays: moved out, it is one card fewer in place.
        if (fromColumn >= fromRun && !(length === 0 && skipped.has(moves[i]))) {
          weight = fromColumn === fromRun ? LEAVES_AFTER_RUN : LEAVES[vacated(tableau, from)];
          if (extendsRun(tableau, moves[i])) weight *= EXTENDS;
        }
        weights[i] = weight;
        total += weight;
      }
      if (total === 0) break;
      let drawn = Math.floor(random() * total);
      let chosen = 0;
      while (drawn >= weights[chosen]) drawn -= weights[chosen++];
      const move = moves[chosen];
      tableau.play(move);
      line[length++] = move;
    }
    context.states += length;
    // Nothing played from the start (won already, or no move worth a try): every playout would be this one.
    if (length === 0) return won ? [] : null;
    const found = won ? Array.from(line.subarray(0, length)) : null;
    if (!won) watcher?.reached(tableau, Array.from(line.subarray(0, length)), 0);
    while (length > 0) tableau.undo(line[--length]);
    if (found !== null) return found;
  }
  return null;
}
