import { expect } from '@open-wc/testing';
import alea from 'seedrandom/lib/alea.js';
import { Game } from '../../src/engine.js';
import { SOLVED_DESCENDING, SOLVED_MONTANA, expectRefused, gameAt, swapped } from './helpers.js';

/** 5C and 5D trade places: no card can move; rows 0 and 1 keep 3 cards each. */
const BLOCKED = swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]);

const rowsOf = (game: Game) => game.board.map((row) => [...row]);

/** rules.md's redeal written out from its text, as a check on the engine. */
function documentedRedeal(board: (string | null)[][], runs: number[], seed: string, redealNumber: number) {
  const loose = board.flatMap((row, r) => row.slice(runs[r]).filter((card) => card !== null)) as string[];
  const random = alea(`${seed}:redeal:${redealNumber}`);
  for (let i = loose.length - 1; i >= 1; i--) {
    const j = Math.floor(random() * (i + 1));
    [loose[i], loose[j]] = [loose[j], loose[i]];
  }
  return board.map((row, r) => row.map((card, c) => (c < runs[r] ? card : c === runs[r] ? null : loose.shift()!)));
}

describe('redeal()', () => {
  it('keeps the runs, puts one gap right after each, and deals the rest by the documented shuffle', () => {
    const game = gameAt(BLOCKED, { seed: 'r' });
    const before = rowsOf(game);
    const result = game.redeal();
    expect(result.type).to.equal('redeal');
    expect(result.redeal).to.equal(1);
    expect(result.kept).to.equal(30);
    expect(result.runs).to.deep.equal([3, 3, 12, 12]);
    expect(rowsOf(game)).to.deep.equal(documentedRedeal(before, [3, 3, 12, 12], 'r', 1));
    expect(result.board).to.deep.equal(game.board);
    // The runs are where they were, and each row has exactly one gap, right of its run.
    expect(game.board[0].slice(0, 3)).to.deep.equal(['2C', '3C', '4C']);
    expect(game.board[1].slice(0, 3)).to.deep.equal(['2D', '3D', '4D']);
    game.board.forEach((row, r) => {
      expect(row.indexOf(null), `gap of row ${r}`).to.equal([3, 3, 12, 12][r]);
      expect(row.filter((cell) => cell === null), `gaps in row ${r}`).to.have.length(1);
    });
    expect(game.redealsUsed).to.equal(1);
    expect(game.redealsLeft).to.equal(1);
    expect(game.history).to.deep.equal([{ type: 'redeal', redeal: 1, kept: 30 }]);
  });

  it('pins the cards of the first redeal of seed 42\'s deal, and redealing again gives the same', () => {
    const game = new Game({ seed: '42', redealAnytime: true });
    game.redeal();
    expect(game.position).to.equal(
      '--6S8C9D7S8S9S5SJC9H5H2D4H/--QH3H6CTD7H8D4D7C4SKSKH6D/--2CJHQSTSTC3CJS5DKC3D4C2S/--QC6HQDKDJD2H9C7D3S5CTH8H',
    );
    const board = rowsOf(game);
    game.undo();
    game.redeal();
    expect(rowsOf(game)).to.deep.equal(board);
  });

  it('keeps a complete row\'s gap in column 12', () => {
    const game = gameAt(BLOCKED);
    game.redeal();
    expect(game.board[2]).to.deep.equal(SOLVED_MONTANA.split('/')[2].match(/../g)!.map((t) => (t === '--' ? null : t)));
    expect(game.board[2][12]).to.equal(null);
  });

  it('puts the gap in column 0 of a row with no run', () => {
    // Row 3 starts with 3S: no run there.
    const game = gameAt(swapped(BLOCKED, [[3, 0], [3, 1]]));
    expect(game.status).to.equal('stuck');
    game.redeal();
    expect(game.board[3][0]).to.equal(null);
    expect(game.board[3].filter((cell) => cell === null)).to.have.length(1);
  });

  it('redeals descending by its own runs (King down)', () => {
    const game = gameAt(swapped(SOLVED_DESCENDING, [[0, 3], [1, 3]]), { variant: 'descending' });
    expect(game.status).to.equal('stuck');
    expect(game.redeal().runs).to.deep.equal([3, 3, 12, 12]);
    expect(game.board[0].slice(0, 4)).to.deep.equal(['KC', 'QC', 'JC', null]);
  });

  it('is refused while a card can move, unless redealAnytime is set', () => {
    const game = new Game({ seed: '42' });
    expect(game.canRedeal()).to.equal(false);
    expectRefused(game, () => game.redeal(), 'Cannot redeal: 4 moves are still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)');
    const anytime = new Game({ seed: '42', redealAnytime: true });
    expect(anytime.canRedeal()).to.equal(true);
    expect(anytime.redeal().redeal).to.equal(1);
  });

  it('is refused when none are left, and a stuck game is then lost', () => {
    const game = gameAt(BLOCKED, { redeals: 1, seed: 'blocked' });
    game.redeal();
    for (let step = 0; step < 100 && game.moves().length > 0; step++) game.play(game.moves()[0].card, game.moves()[0].to);
    expect(game.status).to.equal('lost');
    expect(game.moves()).to.deep.equal([]);
    expectRefused(game, () => game.redeal(), 'Cannot redeal: no redeals left (all 1 used)');
    const none = gameAt(BLOCKED, { redeals: 0 });
    expectRefused(none, () => none.redeal(), 'Cannot redeal: this game allows no redeals');
  });

  it('is refused once the game is won', () => {
    const game = gameAt(SOLVED_MONTANA, { redealAnytime: true });
    expectRefused(game, () => game.redeal(), 'Cannot redeal: the game is won');
  });

  it('allows 4 redeals when asked (seed 001\'s easy level)', () => {
    const game = new Game({ seed: '1', redeals: 4, redealAnytime: true });
    for (let k = 1; k <= 4; k++) expect(game.redeal().redeal).to.equal(k);
    expect(game.redealsLeft).to.equal(0);
    expect(game.canRedeal()).to.equal(false);
  });
});
