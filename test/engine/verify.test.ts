// Game.verify: a leaderboard's question, "is this submitted save an honest game of the one
// I issued, and how did it end?", and the limits that keep any text from hanging it.
import { expect } from '@open-wc/testing';
import { Game, MAX_ACTIONS, MAX_SAVE_LENGTH, type Verdict } from '../../src/engine.js';

const ISSUED = { variant: 'montana', seed: 'server-7', redeals: 2 };

/** A real game of the issued deal: `count` moves and redeals, chosen the same way every run. */
function played(count: number, issued = ISSUED): Game {
  const game = new Game(issued);
  for (let step = 0; step < count; step++) {
    const moves = game.moves();
    if (moves.length > 0) game.play(moves[(step * 7) % moves.length].from, moves[(step * 7) % moves.length].to);
    else if (game.canRedeal()) game.redeal();
    else break;
  }
  return game;
}

/** The save of `game` with its JSON changed by `edit`. */
function edited(game: Game, edit: (save: any) => void): string {
  const save = JSON.parse(game.save());
  edit(save);
  return JSON.stringify(save);
}

const refusal = (verdict: Verdict | { ok: true } | { ok: false; error: string }) => (verdict.ok ? 'accepted' : verdict.error);

/** Runs `check`, failing when it takes a second or more (it should take a few milliseconds). */
function withinASecond<T>(check: () => T): T {
  const started = performance.now();
  const result = check();
  expect(performance.now() - started, 'answered within a second').to.be.below(1000);
  return result;
}

