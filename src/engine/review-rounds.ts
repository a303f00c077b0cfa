/**
 * The page's half of the game review (see review.ts): a game turned into plain data per
 * round, for the worker. Apart from the review's search, so that what asks for a review
 * carries no solver.
 */
import type { Move } from './actions.js';
import type { Game } from './game.js';
import type { Snapshot } from './snapshot.js';

/** One round of a game as the worker reviews it: plain data, made by `reviewRounds`. */
export interface ReviewRound {
  /** 0 before the first redeal, k after redeal k. */
  round: number;
  /** The round's first position. */
  start: Snapshot;
  /** The moves played in the round, in order. */
  moves: Move[];
  /** The game's number of the round's first move, as `moveCount` counts (1 for the game's first); the round's moves are numbered on from it. */
  firstMove: number;
  /** True when the round ended in a won game. */
  won: boolean;
}

/** The rounds of a game as the worker reviews them, replayed from its start through its history (undone actions left out). */
export function reviewRounds(game: Game): ReviewRound[] {
  const replay = game.fromStart();
  const rounds: ReviewRound[] = [];
  let current: ReviewRound = { round: 0, start: replay.snapshot(), moves: [], firstMove: 1, won: false };
  for (const action of game.history) {
    if (action.type === 'redeal') {
      rounds.push(current);
      replay.redeal();
      current = { round: action.redeal, start: replay.snapshot(), moves: [], firstMove: replay.moveCount + 1, won: false };
    } else {
      current.moves.push(replay.play(action.from, action.to));
    }
  }
  current.won = replay.status === 'won';
  rounds.push(current);
  return rounds;
}

