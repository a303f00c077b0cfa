import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import { SOLVED_MONTANA, gameAt, snapshot, swapped } from './helpers.js';

describe('undo() and redo()', () => {
  it('return null when there is nothing to undo or redo', () => {
    const game = new Game({ seed: '42' });
    expect(game.undo()).to.equal(null);
    expect(game.redo()).to.equal(null);
    expect(game.canUndo()).to.equal(false);
    expect(game.canRedo()).to.equal(false);
  });

  it('undo a move exactly and return it; redo plays it again', () => {
    const game = new Game({ seed: '42' });
    const start = snapshot(game);
    const move = game.play('9S');
    const after = snapshot(game);
    expect(game.undo()).to.deep.equal({ type: 'move', ...move });
    expect(snapshot(game)).to.deep.equal({ ...start, canRedo: true });
    expect(game.redo()).to.deep.equal({ type: 'move', ...move });
    expect(snapshot(game)).to.deep.equal(after);
  });

  it('undo a redeal exactly, and redo brings back the same cards', () => {
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]), { seed: 'undo' });
    const start = snapshot(game);
    game.redeal();
    const after = snapshot(game);
    expect(game.undo()).to.deep.equal({ type: 'redeal', redeal: 1, kept: 30 });
    expect(snapshot(game)).to.deep.equal({ ...start, canRedo: true });
    const redone = game.redo();
    expect(redone).to.include({ type: 'redeal', redeal: 1, kept: 30 });
    expect(snapshot(game)).to.deep.equal(after);
  });

  it('walk back through a mixed history and forward again to the same game', () => {
    const game = new Game({ seed: '7', redealAnytime: true });
    const states = [snapshot(game)];
    for (let step = 0; step < 12; step++) {
      const moves = game.moves();
      if (step % 5 === 4 || moves.length === 0) game.redeal();
      else game.play(moves[moves.length - 1].card, moves[moves.length - 1].to);
      states.push(snapshot(game));
    }
    for (let step = 12; step > 0; step--) {
      game.undo();
      expect(snapshot(game).position, `after undo to ${step - 1}`).to.equal(states[step - 1].position);
    }
    for (let step = 1; step <= 12; step++) {
      game.redo();
      expect(snapshot(game), `after redo to ${step}`).to.deep.equal({ ...states[step], canRedo: step < 12 });
    }
  });

  it('forget the undone actions when a new action is taken', () => {
    const game = new Game({ seed: '42' });
    game.play('9S');
    game.undo();
    game.play('5D');
    expect(game.canRedo()).to.equal(false);
    expect(game.redo()).to.equal(null);
    expect(game.history.map((action) => action.type === 'move' && action.card)).to.deep.equal(['5D']);
  });
});
