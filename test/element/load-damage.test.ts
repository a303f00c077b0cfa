/**
 * load() refuses damaged input cleanly: every damaged position string and every damaged
 * save throws the engine's own Error (a `Bad position:` or `Cannot load` message that
 * names what is wrong), and the element's game goes on exactly as it was.
 *
 * Each row of the tables is one kind of damage: [description, makeText(), a distinctive
 * part of the message]. The saves are damaged copies of a real save, taken from an
 * element after a few moves, a redeal (redeal-anytime) and an undo.
 */
import { expect, html } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { SOLVED_MONTANA, at, montana, recordEvents, swapped } from './helpers.js';

type Case = [description: string, makeText: () => string, expectedFragment: string];
/** A save as JSON.parse gives it back, to damage freely. */
type SaveData = Record<string, any>;

// ---- material --------------------------------------------------------------

/** The game every case starts from: moves, a redeal while moves remain, more moves, an undo. */
async function gameUnderWay(): Promise<MontanaSolitaire> {
  const element = await montana(html`<montana-solitaire seed="42" redeal-anytime></montana-solitaire>`);
  element.play('6S');
  element.play('9C');
  element.play('9S');
  element.redeal();
  element.play('2C', at(0, 0));
  element.play('TS');
  element.undo();
  await element.updateComplete;
  return element;
}

/**
 * The real save of gameUnderWay(), set in before(): actions 6S, 9C, 9S, redeal 1,
 * 2C to row 0 column 0; undone: TS.
 */
let realSave = '';

/** A damaged copy of the real save: `damage` edits the parsed save, or returns what to save instead. */
function damaged(damage: (save: SaveData) => unknown): string {
  const save: SaveData = JSON.parse(realSave);
  const replacement = damage(save);
  return JSON.stringify(replacement === undefined ? save : replacement);
}

/** The real save's text up to (and without) the `extra`-th character after `marker`. */
function cutAfter(marker: string, extra: number): string {
  const index = realSave.indexOf(marker);
  if (index < 0) throw new Error(`the real save has no ${marker}`);
  return realSave.slice(0, index + extra);
}

/** The real save's text with `from` replaced by `to`, which must be there. */
function edited(from: string, to: string): string {
  if (!realSave.includes(from)) throw new Error(`the real save has no ${from}`);
  return realSave.replace(from, to);
}

const SOLVED_ROWS = SOLVED_MONTANA.split('/');
/** A valid board with cards away from their places, so damage is not only at row 0, column 0. */
const MIXED = swapped(SOLVED_MONTANA, [[0, 0], [3, 12]], [[1, 5], [2, 7]]);

/** A position with the token at one cell replaced. */
function withCell(position: string, row: number, col: number, token: string): string {
  const rows = position.split('/');
  rows[row] = rows[row].slice(0, col * 2) + token + rows[row].slice(col * 2 + 2);
  return rows.join('/');
}

const DEEP = 100_000;

// ---- the damage --------------------------------------------------------------

