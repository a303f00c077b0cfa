// The generic search (search.ts): what it takes for a win.
import { expect } from '@open-wc/testing';
import { Tableau, VARIANTS, compileRules, readPosition } from '../../src/engine.js';
import { depthFirst, startSearch } from '../../src/engine/search.js';

describe('the search', () => {
  // Rectangular Rovers fills a gap from any side, so a won board still has moves: the
  // search must not wait for a position without moves to look for a win (it did, and so
  // could never prove a Rovers deal, nor exhaust one truthfully).
  it('sees a win in a won position that still has moves (rectangular-rovers)', () => {
    const rules = compileRules(VARIANTS['rectangular-rovers']);
    const tableau = new Tableau(rules, readPosition(rules, 'AC2C3C4C--5C/AD2D3D4D5D--/AH2H3H4H5H--/AS2S3S4S5S--'));
    const winning = (5 << 8) | 4; // 5C from row 0, column 5 into the gap at column 4
    const start = tableau.cells.join();
    // Only the winning move from the start; one move from the won board; none after that.
    const generate = (position: Tableau, out: Int32Array) => {
      if (position.cells.join() === start) return (out[0] = winning), 1;
      if (!position.isWon()) return 0;
      const count = position.generateMoves(out);
      expect(count, 'the won board has moves').to.be.greaterThan(0);
      return 1;
    };
    expect(depthFirst(startSearch(tableau, 1 << 10, null), generate, 10)).to.deep.equal([winning]);
    expect(tableau.cells.join(), 'the tableau is left as it was found').to.equal(start);
  });
});
