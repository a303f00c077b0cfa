// The rule questions a view asks the engine, answered there (the element decides none of them).
import { expect } from '@open-wc/testing';
import { Game, MAX_REDEALS, VARIANTS, VARIANT_NAMES, defaultRedeals, isRedealCount, isWinnableCandidate, winnableCandidate } from '../../src/engine.js';
import { SOLVED_MONTANA, expectRefused, gameAt, swapped, thrownMessage, won } from './helpers.js';

describe('rule questions a view asks', () => {
  it('moves({ from }), moves({ to }) and moves({ from, to }) list exactly the moves of that card, into that gap, or both', () => {
    const game = new Game({ seed: '1' });
    const all = game.moves();
    // Seed 1's deal: four 2s can go to the gap at row 0, column 0; JC and 4H have one gap each.
    const intoCorner = game.moves({ to: { row: 0, col: 0 } });
    expect(intoCorner.map((move) => move.card)).to.deep.equal(['2S', '2C', '2D', '2H']);
    expect(intoCorner).to.deep.equal(all.filter((move) => move.to.row === 0 && move.to.col === 0));
    expect(game.moves({ from: { row: 3, col: 2 } })).to.deep.equal([{ card: 'JC', from: { row: 3, col: 2 }, to: { row: 1, col: 1 } }]);
    expect(game.moves({ from: { row: 3, col: 2 }, to: { row: 0, col: 0 } })).to.deep.equal([]);
    expect(game.moves({ from: { row: 3, col: 12 }, to: { row: 0, col: 0 } })).to.deep.equal([{ card: '2H', from: { row: 3, col: 12 }, to: { row: 0, col: 0 } }]);
    // No filter, an empty one, or a cell that holds nothing movable.
    expect(game.moves({})).to.deep.equal(all);
    expect(game.moves({ from: { row: 0, col: 1 } })).to.deep.equal([]);
    // Handed-out moves are copies: changing one changes nothing in the game.
    game.moves({ to: { row: 0, col: 0 } })[0].to.row = 3;
    expect(game.moves()).to.deep.equal(all);
  });

  it('maxScore is every card of every row in place, and a won game scores it', () => {
    for (const variant of VARIANT_NAMES) {
      const game = new Game({ variant, seed: '1' });
      expect(game.maxScore, variant).to.equal(VARIANTS[variant].rows * VARIANTS[variant].sequence.length);
      expect(gameAt(won(variant), { variant }).score, variant).to.equal(game.maxScore);
    }
  });

  it('isDeadGap: a gap right of a King or of another gap, and no other cell', () => {
    // Row 0: 2C..KC, then a gap (column 12) right of the King: dead. Swapping 5D with that
    // gap leaves a gap at row 1, column 3 right of 4D: alive (5D fits).
    const game = gameAt(swapped(SOLVED_MONTANA, [[1, 3], [0, 12]]));
    expect(game.isDeadGap({ row: 0, col: 12 })).to.equal(false, 'that cell now holds 5D');
    expect(game.isDeadGap({ row: 1, col: 3 })).to.equal(false);
    expect(game.isDeadGap({ row: 2, col: 12 })).to.equal(true);
    expect(game.isDeadGap({ row: 1, col: 4 })).to.equal(false, 'a card, not a gap');
    expect(game.isDeadGap({ row: 9, col: 0 })).to.equal(false, 'off the board');
    // A gap right of a gap.
    const twoGaps = gameAt(swapped(SOLVED_MONTANA, [[1, 3], [0, 12]], [[1, 4], [1, 12]]));
    expect(twoGaps.isDeadGap({ row: 1, col: 4 })).to.equal(true);
    // Column 0 takes any 2: never dead while a 2 is loose.
    const column0 = gameAt(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]]));
    expect(column0.isDeadGap({ row: 0, col: 0 })).to.equal(false);
  });

  it('defaultRedeals and isRedealCount answer what the redeals attribute may be', () => {
    expect(defaultRedeals('montana')).to.equal(2);
    expect(defaultRedeals('line-up')).to.equal(0);
    for (const variant of VARIANT_NAMES) expect(new Game({ variant }).redeals, variant).to.equal(defaultRedeals(variant));
    for (const good of [0, 1, 2, MAX_REDEALS]) expect(isRedealCount(good), String(good)).to.equal(true);
    for (const bad of [-1, 1.5, MAX_REDEALS + 1, NaN, Infinity, '2', null, undefined]) expect(isRedealCount(bad), String(bad)).to.equal(false);
  });

  it("winnable's seeds: s, s:1, s:2, … up to its attempts, and nothing else counts as one of them", () => {
    expect([0, 1, 2, 29].map((attempt) => winnableCandidate('s', attempt))).to.deep.equal(['s', 's:1', 's:2', 's:29']);
    for (const found of ['3', '3:1', '3:29']) expect(isWinnableCandidate('3', found), found).to.equal(true);
    for (const found of ['3:0', '3:30', '3:', '3:x', '3:1:1', '31', '4', '3:01']) expect(isWinnableCandidate('3', found), found).to.equal(false);
  });

  it('withRedealAnytime keeps the history under the new rule, and refuses a history the rule forbids', () => {
    const game = new Game({ seed: '1' });
    game.play(game.moves()[0].from, game.moves()[0].to);
    const anytime = game.withRedealAnytime(true);
    expect(anytime.redealAnytime).to.equal(true);
    expect([anytime.position, anytime.moveCount, anytime.history]).to.deep.equal([game.position, game.moveCount, game.history]);
    anytime.redeal();
    expect(thrownMessage(() => anytime.withRedealAnytime(false))).to.equal(
      'Cannot load save: action 2 of 2 ({"type":"redeal","redeal":1,"kept":1}): Cannot redeal: 3 moves are still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)',
    );
    expect(anytime.redealAnytime, 'the game asked is unchanged').to.equal(true);
  });
  it('a won game offers no move and refuses play, even where the fill rule would move a card (rectangular-rovers)', () => {
    const game = Game.load('AC2C3C4C--5C/AD2D3D4D5D--/AH2H3H4H5H--/AS2S3S4S5S--', { variant: 'rectangular-rovers', seed: 'x' });
    game.play({ row: 0, col: 5 }, { row: 0, col: 4 });
    expect(game.status).to.equal('won');
    expect(game.moves()).to.deep.equal([]);
    expect(game.targetsOf('5D')).to.deep.equal([]);
    expectRefused(game, () => game.play({ row: 1, col: 4 }, { row: 1, col: 5 }), 'Cannot play {"row":1,"col":4}: the game is won');
    expectRefused(game, () => game.play('5D'), 'Cannot play "5D": the game is won');
    expect(game.status).to.equal('won');
    // Undone, the winning move is a move again.
    game.undo();
    expect(game.moves()).to.deep.include({ card: '5C', from: { row: 0, col: 5 }, to: { row: 0, col: 4 } });
  });
  it('fromStart() is the same game from its start: the deal of its seed, or the position it was started from', () => {
    const dealt = new Game({ seed: '9', redeals: 3, redealAnytime: true });
    dealt.play(dealt.moves()[0].from, dealt.moves()[0].to);
    const again = dealt.fromStart();
    expect([again.position, again.moveCount, again.redeals, again.redealAnytime]).to.deep.equal([new Game({ seed: '9' }).position, 0, 3, true]);
    const position = new Game({ seed: 'elsewhere' }).position;
    const loaded = Game.load(position, { seed: '9' });
    loaded.play(loaded.moves()[0].from, loaded.moves()[0].to);
    expect(loaded.fromStart().position).to.equal(position);
    expect(loaded.fromStart().save()).to.equal(Game.load(position, { seed: '9' }).save());
  });
});
