import { expect } from '@open-wc/testing';
import { VARIANTS, compileRules, hint } from '../../src/engine.js';
import { WORTH_LEVELS, redealWorth, runSets, sampleRedeals } from '../../src/engine/redeal-worth.js';
import { SMALL_SEARCH, gameAt } from './helpers.js';

const montana = compileRules(VARIANTS.montana);

describe('what a redeal promises by its runs (redeal-worth.ts)', () => {
  it('lists every set of four run lengths once, longest first', () => {
    const sets = runSets();
    expect(sets.length).to.equal(1820);
    expect(new Set(sets.map((runs) => runs.join('.'))).size).to.equal(1820);
    expect(sets.every(([a, b, c, d]) => a >= b && b >= c && c >= d)).to.equal(true);
  });

  it('reads a run set whatever the order of its rows, and only where the variant has a table', () => {
    expect(redealWorth(montana, [7, 8, 7, 7])).to.equal(redealWorth(montana, [8, 7, 7, 7]));
    expect(redealWorth(montana, [2, 12, 3, 12])).to.equal(redealWorth(montana, [12, 12, 3, 2]));
    expect(redealWorth(compileRules(VARIANTS.spaces), [8, 7, 7, 7])).to.equal(null);
  });

  it('holds, for each set, the share of its sampled redeals not proven lost (in levels), as bench:redeal-worth measures it', () => {
    // Sets with more than 20 cards in place: the bench searches each redeal within
    // 200,000 positions, and such redeals are decided within a few thousand.
    for (const runs of [[12, 12, 12, 4], [10, 10, 10, 10], [8, 7, 7, 7], [12, 12, 3, 2], [11, 11, 11, 9], [11, 9, 6, 5]]) {
      const { lost } = sampleRedeals(montana, runs, 30, 200_000);
      expect(redealWorth(montana, runs), runs.join('.')).to.equal(Math.round((1 - lost / 30) * (WORTH_LEVELS - 1)));
    }
    // What the table is for: 29 cards in place promise much or little by how the runs share them.
    expect(redealWorth(montana, [8, 7, 7, 7])).to.be.at.least(redealWorth(montana, [12, 12, 3, 2])! + 4);
  });
});

describe('hint() before a redeal, in montana', () => {
  it('heads for the stuck end whose runs promise most, not for the most cards in place', () => {
    // Both redeals left, two moves: 9S into the gap right of 8S (row 1), or TS into the
    // gap right of 9S (row 2). Every line from here ends stuck within a few thousand
    // positions. After 9S the best stuck end keeps runs of level 3 (of 0 to 7), with at
    // most 10 cards in place on the way; after TS at most level 2, with 11.
    const game = gameAt('2H3H7C8C9C7D9DTDTSJSQSKS--/2S6S7S8S--3S4S5S4H5H6H7HKD/2C3C4C5C6CQHKH--9S--8H9HKC/2D3DTHJHTCJCQCJDQD4D5D6D8D', { redeals: 2 });
    const { action, proven } = hint(game, SMALL_SEARCH);
    expect(proven).to.equal(false);
    expect(action).to.deep.equal({ card: '9S', from: { row: 2, col: 8 }, to: { row: 1, col: 4 } });
  });
});
