/**
 * What follows a move or a redeal, in order: the action's event for the page and its words
 * for the player; then a change of status is reported (the win or loss event, the game
 * counted in the statistics and its event, the words), or the player is told the game is
 * stuck. The words are said and the game counted here; the events are returned, for the
 * element to dispatch once its state is final.
 */
import type { Action, Game, Status } from '../engine.js';
import type { AutosaveController } from './autosave-controller.js';
import { LoseEvent, MoveEvent, RedealEvent, WinEvent, type MontanaEvent } from './events.js';
import { describeAction, type Strings } from './i18n.js';

/** Where the report goes. */
export interface Audience {
  strings: Strings;
  /** The playing time so far. */
  durationMs: number;
  announce(text: string): void;
  /**
   * The statistics: `help` the game had (see WinDetail), and `count()`, which counts the game, won or lost, in its
   * variant's statistics and returns its `stats` event (none when counted already).
   */
  books: Pick<AutosaveController, 'help' | 'count'>;
}

/** Says the action's words and counts a game that ended; returns the events to dispatch, in order. */
export function reportAction(audience: Audience, game: Game, action: Action, statusBefore: Status): (MontanaEvent<unknown> | undefined)[] {
  const { strings, durationMs } = audience;
  const { variant, seed, status } = game;
  const events: (MontanaEvent<unknown> | undefined)[] = [
    action.type === 'move'
      ? new MoveEvent({ card: action.card, from: action.from, to: action.to, moveCount: game.moveCount, score: game.score })
      : new RedealEvent({ redealsUsed: game.redealsUsed, redealsLeft: game.redealsLeft, kept: action.kept }),
  ];
  let said = describeAction(strings, action, game.redealsLeft).trim();
  if (status !== statusBefore) {
    if (status === 'won') {
      events.push(new WinEvent({ variant, seed, moves: game.moveCount, redealsUsed: game.redealsUsed, durationMs, ...audience.books.help }), audience.books.count(game, true));
      said = strings.won(game.moveCount);
    } else if (status === 'lost') {
      events.push(new LoseEvent({ variant, seed, score: game.score, durationMs }), audience.books.count(game, false));
      said = strings.lost(game.score);
    } else if (status === 'stuck') {
      said += ` ${strings.stuck(game.redealsLeft)}`;
    }
  }
  audience.announce(said);
  return events;
}
