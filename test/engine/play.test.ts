import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import { LIVE_AND_DEAD_GAPS, SOLVED_DESCENDING, SOLVED_MONTANA, expectRefused, gameAt, swapped } from './helpers.js';

describe('play()', () => {
  it('moves the card into the gap, leaves a gap where it was, and returns the move', () => {
    const game = new Game({ seed: '42' });
    const move = game.play('9S', { row: 2, col: 5 });
    expect(move).to.deep.equal({ card: '9S', from: { row: 0, col: 9 }, to: { row: 2, col: 5 } });
    expect(game.board[2][5]).to.equal('9S');
    expect(game.board[0][9]).to.equal(null);
    expect(game.moveCount).to.equal(1);
    expect(game.history).to.deep.equal([{ type: 'move', ...move }]);
  });

  it('finds the only gap a card fits when no target is given', () => {
    const game = new Game({ seed: '42' });
    expect(game.play('5D').to).to.deep.equal({ row: 3, col: 3 });
  });

  it('refuses a card that fits several gaps without a target, naming the gaps', () => {
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
    expectRefused(
      game,
      () => game.play('2C'),
      "Cannot play 2C without a target: it fits 2 gaps (row 0, column 0 and row 1, column 0); say which, e.g. play('2C', { row: 0, col: 0 })",
    );
  });

  it('refuses an illegal move with the reason, and changes nothing', () => {
    const game = new Game({ seed: '42' });
    // Row 2, column 5 is a gap right of 8S: only 9S fits.
    expectRefused(
      game,
      () => game.play('7H', { row: 2, col: 5 }),
      'Illegal move: 7H cannot go to row 2, column 5 (the card left of that gap is 8S, so only 9S fits there)',
    );
    expectRefused(game, () => game.play('7H', { row: 0, col: 0 }), 'Illegal move: 7H cannot go to row 0, column 0 (that cell holds QD, not a gap)');
    expectRefused(game, () => game.play('7H'), 'Cannot play 7H: no gap takes it now');
  });

  it('refuses unknown card codes and cards not on the board', () => {
    const game = new Game({ seed: '42' });
    const help = 'a card is a rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by a suit (C D H S), e.g. 7H';
    expectRefused(game, () => game.play('1H'), `Cannot play "1H": not a card code; ${help}`);
    expectRefused(game, () => game.play('7h'), `Cannot play "7h": not a card code; ${help}`);
    expectRefused(game, () => game.play(undefined as unknown as string), `Cannot play undefined: not a card code; ${help}`);
    expectRefused(game, () => game.play('AH'), 'Cannot play AH: it is not on a montana board');
  });

  it('refuses targets that are not cells of the board', () => {
    const game = new Game({ seed: '42' });
    for (const [to, named] of [
      [{ row: 4, col: 0 }, '{"row":4,"col":0}'],
      [{ row: 0, col: 13 }, '{"row":0,"col":13}'],
      [{ row: -1, col: 2 }, '{"row":-1,"col":2}'],
      [{ row: 1.5, col: 2 }, '{"row":1.5,"col":2}'],
      [{ row: '2', col: 5 }, '{"row":"2","col":5}'],
      [null, 'null'],
      ['row 2', '"row 2"'],
    ] as const) {
      expectRefused(game, () => game.play('9S', to as never), `Cannot play 9S to ${named}: a cell is { row, col } with row 0 to 3 and col 0 to 12`);
    }
  });
});

describe('score and runs', () => {
  it('counts the cards in place from column 0 in every row', () => {
    expect(gameAt(SOLVED_MONTANA).score).to.equal(48);
    // Row 0 breaks after 6C: 5 in place there, 12 in each other row.
    expect(gameAt(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]])).score).to.equal(41);
    // 5C and 5D trade places: rows 0 and 1 keep 3 each.
    expect(gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]])).score).to.equal(30);
  });

  it('counts nothing in a row that does not start with a 2, and only 1 for a lone 2', () => {
    // Row 0: 3C first. Row 1: 2D then 3C.
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 0], [1, 1]]));
    expect(game.board[0][0]).to.equal('3D');
    expect(game.score).to.equal(0 + 1 + 12 + 12);
  });

  it('counts 0 for the first deal of seed 42, whose rows start with no 2', () => {
    expect(new Game({ seed: '42' }).score).to.equal(0);
  });
});

describe('status', () => {
  it('is won when every row holds 2 to King of one suit, and a whole little game gets there', () => {
    const game = gameAt(LIVE_AND_DEAD_GAPS);
    expect(game.status).to.equal('playing');
    game.play('7C');
    game.play('8C');
    expect(game.status).to.equal('won');
    expect(game.score).to.equal(48);
    expect(game.moves()).to.deep.equal([]);
    expect(game.canRedeal()).to.equal(false);
  });

  it('is stuck when no card can move and a redeal is left, lost when none is', () => {
    const blocked = swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]);
    expect(gameAt(blocked).status).to.equal('stuck');
    expect(gameAt(blocked, { redeals: 0 }).status).to.equal('lost');
    expect(gameAt(blocked).canRedeal()).to.equal(true);
    expect(gameAt(blocked, { redeals: 0 }).canRedeal()).to.equal(false);
  });

  it('is playing while any card can move', () => {
    expect(new Game({ seed: '1' }).status).to.equal('playing');
  });

  it('is won in descending when every row holds King down to 2', () => {
    const game = gameAt(swapped(SOLVED_DESCENDING, [[3, 11], [3, 12]]), { variant: 'descending' });
    expect(game.status).to.equal('playing');
    game.play('2S');
    expect(game.status).to.equal('won');
    expect(game.score).to.equal(48);
  });
});
