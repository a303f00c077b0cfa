// review(): the element reviews its game in the worker, round by round, and answers what
// the engine answers (the searches are bounded by positions, so the same everywhere).
import { expect, html } from '@open-wc/testing';
import { Game, type ReviewOptions, review } from '../../src/engine.js';
import { playByPolicy } from '../engine/helpers.js';
import { montana } from './helpers.js';

/** Budgets small enough for a test (as test/engine/review.test.ts uses). */
const SMALL: ReviewOptions = Object.freeze({ scanPositions: 1 << 14, slipPositions: 1 << 18, scanSearches: 6, slipSearches: 1 });

describe('<montana-solitaire> review()', () => {
  it("reviews the game in the worker, round by round, as the engine does: the slip of a deal proven winnable", async () => {
    // Seed 24's deal is proven winnable; the simple player throws the win away, and redeals.
    const game = playByPolicy(new Game({ seed: '24' }));
    const element = await montana(html`<montana-solitaire seed="24"></montana-solitaire>`);
    element.load(game.save());
    const entries = await element.review(SMALL);
    expect(entries).to.deep.equal(review(game, SMALL));
    expect(entries.map((entry) => entry.round)).to.deep.equal([...Array(game.redealsUsed + 1).keys()]);
    expect(entries[0].start).to.equal('win');
    expect(entries[0].slip, 'the slip of round 0').not.to.equal(null);
  });

  it('is cancelled when the game changes first, and the next review still comes', async () => {
    const game = playByPolicy(new Game({ seed: '24', redeals: 0 }));
    const element = await montana(html`<montana-solitaire seed="24" redeals="0"></montana-solitaire>`);
    element.load(game.save());
    const asked = element.review(SMALL);
    element.undo();
    const error = await asked.then(() => null, (reason: Error) => reason);
    expect(error?.name).to.equal('AbortError');
    const played = Game.load(element.save());
    expect(await element.review(SMALL)).to.deep.equal(review(played, SMALL));
  });
});
