/**
 * The words of the engine's API for what happens in a game: a move, a redeal, the
 * history's entries, the board as a page sees it.
 */
import type { Cell } from './position.js';

/** A card moving from its cell into a gap. */
export interface Move {
  card: string;
  from: Cell;
  to: Cell;
}

export interface MoveAction extends Move {
  type: 'move';
}

export interface RedealAction {
  type: 'redeal';
  /** Which redeal of the game this is: 1 for the first. */
  redeal: number;
  /** Cards that stayed in their runs. */
  kept: number;
}

/** One entry of a game's history. */
export type Action = MoveAction | RedealAction;

/** What `redeal()` returns: the action, the run kept in each row, and the new board. */
export interface RedealResult extends RedealAction {
  runs: number[];
  board: Board;
}

export type Board = ReadonlyArray<ReadonlyArray<string | null>>;

export type ValidationResult = { ok: true } | { ok: false; error: string };

/** Which moves `moves()` lists: those of the card in `from`, those into the gap `to`, or both. */
export interface MoveFilter {
  from?: Cell;
  to?: Cell;
}

/** A copy of a move (of a move action, the move alone), so that no caller holds the game's own cells. */
export const copyMove = ({ card, from, to }: Move): Move => ({ card, from: { ...from }, to: { ...to } });

/** A copy of an action, so that no caller holds the game's own (a redeal action, the game's, holds only its type and numbers). */
export function copyAction<T extends Action>(action: T): T {
  return (action.type === 'move' ? { type: 'move', ...copyMove(action) } : { ...action }) as T;
}