const positionCases: Case[] = [
  ['three rows', () => SOLVED_ROWS.slice(0, 3).join('/'), 'it has 3 rows'],
  ['five rows', () => `${SOLVED_MONTANA}/${SOLVED_ROWS[0]}`, 'it has 5 rows'],
  ['a "/" after the last row', () => `${SOLVED_MONTANA}/`, 'it has 5 rows, but a montana position is 4 rows'],
  ['a short row (a cell left out)', () => SOLVED_MONTANA.replace('KH--', '--'), 'row 2 is 24 characters long'],
  ['a long row (a cell too many)', () => SOLVED_MONTANA.replace('KD--', 'KD----'), 'row 1 is 28 characters long'],
  ['a ten written as 10', () => SOLVED_MONTANA.replace('TD', '10D'), 'row 1 is 27 characters long'],
  ['spaces between the cells', () => SOLVED_ROWS.map((row) => row.match(/../g)!.join(' ')).join('/'), 'row 0 is 38 characters long'],
  ['lower case', () => SOLVED_MONTANA.toLowerCase(), '"2c" at row 0, column 0 is not a card or a gap'],
  ['an unknown rank letter', () => withCell(MIXED, 1, 9, 'XD'), '"XD" at row 1, column 9 is not a card or a gap'],
  ['an unknown suit letter', () => withCell(MIXED, 2, 3, '5X'), '"5X" at row 2, column 3 is not a card or a gap'],
  ['an ace (not on a montana board)', () => withCell(MIXED, 0, 12, 'AS'), 'AS at row 0, column 12 is not on a montana board'],
  ['a card twice', () => withCell(SOLVED_MONTANA, 3, 12, '7H'), '7H appears twice (row 2, column 5 and row 3, column 12)'],
  ['a card missing (a fifth gap in its place)', () => withCell(SOLVED_MONTANA, 1, 4, '--'), '6D is missing'],
  ['two gaps in place of two cards', () => withCell(withCell(SOLVED_MONTANA, 0, 1, '--'), 3, 11, '--'), '3C, KS are missing'],
  ['a gap written "__"', () => withCell(SOLVED_MONTANA, 2, 12, '__'), '"__" at row 2, column 12 is not a card or a gap (--)'],
  ['rows separated by "|"', () => SOLVED_MONTANA.replaceAll('/', '|'), 'it has 1 row, but'],
  ['rows separated by "/" and a line break', () => SOLVED_MONTANA.replaceAll('/', '/\r\n'), 'row 1 is 28 characters long'],
  ['empty text', () => '', 'it has 1 row, but a montana position is 4 rows of 13 cells'],
  ['only whitespace', () => ' \t\n\r ', 'Bad position: it has 1 row'],
  ['a 10,000-character text', () => SOLVED_MONTANA + 'X' + '2C'.repeat(4946), 'row 3 is 9919 characters long'],
  ['a NUL character', () => withCell(SOLVED_MONTANA, 1, 1, '3\0'), '"3\0" at row 1, column 1 is not a card or a gap'],
  ['a Cyrillic look-alike (U+0421) in place of the Latin C', () => withCell(SOLVED_MONTANA, 0, 5, '7\u0421'), '"7\u0421" at row 0, column 5 is not a card'],
  ['full-width look-alike letters', () => withCell(MIXED, 3, 0, '\uFF12\uFF33'), '"\uFF12\uFF33" at row 3, column 0 is not a card'],
  ['a playing-card emoji (two UTF-16 units) in place of a card', () => withCell(MIXED, 3, 1, '\u{1F0B3}'), 'at row 3, column 1 is not a card'],
  ['a zero-width space inside a row', () => SOLVED_MONTANA.replace('9H', '9\u200BH'), 'row 2 is 27 characters long'],
  ['markup', () => '<img src=x onerror=alert(1)>', 'Bad position: it has 1 row'],
  ['a save-like text that is not JSON', () => "{format: 'montana-solitaire', version: 1, seed: '42'}", 'Cannot load save: it is not valid JSON'],
  ['a position string quoted as JSON', () => JSON.stringify(SOLVED_MONTANA), 'Cannot load save: a save is a JSON object, and this is a string'],
  ['no text at all (null)', () => null as unknown as string, 'Cannot load: expected a save (JSON text) or a position string, got null'],
];

