import { expect } from '@open-wc/testing';
import { Game, type Cell, type Move } from '../../src/engine.js';
import { LIVE_AND_DEAD_GAPS, SOLVED_DESCENDING, SOLVED_MONTANA, gameAt, swapped, thrownMessage } from './helpers.js';

const brief = (moves: Move[]) => moves.map(({ card, from, to }) => `${card} ${from.row},${from.col}>${to.row},${to.col}`);

describe('moves()', () => {
  it('pins the legal moves of the first deal of seeds 1 and 42 (montana)', () => {
    expect(brief(new Game({ seed: '1' }).moves())).to.deep.equal([
      '2S 0,4>0,0', '2C 2,2>0,0', '2D 3,7>0,0', '2H 3,12>0,0', 'JC 3,2>1,1', '4H 3,1>2,6',
    ]);
    expect(brief(new Game({ seed: '42' }).moves())).to.deep.equal([
      '6S 1,12>0,2', '9C 1,8>0,11', '9S 0,9>2,5', '5D 2,2>3,3',
    ]);
  });

  it('pins the legal moves of the first deal of seeds 1 and 42 (descending)', () => {
    expect(brief(new Game({ seed: '1', variant: 'descending' }).moves())).to.deep.equal([
      'KS 1,4>0,0', 'KD 2,0>0,0', 'KH 3,0>0,0', 'KC 3,5>0,0', '9C 1,5>1,1', '2H 3,12>2,6', 'QC 1,9>3,6',
    ]);
    expect(brief(new Game({ seed: '42', variant: 'descending' }).moves())).to.deep.equal([
      '4S 3,10>0,2', '7C 0,7>0,11', '7S 3,7>2,5', '3D 1,6>3,3',
    ]);
  });

  it('lets a gap in column 0 take any 2, even one standing in another row\'s column 0', () => {
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]]));
    expect(brief(game.moves())).to.deep.equal(['2C 0,12>0,0', '2D 1,0>0,0', '2H 2,0>0,0', '2S 3,0>0,0']);
    game.play('2D', { row: 0, col: 0 });
    expect(game.board[0][0]).to.equal('2D');
    expect(game.board[1][0]).to.equal(null);
  });

  it('lets a gap in column 0 take any King in descending, and nothing else', () => {
    const game = gameAt(swapped(SOLVED_DESCENDING, [[2, 0], [2, 12]]), { variant: 'descending' });
    expect(brief(game.moves())).to.deep.equal(['KC 0,0>2,0', 'KD 1,0>2,0', 'KH 2,12>2,0', 'KS 3,0>2,0']);
    expect(thrownMessage(() => game.play('QH', { row: 2, col: 0 }))).to.equal('Illegal move: QH cannot go to row 2, column 0 (a gap in column 0 takes only KC, KD, KH or KS)');
  });

  it('gives a gap the card of the same suit one rank above its left neighbour, from anywhere', () => {
    // Row 0 reads 2C..6C, gap, 8C..KC, 7C: the 7C moves left inside its own row.
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    expect(brief(game.moves())).to.deep.equal(['7C 0,12>0,5']);
    const move = game.play('7C');
    expect(move).to.deep.equal({ card: '7C', from: { row: 0, col: 12 }, to: { row: 0, col: 5 } });
    expect(game.board[0][12]).to.equal(null);
  });

  it('gives descending gaps the card one rank below the left neighbour', () => {
    const game = gameAt(swapped(SOLVED_DESCENDING, [[1, 4], [3, 12]]), { variant: 'descending' });
    // Row 1 reads KD QD JD TD, gap: 9D (now in row 3, column 12) fits.
    expect(brief(game.moves())).to.deep.equal(['9D 3,12>1,4']);
  });

  it('treats a gap right of a King (montana) or a 2 (descending) as dead', () => {
    expect(gameAt(SOLVED_MONTANA).moves()).to.deep.equal([]);
    expect(gameAt(SOLVED_DESCENDING, { variant: 'descending' }).moves()).to.deep.equal([]);
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]));
    expect(thrownMessage(() => game.play('5C', { row: 0, col: 12 }))).to.equal(
      'Illegal move: 5C cannot go to row 0, column 12 (the card left of that gap is KC, so nothing fits there)',
    );
  });

  it('treats a gap right of another gap as dead', () => {
    // Row 0: 2C..6C, gap, gap, 9C..KC, 7C; the 8C waits in row 1, column 12.
    const game = gameAt(LIVE_AND_DEAD_GAPS);
    expect(brief(game.moves())).to.deep.equal(['7C 0,12>0,5']);
    expect(thrownMessage(() => game.play('8C', { row: 0, col: 6 }))).to.equal('Illegal move: 8C cannot go to row 0, column 6 (the cell left of that gap is a gap too, so nothing fits there)');
    game.play('7C');
    expect(brief(game.moves())).to.deep.equal(['8C 1,12>0,6']);
  });

  it('returns fresh objects: changing them does not change the game', () => {
    const game = new Game({ seed: '42' });
    const moves = game.moves();
    moves[0].to.row = 3;
    moves.pop();
    expect(game.moves()).to.have.length(4);
    expect(game.moves()[0].to.row).to.equal(0);
  });

  it('lists the targets of one card with targetsOf()', () => {
    const game = gameAt(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
    expect(game.targetsOf('2C')).to.deep.equal([{ row: 0, col: 0 }, { row: 1, col: 0 }]);
    expect(game.targetsOf('5H')).to.deep.equal([]);
    expect(game.targetsOf('nonsense')).to.deep.equal([]);
  });
});