describe('Game.verify', () => {
  it('accepts an honest game and says how it ended', () => {
    const game = played(400);
    expect(game.redealsUsed, 'the game used a redeal').to.be.at.least(1);
    expect(Game.verify(game.save(), ISSUED)).to.deep.equal({
      ok: true,
      status: game.status,
      score: game.score,
      moveCount: game.moveCount,
      redealsUsed: game.redealsUsed,
      save: game.save(),
    });
  });

  it('gives the game as replayed, to keep: only its actions checked, which load takes back', () => {
    const game = played(12);
    game.undo();
    // Padded, with a field of its own and junk undone: all accepted, none of it kept.
    const submitted = `${edited(game, (save) => Object.assign(save, { extra: 'x'.repeat(1000), undone: [{ type: 'teleport' }] }))}${' '.repeat(5000)}`;
    const verdict = Game.verify(submitted, ISSUED);
    if (!verdict.ok) throw new Error(verdict.error);
    const kept = Game.load(verdict.save);
    expect([kept.history, kept.moveCount, kept.canRedo()]).to.deep.equal([game.history, 11, false]);
    expect(verdict.save.length, 'no padding, no extra field').to.be.below(submitted.length - 6000);
    expect(JSON.parse(verdict.save)).to.not.have.property('extra');
  });

  it('takes the variant default for redeals and false for redealAnytime when the game issued leaves them out', () => {
    const game = played(10, { variant: 'spaces', seed: 'x' } as typeof ISSUED);
    expect(game.redeals).to.equal(2);
    expect(Game.verify(game.save(), { variant: 'spaces', seed: 'x' })).to.include({ ok: true, moveCount: game.moveCount });
    expect(refusal(Game.verify(game.save(), { variant: 'spaces', seed: 'x', redealAnytime: true }))).to.equal(
      "Cannot verify: the save's redealAnytime is false, but the game issued has true",
    );
  });

  it('does not count or replay undone actions', () => {
    const game = played(12);
    game.undo();
    game.undo();
    const verdict = Game.verify(game.save(), ISSUED);
    expect(verdict).to.include({ ok: true, moveCount: 10 });
    // Undone actions that are not even actions: load refuses them, verify does not read them.
    const junkUndone = edited(game, (save) => (save.undone = [{ type: 'teleport' }]));
    expect(refusal(Game.validate(junkUndone))).to.equal('Cannot load save: undone action 1 of 1 ({"type":"teleport"}): unknown action type "teleport"');
    expect(Game.verify(junkUndone, ISSUED)).to.include({ ok: true, moveCount: 10 });
  });

  it('refuses a save that starts from a position, whatever it claims', () => {
    const won = new Game({ seed: ISSUED.seed, position: '2C3C4C5C6C7C8C9CTCJCQCKC--/2D3D4D5D6D7D8D9DTDJDQDKD--/2H3H4H5H6H7H8H9HTHJHQHKH--/2S3S4S5S6S7S8S9STSJSQSKS--' });
    expect(won.status).to.equal('won');
    expect(refusal(Game.verify(won.save(), ISSUED))).to.equal('Cannot verify: the save starts from a position, not from the deal of its seed');
  });

  it('refuses, each with its own message, a save of another game than the one issued', () => {
    const game = played(5);
    const cases: [string, (save: any) => void, string][] = [
      ['variant', (save) => (save.variant = 'descending'), `the save's variant is "descending", but the game issued has "montana"`],
      ['seed', (save) => (save.seed = 'lucky'), `the save's seed is "lucky", but the game issued has "server-7"`],
      ['redeals', (save) => (save.redeals = 1000), `the save's redeals is 1000, but the game issued has 2`],
      ['redealAnytime', (save) => (save.redealAnytime = true), `the save's redealAnytime is true, but the game issued has false`],
    ];
    for (const [field, edit, why] of cases) expect(refusal(Game.verify(edited(game, edit), ISSUED)), field).to.equal(`Cannot verify: ${why}`);
  });

  it('refuses a save whose fields are null as damaged, as load and validate do', () => {
    const nulled = edited(played(5), (save) => Object.assign(save, { seed: null, redealAnytime: null }));
    expect(refusal(Game.verify(nulled, ISSUED))).to.equal('Cannot verify: "seed", "redealAnytime" missing or null');
    expect(refusal(Game.validate(nulled))).to.equal('Cannot load save: "seed", "redealAnytime" missing or null');
  });

  it('refuses an action the rules refuse, naming it by its number', () => {
    const game = played(5);
    const forged = edited(game, (save) => (save.actions[2].to = { row: 3, col: 12 }));
    expect(refusal(Game.verify(forged, ISSUED))).to.equal(
      'Cannot verify: action 3 of 5 ({"type":"move","card":"5D","from":{"row":2,"col":11},"to":{"row":3,"col":12}}) is refused: Illegal move: 5D cannot go to row 3, column 12 (that cell holds 8S, not a gap)',
    );
  });

  it('refuses what is not a save, and a game issued that is not one, without throwing', () => {
    expect(refusal(Game.verify('hello', ISSUED))).to.match(/^Cannot verify: it is not valid JSON \(.+\)$/);
    expect(refusal(Game.verify('[1,2]', ISSUED))).to.equal('Cannot verify: a save is a JSON object, and this is a list');
    expect(refusal(Game.verify('{"format":"chess"}', ISSUED))).to.equal('Cannot verify: it is not a montana-solitaire save (no "format": "montana-solitaire")');
    expect(refusal(Game.verify(42 as never, ISSUED))).to.equal('Cannot verify: expected a save (JSON text), got 42');
    const save = played(3).save();
    expect(refusal(Game.verify(save, null as never))).to.equal('Cannot verify: the game issued must be { variant, seed, redeals?, redealAnytime? }, got null');
    expect(refusal(Game.verify(save, { variant: 'poker', seed: 'x' }))).to.match(/^Cannot verify: the game issued is not a game: Cannot start a game: unknown variant "poker"/);
  });
});

