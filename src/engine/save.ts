/**
 * Saves: a game as JSON text (its variant, seed, options and actions), and a game
 * restored from one by replaying every action through the rules, so a damaged or forged
 * save is refused with the first thing wrong in it.
 */
import type { Action } from './actions.js';
import { describeValue } from './describe.js';
import { Game } from './game.js';

/** Format tag of a save, so a foreign JSON document is recognised as such. */
export const SAVE_FORMAT = 'montana-solitaire';
export const SAVE_VERSION = 1;

export interface Save {
  format: typeof SAVE_FORMAT;
  version: number;
  variant: string;
  seed: string;
  redeals: number;
  redealAnytime: boolean;
  position?: string;
  actions: Action[];
  undone: Action[];
}

/** The JSON text of a save. */
export function writeSave(save: Omit<Save, 'format' | 'version'>): string {
  return JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, ...save });
}

/** The game a save describes, every action replayed through the rules; throws with the first thing wrong. */
export function loadSave(text: string): Game {
  let save: Partial<Save>;
  try {
    save = JSON.parse(text);
  } catch (error) {
    throw new Error(`Cannot load save: it is not valid JSON (${(error as Error).message})`);
  }
  if (save === null || typeof save !== 'object' || Array.isArray(save)) {
    throw new Error(`Cannot load save: a save is a JSON object, and this is ${Array.isArray(save) ? 'a list' : save === null ? 'null' : `a ${typeof save}`}`);
  }
  if (save.format !== SAVE_FORMAT) {
    throw new Error(`Cannot load save: it is not a ${SAVE_FORMAT} save (no "format": "${SAVE_FORMAT}")`);
  }
  if (save.version !== SAVE_VERSION) {
    throw new Error(`Cannot load save: version ${describeValue(save.version)} is not supported (this engine reads version ${SAVE_VERSION})`);
  }
  // Every field is written by save(), so a missing one is damage, not a default to fill in.
  const missing = ['variant', 'seed', 'redeals', 'redealAnytime', 'actions', 'undone'].filter((field) => !(field in save));
  if (missing.length > 0) throw new Error(`Cannot load save: ${missing.map((field) => `"${field}"`).join(', ')} missing`);
  if (!Array.isArray(save.actions) || !Array.isArray(save.undone)) {
    throw new Error('Cannot load save: "actions" and "undone" must be lists of actions');
  }
  let game: Game;
  try {
    game = new Game({
      variant: save.variant,
      seed: save.seed,
      redeals: save.redeals,
      redealAnytime: save.redealAnytime,
      position: save.position,
    });
  } catch (error) {
    throw new Error(`Cannot load save: ${(error as Error).message}`);
  }
  const replay = (actions: Action[], list: string) =>
    actions.forEach((action, index) => {
      try {
        replayAction(game, action);
      } catch (error) {
        throw new Error(`Cannot load save: ${list} ${index + 1} of ${actions.length} (${describeValue(action)}): ${(error as Error).message}`);
      }
    });
  replay(save.actions, 'action');
  // The undone actions must replay too, in redo order; then they are undone again,
  // which leaves them on the redo list exactly as they were saved.
  const undone = [...save.undone].reverse();
  replay(undone, 'undone action');
  undone.forEach(() => game.undo());
  return game;
}

/** Replays a saved action through the public commands, checking that it says what happened. */
function replayAction(game: Game, action: Action): void {
  if (action === null || typeof action !== 'object') throw new Error('an action is a move or a redeal object');
  if (action.type === 'redeal') {
    const expected = game.redealsUsed + 1;
    if (action.redeal !== expected) throw new Error(`it is redeal ${describeValue(action.redeal)}, but the next redeal is number ${expected}`);
    if (action.kept !== game.score) throw new Error(`it says ${describeValue(action.kept)} cards were kept, but ${game.score} are in place`);
    game.redeal();
    return;
  }
  if (action.type !== 'move') throw new Error(`unknown action type ${describeValue((action as { type: unknown }).type)}`);
  const { card, from, to } = action;
  if (to === undefined) throw new Error('a move must say where the card went ("to")');
  const cardAt = game.isCell(from) ? game.board[from.row][from.col] : undefined;
  if (cardAt !== card) {
    throw new Error(`it says ${describeValue(card)} leaves ${describeValue(from)}, but that cell holds ${cardAt ?? 'no card'}`);
  }
  game.play(from, to);
}
