/**
 * What follows a move or a redeal, in order: the page hears the action's event and the
 * player its words; then a change of status is reported (the win or loss event, the game
 * counted in the statistics, its words), or the player is told the game is stuck.
 */
import type { Action, Game, Status } from '../engine.js';
import { LoseEvent, MoveEvent, RedealEvent, WinEvent, type MontanaEvent } from './events.js';
import { describeAction, type Strings } from './i18n.js';

/** Where the report goes. */
export interface Audience {
  strings: Strings;
  /** The playing time so far. */
  durationMs: number;
  tell(event: MontanaEvent<unknown>): void;
  announce(text: string): void;
  /** Counts the game, won or lost, in its variant's statistics. */
  count(won: boolean): void;
}

export function reportAction(audience: Audience, game: Game, action: Action, statusBefore: Status): void {
  const { strings, durationMs } = audience;
  const { variant, seed, status } = game;
  audience.tell(
    action.type === 'move'
      ? new MoveEvent({ card: action.card, from: action.from, to: action.to, moveCount: game.moveCount, score: game.score })
      : new RedealEvent({ redealsUsed: game.redealsUsed, redealsLeft: game.redealsLeft, kept: action.kept }),
  );
  const said = describeAction(strings, action, game.redealsLeft).trim();
  audience.announce(said);
  if (status === statusBefore) return;
  if (status === 'won') {
    audience.tell(new WinEvent({ variant, seed, moves: game.moveCount, redealsUsed: game.redealsUsed, durationMs }));
    audience.count(true);
    audience.announce(strings.won(game.moveCount));
  } else if (status === 'lost') {
    audience.tell(new LoseEvent({ variant, seed, score: game.score, durationMs }));
    audience.count(false);
    audience.announce(strings.lost(game.score));
  } else if (status === 'stuck') {
    audience.announce(`${said} ${strings.stuck(game.redealsLeft)}`);
  }
}