describe('the limits of load, validate and verify', () => {
  it(`refuse text over ${MAX_SAVE_LENGTH} characters (1 MB), naming the limit: a 10 MB seed, a million actions`, () => {
    const hugeSeed = edited(played(1), (save) => (save.seed = 'x'.repeat(10_000_000)));
    const millionActions = edited(played(1), (save) => (save.actions = Array.from({ length: 1_000_000 }, () => save.actions[0])));
    for (const text of [hugeSeed, millionActions]) {
      const limit = `the text is ${text.length} characters long, over the limit of ${MAX_SAVE_LENGTH} (1 MB)`;
      expect(() => withinASecond(() => Game.load(text))).to.throw(`Cannot load: ${limit}`);
      expect(withinASecond(() => Game.validate(text))).to.deep.equal({ ok: false, error: `Cannot load: ${limit}` });
      expect(refusal(withinASecond(() => Game.verify(text, ISSUED)))).to.equal(`Cannot verify: ${limit}`);
    }
  });

  it(`refuse more than ${MAX_ACTIONS} actions, undone ones counted, before replaying any`, () => {
    const game = played(1);
    const tooMany = edited(game, (save) => {
      save.actions = Array(MAX_ACTIONS - 1000).fill(0);
      save.undone = Array(1001).fill(0);
    });
    expect(tooMany.length).to.be.below(MAX_SAVE_LENGTH);
    const why = `it holds ${MAX_ACTIONS + 1} actions (undone ones counted), over the limit of ${MAX_ACTIONS}`;
    expect(() => withinASecond(() => Game.load(tooMany))).to.throw(`Cannot load save: ${why}`);
    expect(refusal(withinASecond(() => Game.verify(tooMany, ISSUED)))).to.equal(`Cannot verify: ${why}`);
  });

  it('refuse a seed that is not plain text of at most 200 characters, and more than 1000 redeals, naming the limit', () => {
    const plain = 'seed must be text of 1 to 200 characters, not only spaces, with no control characters';
    for (const [edit, why] of [
      [(save: any) => (save.seed = 'x'.repeat(201)), `${plain}, got "${'x'.repeat(40)}…"`],
      [(save: any) => (save.seed = 'a\u0000b'), `${plain}, got "a\\u0000b"`],
      [(save: any) => (save.redeals = 1001), 'redeals must be a whole number from 0 to 1000, got 1001'],
    ] as const) {
      const text = edited(played(3), edit);
      expect(() => Game.load(text)).to.throw(`Cannot load save: Cannot start a game: ${why}`);
      expect(Game.validate(text)).to.deep.equal({ ok: false, error: `Cannot load save: Cannot start a game: ${why}` });
    }
    // A server never issues such a game: verify says so before it reads the save.
    expect(refusal(Game.verify(played(3).save(), { variant: 'montana', seed: 'x'.repeat(201) }))).to.equal(
      `Cannot verify: the game issued is not a game: Cannot start a game: ${plain}, got "${'x'.repeat(40)}…"`,
    );
    expect(refusal(Game.verify(played(3).save(), { ...ISSUED, redeals: 1001 }))).to.equal(
      'Cannot verify: the game issued is not a game: Cannot start a game: redeals must be a whole number from 0 to 1000, got 1001',
    );
  });

  it('answer deep JSON and "__proto__" keys plainly, within a second', () => {
    const deep = '['.repeat(MAX_SAVE_LENGTH / 2) + ']'.repeat(MAX_SAVE_LENGTH / 2);
    const tooDeep = 'it nests lists and objects more than 4 deep, deeper than a save';
    expect(refusal(withinASecond(() => Game.verify(deep, ISSUED)))).to.equal(`Cannot verify: ${tooDeep}`);
    expect(withinASecond(() => Game.validate(deep))).to.deep.equal({ ok: false, error: `Cannot load save: ${tooDeep}` });
    expect(refusal(Game.verify(edited(played(2), (save) => (save.actions[0].from = { row: [0] })), ISSUED))).to.equal(`Cannot verify: ${tooDeep}`);
    // Brackets and quotes inside a string are text, not nesting.
    const bracketSeed = { ...ISSUED, seed: '[[[[{{{{ \\"[[' };
    const bracketGame = played(5, bracketSeed);
    expect(Game.verify(bracketGame.save(), bracketSeed)).to.include({ ok: true, moveCount: bracketGame.moveCount });
    // A "__proto__" key is a field like any other: it cannot lend a save its missing fields.
    const game = played(2);
    const { variant, seed, redeals, redealAnytime, actions, undone, ...header } = JSON.parse(game.save());
    const smuggled = JSON.stringify(header).replace(/}$/, `,"__proto__":${JSON.stringify({ variant, seed, redeals, redealAnytime, actions: [], undone })}}`);
    expect(refusal(Game.verify(smuggled, ISSUED))).to.equal('Cannot verify: "variant", "seed", "redeals", "redealAnytime", "actions", "undone" missing or null');
    expect(Game.validate(smuggled)).to.deep.equal({ ok: false, error: 'Cannot load save: "variant", "seed", "redeals", "redealAnytime", "actions", "undone" missing or null' });
    // Nor can one inside an action make it something it is not.
    const protoAction = edited(game, (save) => (save.actions[1] = JSON.parse('{"__proto__":{"type":"redeal","redeal":1}}')));
    expect(refusal(Game.verify(protoAction, ISSUED))).to.match(/^Cannot verify: action 2 of 2 \(\{"__proto__":.*\) is refused: unknown action type undefined$/);
  });
});
