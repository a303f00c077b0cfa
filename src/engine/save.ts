/**
 * Saves: a game as JSON text (its variant, seed, options and actions), and a game
 * restored from one by replaying every action through the rules, so a damaged or forged
 * save is refused with the first thing wrong in it.
 */
import type { Action } from './actions.js';
import { describeValue } from './describe.js';
import { Game } from './game.js';
import type { Status } from './snapshot.js';

/** Format tag of a save, so a foreign JSON document is recognised as such. */
export const SAVE_FORMAT = 'montana-solitaire';
export const SAVE_VERSION = 1;

/**
 * The limits of what is read as a save or a position: a real game's save is a few kilobytes
 * and a few hundred actions, and a server must answer any text in well under a second.
 */
export const MAX_SAVE_LENGTH = 1_000_000;
/**
 * Moves and redeals, the undone ones counted too: as many as a save within MAX_SAVE_LENGTH
 * always holds (an action is at most 78 characters, the rest of a save under 1,000), and a
 * game takes no more (Game refuses an action past it), so that its own save always loads.
 */
export const MAX_ACTIONS = 12_000;

/** The game a server issued: a submitted save must be of exactly this game. */
export interface IssuedGame {
  variant: string;
  seed: string;
  /** Default: the variant's. */
  redeals?: number;
  /** Default: false. */
  redealAnytime?: boolean;
}

/** What `Game.verify` finds: how the submitted game ended, or why it is not an honest game of the one issued. */
/**
 * Game.verify's answer. `save` is the game as replayed, in its own save's form: the
 * actions checked and nothing else (no undone actions, no fields or spaces the submitted
 * text carried), which `Game.load` takes back: what a server keeps.
 */
export type Verdict = { ok: true; status: Status; score: number; moveCount: number; redealsUsed: number; save: string } | { ok: false; error: string };

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

/** Throws, with `context`, when `text` is longer than a save may be. */
export function checkLength(text: string, context: string): void {
  if (text.length > MAX_SAVE_LENGTH) {
    throw new Error(`${context}: the text is ${text.length} characters long, over the limit of ${MAX_SAVE_LENGTH} (1 MB)`);
  }
}

/** How deep a save nests: the save, an action list, an action, a cell. */
const SAVE_DEPTH = 4;

/**
 * True when the JSON in `text` nests deeper than `depth`. Checked before parsing: half a
 * million nested lists parse to tens of megabytes, which a save never needs.
 */
function nestsDeeper(text: string, depth: number): boolean {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++level > depth) return true;
    } else if (char === ']' || char === '}') level--;
  }
  return false;
}