describe('queries about cells', () => {
  it('cardsFor() says what a gap takes by the rules, wherever the card lies, and nothing for a dead gap', () => {
    // Row 0: 2C..6C, gap, gap, 9C..KC, 7C; 8C in row 1, column 12.
    const game = gameAt(LIVE_AND_DEAD_GAPS);
    expect(game.cardsFor({ row: 0, col: 5 })).to.deep.equal(['7C']);
    expect(game.cardsFor({ row: 0, col: 6 })).to.deep.equal([]); // right of a gap
    expect(game.cardsFor({ row: 2, col: 12 })).to.deep.equal([]); // right of a King
    expect(game.cardsFor({ row: 0, col: 0 })).to.deep.equal([]); // holds a card
    expect(game.cardsFor({ row: 9, col: 0 })).to.deep.equal([]); // off the board
    const columnZero = gameAt(swapped(SOLVED_MONTANA, [[1, 0], [1, 12]]));
    expect(columnZero.cardsFor({ row: 1, col: 0 })).to.deep.equal(['2C', '2D', '2H', '2S']);
  });

  it('isCell() accepts whole-number cells on the board only, and never throws', () => {
    const game = new Game({ seed: '1' });
    expect(game.isCell({ row: 3, col: 12 })).to.equal(true);
    for (const bad of [{ row: 4, col: 0 }, { row: 0, col: 13 }, { row: -1, col: 0 }, { row: 0.5, col: 1 }, { row: '1', col: 1 }, null, undefined, 7, 'x']) {
      expect(game.isCell(bad), JSON.stringify(bad)).to.equal(false);
    }
  });

  it('cellIndex() gives a cell\'s index in reading order, and refuses anything else with an error that names it after what was asked', () => {
    const game = new Game({ seed: '1' });
    expect(game.cellIndex({ row: 0, col: 0 })).to.equal(0);
    expect(game.cellIndex({ row: 3, col: 12 }, 'Cannot tap')).to.equal(51);
    expect(() => game.cellIndex({ row: 4, col: 0 } as Cell, 'Cannot tap')).to.throw('Cannot tap {"row":4,"col":0}: a cell is { row, col } with row 0 to 3 and col 0 to 12');
    expect(() => game.cellIndex(null as unknown as Cell)).to.throw('Bad cell null: a cell is { row, col }');
  });

  it('runs gives each row\'s cards in place', () => {
    expect(gameAt(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]])).runs).to.deep.equal([5, 12, 12, 12]);
    expect(new Game({ seed: '42' }).runs).to.deep.equal([0, 0, 0, 0]);
  });
});
