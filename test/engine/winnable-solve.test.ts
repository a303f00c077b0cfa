// solve() given WINNABLE_SEARCH (a public export) searches as winnable does: its laterRules: false
// goes on to the search (a reviewer's test: a version that passed on only the public options
// proved deals winnable's search does not, and another first seed of s, s:1, …).
import { expect } from '@open-wc/testing';
import { Game, WINNABLE_SEARCH, solve, winnableCandidate } from '../../src/engine.js';
import { findWinnableSeed } from '../../src/engine/winnable.js';

describe('solve with WINNABLE_SEARCH', () => {
  it("gives the first of s, s:1, … that winnable deals, for montana seeds 1 to 12", function () {
    this.timeout(60_000);
    const differ: string[] = [];
    for (let s = 1; s <= 12; s++) {
      let attempt = 0;
      while (solve(new Game({ seed: winnableCandidate(String(s), attempt) }), WINNABLE_SEARCH).result !== 'win') attempt++;
      const bySolve = winnableCandidate(String(s), attempt);
      const dealt = findWinnableSeed('montana', String(s));
      if (bySolve !== dealt) differ.push(`${s}: solve proves ${bySolve}, winnable deals ${dealt}`);
    }
    expect(differ).to.deep.equal([]);
  });

  it('answers as winnable\'s own search (montana deals 47 and 50: unknown within 40,000 positions)', () => {
    for (const seed of ['47', '50']) expect(solve(new Game({ seed, redeals: 0 }), WINNABLE_SEARCH).result, seed).to.equal('unknown');
  });
});