/** The save in `text`, its form and limits checked but nothing replayed; throws with `context` and the first thing wrong. */
function readSave(text: string, context: string): Save {
  const refuse = (why: string): never => {
    throw new Error(`${context}: ${why}`);
  };
  if (nestsDeeper(text, SAVE_DEPTH)) refuse(`it nests lists and objects more than ${SAVE_DEPTH} deep, deeper than a save`);
  let save: Partial<Save>;
  try {
    save = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON (${(error as Error).message})`);
  }
  if (save === null || typeof save !== 'object' || Array.isArray(save)) {
    refuse(`a save is a JSON object, and this is ${Array.isArray(save) ? 'a list' : save === null ? 'null' : `a ${typeof save}`}`);
  }
  if (save.format !== SAVE_FORMAT) refuse(`it is not a ${SAVE_FORMAT} save (no "format": "${SAVE_FORMAT}")`);
  if (save.version !== SAVE_VERSION) refuse(`version ${describeValue(save.version)} is not supported (this engine reads version ${SAVE_VERSION})`);
  // Every field is written by save(), so a missing one is damage, not a default to fill in;
  // so is a null one, which a new game would take as left out (a null seed would deal a
  // random deal, another each time the save is loaded). JSON.parse makes a "__proto__" key
  // a field like any other, never a prototype, so it cannot lend a save its fields.
  const missing = ['variant', 'seed', 'redeals', 'redealAnytime', 'actions', 'undone'].filter((field) => save[field as keyof Save] == null);
  if (missing.length > 0) refuse(`${missing.map((field) => `"${field}"`).join(', ')} missing or null`);
  if (!Array.isArray(save.actions) || !Array.isArray(save.undone)) refuse('"actions" and "undone" must be lists of actions');
  const actionCount = save.actions!.length + save.undone!.length;
  if (actionCount > MAX_ACTIONS) refuse(`it holds ${actionCount} actions (undone ones counted), over the limit of ${MAX_ACTIONS}`);
  return save as Save;
}

/** Replays `actions` on `game`, each through the rules; a refusal names the action by its number. */
function replayAll(game: Game, actions: Action[], describe: (number: string, error: Error) => string): void {
  actions.forEach((action, index) => {
    try {
      replayAction(game, action);
    } catch (error) {
      throw new Error(describe(`${index + 1} of ${actions.length} (${describeValue(action)})`, error as Error));
    }
  });
}

/** The game a save describes, every action replayed through the rules; throws with the first thing wrong. */
export function loadSave(text: string): Game {
  const save = readSave(text, 'Cannot load save');
  let game: Game;
  try {
    // A save's fields are the game's options (its variant, seed, redeals, redealAnytime and any position); the game reads only those.
    game = new Game(save);
  } catch (error) {
    throw new Error(`Cannot load save: ${(error as Error).message}`);
  }
  replayAll(game, save.actions, (action, error) => `Cannot load save: action ${action}: ${error.message}`);
  // The undone actions must replay too, in redo order; then they are undone again,
  // which leaves them on the redo list exactly as they were saved.
  const undone = [...save.undone].reverse();
  replayAll(game, undone, (action, error) => `Cannot load save: undone action ${action}: ${error.message}`);
  undone.forEach(() => game.undo());
  return game;
}

/**
 * Whether `text` is an honest save of the game `issued`: the seed's own deal (not a
 * position), the same variant, seed, redeals and redeal rule, and every action (not the
 * undone ones) legal when replayed. Never throws.
 */
export function verifySave(text: unknown, issued: IssuedGame): Verdict {
  try {
    const game = replayIssued(text, issued);
    return { ok: true, status: game.status, score: game.score, moveCount: game.moveCount, redealsUsed: game.redealsUsed, save: game.save() };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

function replayIssued(text: unknown, issued: IssuedGame): Game {
  const refuse = (why: string): never => {
    throw new Error(`Cannot verify: ${why}`);
  };
  if (issued === null || typeof issued !== 'object' || typeof issued.variant !== 'string' || typeof issued.seed !== 'string') {
    refuse(`the game issued must be { variant, seed, redeals?, redealAnytime? }, got ${describeValue(issued)}`);
  }
  let game!: Game;
  try {
    game = new Game({ variant: issued.variant, seed: issued.seed, redeals: issued.redeals, redealAnytime: issued.redealAnytime ?? false });
  } catch (error) {
    refuse(`the game issued is not a game: ${(error as Error).message}`);
  }
  if (typeof text !== 'string') refuse(`expected a save (JSON text), got ${describeValue(text)}`);
  checkLength(text as string, 'Cannot verify');
  const save = readSave(text as string, 'Cannot verify');
  if (Object.hasOwn(save, 'position')) refuse('the save starts from a position, not from the deal of its seed');
  for (const field of ['variant', 'seed', 'redeals', 'redealAnytime'] as const) {
    if (save[field] !== game[field]) refuse(`the save's ${field} is ${describeValue(save[field])}, but the game issued has ${describeValue(game[field])}`);
  }
  replayAll(game, save.actions, (action, error) => `Cannot verify: action ${action} is refused: ${error.message}`);
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