const saveCases: Case[] = [
  // Truncated JSON, at different kinds of places.
  ['a save cut after its first brace', () => '{', 'is not valid JSON'],
  ['a save cut inside a key', () => cutAfter('"seed"', 3), 'is not valid JSON ('],
  ['a save cut inside a string value', () => cutAfter('montana-solitaire', 7), 'Cannot load save: it is not valid JSON'],
  ['a save cut right after a colon', () => cutAfter('"actions":', 10), 'save: it is not valid JSON'],
  ['a save cut inside true', () => cutAfter('true', 2), 'not valid JSON'],
  ['a save cut between two actions', () => cutAfter('},{"type"', 2), 'it is not valid JSON'],
  ['a save without its last brace', () => realSave.slice(0, -1), 'is not valid JSON'],
  // Not JSON, or not one JSON object.
  ['two saves back to back', () => realSave + realSave, 'is not valid JSON'],
  ['a trailing comma', () => `${realSave.slice(0, -1)},}`, 'is not valid JSON'],
  ['a byte-order mark before the save', () => `\uFEFF${realSave}`, 'is not valid JSON'],
  ['a list holding the save', () => JSON.stringify([JSON.parse(realSave)]), 'Cannot load save: it nests lists and objects more than 4 deep, deeper than a save'],
  ['a list of numbers', () => '[1,2]', 'Cannot load save: a save is a JSON object, and this is a list'],
  ['a number instead of a save', () => '42', 'Bad position: it has 1 row'],
  ['the save encoded again as a JSON string', () => JSON.stringify(realSave), 'Cannot load save: a save is a JSON object, and this is a string'],
  ['null instead of a save', () => 'null', 'Bad position: it has 1 row'],
  // The header.
  ['another format', () => damaged((save) => void (save.format = 'klondike-solitaire')), 'it is not a montana-solitaire save'],
  ['no format', () => damaged((save) => void delete save.format), 'no "format": "montana-solitaire"'],
  ['a newer version', () => damaged((save) => void (save.version = 2)), 'version 2 is not supported'],
  ['the version as a string', () => damaged((save) => void (save.version = '1')), 'version "1" is not supported'],
  ['an unknown variant', () => damaged((save) => void (save.variant = 'klondike')), 'unknown variant "klondike"; accepted variants: montana, descending'],
  ['a variant named like a prototype property', () => damaged((save) => void (save.variant = '__proto__')), 'unknown variant "__proto__"'],
  ['no variant', () => damaged((save) => void delete save.variant), 'Cannot load save: "variant" missing'],
  ['the other variant', () => damaged((save) => void (save.variant = 'descending')), 'Illegal move: 6S cannot go to row 0, column 2'],
  ['a seed that is not a string', () => damaged((save) => void (save.seed = 42)), 'seed must be text of 1 to 200 characters, not only spaces, with no control characters, got 42'],
  ['no seed', () => damaged((save) => void delete save.seed), 'Cannot load save: "seed" missing'],
  ['another seed', () => damaged((save) => void (save.seed = '43')), 'Cannot load save: action 1 of 5'],
  ['negative redeals', () => damaged((save) => void (save.redeals = -1)), 'redeals must be a whole number from 0 to 1000, got -1'],
  ['fractional redeals', () => damaged((save) => void (save.redeals = 1.5)), 'got 1.5'],
  ['huge redeals', () => damaged((save) => void (save.redeals = 1e6)), 'got 1000000'],
  ['redeals as a string', () => damaged((save) => void (save.redeals = '2')), 'whole number from 0 to 1000, got "2"'],
  ['no redeals', () => damaged((save) => void delete save.redeals), 'Cannot load save: "redeals" missing'],
  ['redealAnytime not a boolean', () => damaged((save) => void (save.redealAnytime = 'true')), 'redealAnytime must be true or false, got "true"'],
  // The lists.
  ['actions not a list', () => damaged((save) => void (save.actions = { 0: save.actions[0] })), '"actions" and "undone" must be lists of actions'],
  ['no actions', () => damaged((save) => void delete save.actions), 'Cannot load save: "actions" missing'],
  ['undone not a list', () => damaged((save) => void (save.undone = 'TS')), 'must be lists of actions'],
  ['undone null', () => damaged((save) => void (save.undone = null)), 'Cannot load save: "undone" missing or null'],
  // One action.
  ['an action that is null', () => damaged((save) => void (save.actions[1] = null)), 'action 2 of 5 (null): an action is a move or a redeal object'],
  ['an action that is a number', () => damaged((save) => void (save.actions[2] = 7)), 'action 3 of 5 (7): an action is a move or a redeal object'],
  ['an action of an unknown type', () => damaged((save) => void (save.actions[0].type = 'jump')), 'unknown action type "jump"'],
  ['an action with no type', () => damaged((save) => void delete save.actions[4].type), 'action 5 of 5 ({"card":"2C"'],
  ['a move whose card is not a card code', () => damaged((save) => void (save.actions[0].card = 'ZZ')), 'it says "ZZ" leaves {"row":1,"col":12}, but that cell holds 6S'],
  ['a 100,000-character card', () => damaged((save) => void (save.actions[0].card = 'x'.repeat(100_000))), 'it says "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" leaves'],
  ['a move whose from does not hold that card', () => damaged((save) => void (save.actions[1].from = { row: 0, col: 0 })), 'it says "9C" leaves {"row":0,"col":0}, but that cell holds QD'],
  ['a move whose from is not a cell', () => damaged((save) => void (save.actions[0].from = [1, 12])), 'leaves [1,12], but that cell holds no card'],
  ['a move whose from is written in strings', () => damaged((save) => void (save.actions[0].from = { row: '1', col: '12' })), '{"row":"1","col":"12"}'],
  ['a move from a prototype-named cell', () => damaged((save) => void (save.actions[0].from = { row: '__proto__', col: 'constructor' })), 'but that cell holds no card'],
  ['a move to a cell that is not a gap', () => damaged((save) => void (save.actions[0].to = { row: 0, col: 0 })), 'that cell holds QD, not a gap'],
  ['a move to a cell off the board', () => damaged((save) => void (save.actions[0].to = { row: 4, col: 2 })), 'a cell is { row, col } with row 0 to 3 and col 0 to 12'],
  ['a move with no target cell', () => damaged((save) => void delete save.actions[0].to), 'a move must say where the card went ("to")'],
  ['a move that breaks the rules', () => damaged((save) => void (save.actions[0].to = { row: 2, col: 5 })), 'the card left of that gap is 8S, so only 9S fits there'],
  ['a move made twice', () => damaged((save) => void save.actions.splice(1, 0, save.actions[0])), 'action 2 of 6'],
  // Redeals.
  ['a redeal with the wrong number', () => damaged((save) => void (save.actions[3].redeal = 2)), 'it is redeal 2, but the next redeal is number 1'],
  ['a redeal that says it kept cards it did not', () => damaged((save) => void (save.actions[3].kept = 30)), 'kept'],
  ['a redeal while moves remain, without redealAnytime', () => damaged((save) => void (save.redealAnytime = false)), '4 moves are still possible'],
  ['a redeal in a game that allows none', () => damaged((save) => void (save.redeals = 0)), 'Cannot redeal: this game allows no redeals'],
  [
    'more redeals than allowed',
    () => damaged((save) => void ((save.redeals = 1), save.actions.push({ type: 'redeal', redeal: 2, kept: 1 }))),
    'action 6 of 6 ({"type":"redeal","redeal":2,"kept":1}): Cannot redeal: no redeals left (all 1 used)',
  ],
  // What redo would bring back.
  ['an undone action that cannot be redone', () => damaged((save) => void (save.undone[0].to = { row: 1, col: 0 })), 'undone action 1 of 1'],
  ['an undone action that is null', () => damaged((save) => void save.undone.push(null)), 'undone action 1 of 2 (null)'],
  // The start position.
  ['a damaged position field', () => damaged((save) => void (save.position = withCell(SOLVED_MONTANA, 3, 12, '2C'))), 'Cannot load save: Bad position: 2C appears twice'],
  ['a position field that is not text', () => damaged((save) => void (save.position = null)), 'Bad position: expected text, got null'],
  ['a position field the actions were not played from', () => damaged((save) => void (save.position = MIXED)), 'action 1 of 5'],
  // Junk.
  ['a __proto__ key in place of the format', () => edited('"format":"montana-solitaire"', '"__proto__":{"format":"montana-solitaire"}'), 'it is not a montana-solitaire save'],
  ['a __proto__ key inside an action', () => edited('{"type":"move","card":"6S"', '{"__proto__":{"type":"redeal","redeal":1},"card":"6S"'), '{"__proto__":{"type":"redeal"'],
  ['a deeply nested junk action', () => edited('"actions":[', `"actions":[${'['.repeat(DEEP)}${']'.repeat(DEEP)},`), 'Cannot load save: it nests lists and objects more than 4 deep, deeper than a save'],
  ['a deeply nested junk seed', () => edited('"seed":"42"', `"seed":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`), 'Cannot load save: it nests lists and objects more than 4 deep, deeper than a save'],
  ['a seed that is an object', () => edited('"seed":"42"', '"seed":{"a":1}'), 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got {"a":1}'],
  ['200,000 junk actions', () => damaged((save) => void (save.actions = new Array(200_000).fill({ type: 'jump' }))), 'over the limit of 1000000 (1 MB)'],
];

const cases: Case[] = [...positionCases, ...saveCases];

// ---- the checks --------------------------------------------------------------

/** Runs `command` and returns what it threw (undefined when it did not throw). */
function thrownBy(command: () => unknown): unknown {
  try {
    command();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Everything the page can see of the element's game. */
function stateOf(element: MontanaSolitaire) {
  return {
    save: element.save(),
    board: JSON.stringify(element.board),
    moveCount: element.moveCount,
    redealsLeft: element.redealsLeft,
    status: element.status,
    attributes: ['variant', 'seed', 'redeals', 'redeal-anytime'].map((name) => element.getAttribute(name)),
  };
}

describe('<montana-solitaire> load() refuses damaged input', () => {
  before(async () => {
    realSave = (await gameUnderWay()).save();
  });

  it(`has at least 50 cases, each named once (${cases.length}: ${positionCases.length} positions, ${saveCases.length} saves)`, () => {
    expect(cases.length).to.be.at.least(50);
    expect(positionCases.length).to.be.at.least(20);
    expect(saveCases.length).to.be.at.least(30);
    expect(new Set(cases.map(([description]) => description)).size).to.equal(cases.length);
  });

  it('loads the undamaged material: the real save, the solved board and the mixed one', async () => {
    const save = JSON.parse(realSave);
    expect(save.actions.map((action: { type: string }) => action.type)).to.deep.equal(['move', 'move', 'move', 'redeal', 'move']);
    expect(save.undone).to.have.length(1);
    expect(save.redealAnytime).to.equal(true);
    for (const text of [realSave, SOLVED_MONTANA, MIXED]) {
      expect(Game.validate(text)).to.deep.equal({ ok: true });
    }
    const element = await montana();
    element.load(realSave);
    expect(element.save()).to.equal(realSave);
  });

  for (const [description, makeText, expectedFragment] of cases) {
    it(`refuses ${description}`, async () => {
      const element = await gameUnderWay();
      const text = makeText();
      const { variant, seed, redeals, redealAnytime } = JSON.parse(element.save());

      // The engine's own message, from the same call the element makes.
      const engineError = thrownBy(() => Game.load(text, { variant, seed, redeals, redealAnytime }));
      expect(engineError, 'Game.load accepted the damaged text').to.be.instanceOf(Error);
      const message = (engineError as Error).message;
      expect((engineError as Error).constructor, `Game.load threw a ${(engineError as Error).name}: ${message}`).to.equal(Error);
      expect(message).to.match(/^(Bad position:|Cannot load)/);
      expect(message).to.include(expectedFragment);
      expect(message.length, 'a message short enough to read').to.be.below(600);
      expect(Game.validate(text, { variant, seed, redeals, redealAnytime })).to.deep.equal({ ok: false, error: message });

      // The element throws that same message, and nothing about its game changes.
      const before = stateOf(element);
      const recorder = recordEvents(['newgame', 'move', 'redeal', 'undo', 'win', 'lose']);
      const elementError = thrownBy(() => element.load(text));
      await element.updateComplete;
      recorder.stop();
      expect(elementError, 'element.load accepted the damaged text').to.be.instanceOf(Error);
      expect((elementError as Error).constructor).to.equal(Error);
      expect((elementError as Error).message).to.equal(message);
      expect(stateOf(element)).to.deep.equal(before);
      expect(recorder.events.map((event) => event.type)).to.deep.equal([]);

      // And it still plays.
      const [move] = element.moves();
      const moves = recordEvents(['move']);
      element.play(move.card, move.to);
      moves.stop();
      expect(element.board[move.to.row][move.to.col]).to.equal(move.card);
      expect(element.board[move.from.row][move.from.col]).to.equal(null);
      expect(element.moveCount).to.equal(before.moveCount + 1);
      expect(moves.events.map((event) => event.detail.card)).to.deep.equal([move.card]);
    });
  }
});
