import { expect } from '@open-wc/testing';
import { Game, SAVE_FORMAT } from '../../src/engine.js';
import { snapshot } from './helpers.js';

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
  const damaged: [string, () => string, string][] = [
    ['truncated JSON', () => playedGame().save().slice(0, 40), 'Cannot load save: it is not valid JSON'],
    ['a foreign document', () => '{"hello":"world"}', 'Cannot load save: it is not a montana-solitaire save'],
    ['a later version', () => JSON.stringify({ ...good(), version: 99 }), 'Cannot load save: version 99 is not supported'],
    ['an unknown variant', () => JSON.stringify({ ...good(), variant: 'klondike' }), 'Cannot load save: Cannot start a game: unknown variant "klondike"'],
    ['negative redeals', () => JSON.stringify({ ...good(), redeals: -1 }), 'Cannot load save: Cannot start a game: redeals must be a whole number'],
    ['actions not a list', () => JSON.stringify({ ...good(), actions: 'all of them' }), 'Cannot load save: "actions" and "undone" must be lists of actions'],
    ['an illegal move', () => {
      const save = good();
      save.actions[0].to = { row: 0, col: 0 };
      return JSON.stringify(save);
    }, 'Cannot load save: action 1 of 3 ({"type":"move","card":"9S"'],
    ['a move from the wrong cell', () => {
      const save = good();
      save.actions[1].from = { row: 3, col: 3 };
      return JSON.stringify(save);
    }, 'it says "5D" leaves {"row":3,"col":3}, but that cell holds no card'],
    ['a redeal out of turn', () => {
      const save = good();
      save.actions[2].redeal = 2;
      return JSON.stringify(save);
    }, 'action 3 of 3 ({"type":"redeal","redeal":2,"kept":0}): it is redeal 2, but the next redeal is number 1'],
    ['a redeal more than allowed', () => JSON.stringify({ ...good(), redeals: 0 }), 'Cannot redeal: this game allows no redeals'],
    ['an unknown action', () => {
      const save = good();
      save.actions.push({ type: 'shuffle' });
      return JSON.stringify(save);
    }, 'action 4 of 4 ({"type":"shuffle"}): unknown action type "shuffle"'],
    ['an undone action that does not fit', () => {
      const save = good();
      save.undone = [{ type: 'move', card: 'KS', from: { row: 3, col: 4 }, to: { row: 0, col: 0 } }];
      return JSON.stringify(save);
    }, 'Cannot load save: undone action 1 of 1'],
    ['a damaged start position', () => JSON.stringify({ ...good(), position: 'QD5S' }), 'Cannot load save: Bad position: it has 1 row'],
  ];
  for (const [what, text, message] of damaged) {
    it(`refuse a damaged save with a clear message: ${what}`, () => {
      expect(() => Game.load(text())).to.throw(message);
      const result = Game.validate(text());
      expect(result).to.have.property('ok', false);
      expect((result as { error: string }).error).to.include(message);
    });
  }

  it('validate a good save as ok', () => {
    expect(Game.validate(playedGame().save())).to.deep.equal({ ok: true });
  });
});
