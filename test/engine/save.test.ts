import { expect } from '@open-wc/testing';
import { Game, MAX_ACTIONS, MAX_SAVE_LENGTH, SAVE_FORMAT, VARIANT_NAMES } from '../../src/engine.js';
import { snapshot, thrownMessage } from './helpers.js';

const ACCEPTED = VARIANT_NAMES.join(', ');

/** A game with moves, a redeal and an undone action, so every part of a save is used. */
function playedGame(): Game {
  const game = new Game({ seed: '42', redeals: 3, redealAnytime: true });
  game.play('9S');
  game.play('5D');
  game.redeal();
  const move = game.moves()[0];
  game.play(move.card, move.to);
  game.undo();
  return game;
}

describe('save() and Game.load()', () => {
  it('save as JSON with the variant, seed, options and actions', () => {
    const save = JSON.parse(playedGame().save());
    expect(save).to.include({ format: SAVE_FORMAT, version: 1, variant: 'montana', seed: '42', redeals: 3, redealAnytime: true });
    expect(save.actions.map((action: { type: string }) => action.type)).to.deep.equal(['move', 'move', 'redeal']);
    expect(save.undone).to.have.length(1);
    expect(save).not.to.have.property('position');
  });

  it('restore the exact game: board, counters, history, and what can be redone', () => {
    const game = playedGame();
    const loaded = Game.load(game.save());
    expect(snapshot(loaded)).to.deep.equal(snapshot(game));
    expect([loaded.variant, loaded.seed, loaded.redeals, loaded.redealAnytime]).to.deep.equal(['montana', '42', 3, true]);
    expect(loaded.redo()).to.deep.equal(game.redo());
    expect(snapshot(loaded)).to.deep.equal(snapshot(game));
    expect(loaded.save()).to.equal(game.save());
  });

  it(`take no action past ${MAX_ACTIONS}, as many as a save holds, so that a game's own save always loads`, () => {
    // Every row: a gap in column 0, 3 to King, and its 2 last; 2C may then hop between the column-0 gaps for ever.
    const row = (suit: string) => `--${[...'3456789TJQK'].map((rank) => rank + suit).join('')}2${suit}`;
    const game = Game.load(['C', 'D', 'H', 'S'].map(row).join('/'), { seed: 'hops', redealAnytime: true });
    for (let i = 0; i < MAX_ACTIONS; i++) game.play('2C', { row: i % 2, col: 0 });
    const full = game.save();
    const why = `the game holds ${MAX_ACTIONS} actions, as many as a save can hold`;
    expect(thrownMessage(() => game.play('2C', { row: 0, col: 0 }))).to.equal(`Cannot play 2C: ${why}`);
    expect(thrownMessage(() => game.redeal())).to.equal(`Cannot redeal: ${why}`);
    expect(game.save()).to.equal(full);
    expect(full.length).to.be.below(MAX_SAVE_LENGTH);
    expect(Game.load(full).save()).to.equal(full);
    // An action undone comes back; another one may take its place.
    game.undo();
    game.redo();
    game.undo();
    game.play('2C', { row: 1, col: 0 });
    expect(game.moveCount).to.equal(MAX_ACTIONS);
  });

  it('keep a game that started from a position', () => {
    const start = new Game({ seed: '42' }).position;
    const game = Game.load(start, { seed: 'p', variant: 'descending' });
    game.play(game.moves()[0].card, game.moves()[0].to);
    const loaded = Game.load(game.save());
    expect(loaded.variant).to.equal('descending');
    expect(snapshot(loaded)).to.deep.equal(snapshot(game));
    loaded.undo();
    expect(loaded.position).to.equal(start);
  });

  const good = () => JSON.parse(playedGame().save());
  const damaged: [string, () => string, string | RegExp][] = [
    ['truncated JSON', () => playedGame().save().slice(0, 40), /^Cannot load save: it is not valid JSON \(.+\)$/], // the parser's own words in the brackets
    ['a foreign document', () => '{"hello":"world"}', 'Cannot load save: it is not a montana-solitaire save (no "format": "montana-solitaire")'],
    ['a later version', () => JSON.stringify({ ...good(), version: 99 }), 'Cannot load save: version 99 is not supported (this engine reads version 1)'],
    ['an unknown variant', () => JSON.stringify({ ...good(), variant: 'klondike' }), `Cannot load save: Cannot start a game: unknown variant "klondike"; accepted variants: ${ACCEPTED}`],
    ['negative redeals', () => JSON.stringify({ ...good(), redeals: -1 }), 'Cannot load save: Cannot start a game: redeals must be a whole number from 0 to 1000, got -1'],
    ['actions not a list', () => JSON.stringify({ ...good(), actions: 'all of them' }), 'Cannot load save: "actions" and "undone" must be lists of actions'],
    // A null field is damage like a missing one: a new game would take it as left out, so
    // a save with no actions to refuse would load with a default (a null seed as a random
    // deal, another each time).
    ['a null seed', () => JSON.stringify({ ...good(), seed: null, actions: [], undone: [] }), 'Cannot load save: "seed" missing or null'],
    ['null variant, redeals and redealAnytime', () => JSON.stringify({ ...good(), variant: null, redeals: null, redealAnytime: null, actions: [], undone: [] }), 'Cannot load save: "variant", "redeals", "redealAnytime" missing or null'],
    ['an illegal move', () => {
      const save = good();
      save.actions[0].to = { row: 0, col: 0 };
      return JSON.stringify(save);
    }, 'Cannot load save: action 1 of 3 ({"type":"move","card":"9S","from":{"row":0,"col":9},"to":{"row":0,"col":0}}): Illegal move: 9S cannot go to row 0, column 0 (that cell holds QD, not a gap)'],
    ['a move from the wrong cell', () => {
      const save = good();
      save.actions[1].from = { row: 3, col: 3 };
      return JSON.stringify(save);
    }, 'Cannot load save: action 2 of 3 ({"type":"move","card":"5D","from":{"row":3,"col":3},"to":{"row":3,"col":3}}): it says "5D" leaves {"row":3,"col":3}, but that cell holds no card'],
    ['a redeal out of turn', () => {
      const save = good();
      save.actions[2].redeal = 2;
      return JSON.stringify(save);
    }, 'Cannot load save: action 3 of 3 ({"type":"redeal","redeal":2,"kept":0}): it is redeal 2, but the next redeal is number 1'],
    ['a redeal more than allowed', () => JSON.stringify({ ...good(), redeals: 0 }), 'Cannot load save: action 3 of 3 ({"type":"redeal","redeal":1,"kept":0}): Cannot redeal: this game allows no redeals'],
    ['an unknown action', () => {
      const save = good();
      save.actions.push({ type: 'shuffle' });
      return JSON.stringify(save);
    }, 'Cannot load save: action 4 of 4 ({"type":"shuffle"}): unknown action type "shuffle"'],
    ['an undone action that does not fit', () => {
      const save = good();
      save.undone = [{ type: 'move', card: 'KS', from: { row: 3, col: 4 }, to: { row: 0, col: 0 } }];
      return JSON.stringify(save);
    }, 'Cannot load save: undone action 1 of 1 ({"type":"move","card":"KS","from":{"row":3,"col":4},"to":{"row":0,"col":0}}): it says "KS" leaves {"row":3,"col":4}, but that cell holds 6C'],
    ['a damaged start position', () => JSON.stringify({ ...good(), position: 'QD5S' }), 'Cannot load save: Bad position: it has 1 row, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"'],
  ];
  for (const [what, text, message] of damaged) {
    it(`refuse a damaged save with a clear message: ${what}`, () => {
      const thrown = thrownMessage(() => Game.load(text()));
      if (typeof message === 'string') expect(thrown).to.equal(message);
      else expect(thrown).to.match(message);
      expect(Game.validate(text())).to.deep.equal({ ok: false, error: thrown });
    });
  }

  it('validate a good save as ok', () => {
    expect(Game.validate(playedGame().save())).to.deep.equal({ ok: true });
  });
});
