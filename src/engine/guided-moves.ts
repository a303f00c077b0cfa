/**
 * The guided phase's moves (solver.ts, its phase 2): the moves a good player would
 * consider, best first, by a player's rules of thumb. A heuristic, so only for the phase
 * that answers 'win' or nothing; the complete search's moves are in complete-moves.ts.
 */
import { GAP } from './cards.js';
import { LIVE, extendsRun, vacated } from './complete-moves.js';
import type { SearchTableau } from './search-tableau.js';
import { moveFrom, moveTo } from './tableau.js';

/** Weights of the guided phase's move order (chosen by trying them on seeds 1 to 40: see the solver in docs/engine.md). */
const CHAIN_BONUS = 4;
const LIVE_BONUS = 2;
const KILL_PENALTY = 2;
const TWO_PENALTY = 3;
/** Below every other move's score: a 2 heading cards in place is tried last of all. */
const HEAD_PENALTY = 1000;

/**
 * The guided phase's moves, best first (a heuristic, so only for the phase that
 * answers 'win' or nothing). The moves that extend a row's run beyond column 0 (one
 * run's) are played at once, alone. Under a left-only fill, a card of a run that
 * continues only its left neighbour never moves. The others are ranked: a 2 into column
 * 0 first (the one that puts the most cards in place ahead); then a move into a gap that
 * ends a chain freeing the cell after a run (the card there needs the gap after its
 * predecessor, whose card needs the gap after its own predecessor, …); a move whose
 * vacated cell stays usable (not right of a King or a gap) up, one that leaves a gap
 * behind a gap down; a lone 2 leaving column 0 next to last; and, with `heads`, last of
 * all a 2 that heads cards in place, which gives up its row's run for another row's
 * column-0 gap (so a row can change suit). Some winning lines play it. A narrow search
 * (its best 1, 2 or 3 moves) takes it only where fewer other moves are left, so its
 * lines no longer end there for want of it; the searches over all moves leave it out,
 * since with it they rarely run out of moves, and the complete search, which proves
 * losses, would start later (measured: see the solver in docs/engine.md).
 */
export function guidedMoves(tableau: SearchTableau, out: Int32Array, heads: boolean): number {
  const all = tableau.generateMoves(out);
  // The rows' run lengths as the search's tableau keeps them (no move is played here).
  const { cells, rules, gaps, wayOn, runs } = tableau;
  const { columns, columnOf, sequenceIndex, successor, predecessor } = rules;
  // A run extension first: the cards that extend one run are the only moves tried, and
  // the chains below are then not needed. Each must continue the run: a gap right after
  // a run takes only such cards when the fill is one-sided and `follow` is the goal, but
  // under jungle's any-suit follow, spaces-and-aces' any higher card, the two-sided fill
  // and Rovers' orthogonal one most cards it takes do not, and trying one of those alone
  // would waste the breadth. Where several cards continue the run (gaps-alter's two of
  // the other colour, gaps-diff's three of the other suits) all are tried: which one
  // extends the run decides the rest of the game (measured: see the solver in
  // docs/engine.md).
  let extensions = 0;
  let extended = -1;
  for (let i = 0; i < all; i++) {
    const to = moveTo(out[i]);
    const column = columnOf[to];
    if ((extended < 0 || to === extended) && column > 0 && extendsRun(tableau, out[i])) {
      extended = to;
      out[extensions++] = out[i];
    }
  }
  if (extensions > 0) return extensions;
  // Bit g: gap number g ends a chain that frees some row's next cell.
  let useful = 0;
  for (let row = 0; row < rules.rows; row++) {
    const length = runs[row];
    if (length === rules.sequenceLength) continue;
    const next = row * columns + length;
    let cell = next;
    for (let step = 0; step < cells.length; step++) {
      const card = cells[cell];
      if (card === GAP) {
        for (let g = 0; g < gaps.length; g++) if (gaps[g] === cell) useful |= 1 << g;
        break;
      }
      cell = wayOn[card];
      // Back at the row's next cell: a ring of cards each in another's way, which no gap
      // ends (walked to the bound, rings took most of the steps: see docs/engine.md). Where
      // no two cards share a way (no two continue one card), a ring passes its start.
      if (cell < 0 || cell === next) break;
    }
  }
  // A card in a row's run that continues only the card left of it stays there (it can
  // move where the fill is looser than the goal, as in jungle): moved out, it extends
  // no other run, and its own run waits for it to come back. Only where gaps take what
  // follows their left neighbour: elsewhere (free-parking) such moves shift cards the
  // way the game needs (measured: see the solver in docs/engine.md).
  const keepRuns = rules.fillPart.onlyLeftFollowers;
  let count = 0;
  for (let i = 0; i < all; i++) {
    const move = out[i];
    const from = moveFrom(move);
    const to = moveTo(move);
    const column = columnOf[to];
    if (keepRuns && columnOf[from] > 0 && columnOf[from] < runs[(from - columnOf[from]) / columns] && predecessor[cells[from]] >= 0) continue;
    let score = 0;
    if (columnOf[from] === 0 && sequenceIndex[cells[from]] === 0) {
      const leadsRun = successor[cells[from]] >= 0 && cells[from + 1] === successor[cells[from]];
      if (leadsRun && !heads) continue;
      score -= leadsRun ? HEAD_PENALTY : TWO_PENALTY;
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
      if (vacated(tableau, from) === LIVE) score += LIVE_BONUS;
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
