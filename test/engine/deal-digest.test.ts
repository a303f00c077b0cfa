// Every variant's deals and redeals, pinned as a digest of their cells: the figures were
// computed with the deal code before the engine core's speed work (commit c325917), so a
// faster deal that deals one card differently anywhere fails here.
import { expect } from '@open-wc/testing';
import { Tableau, VARIANTS, VARIANT_NAMES, compileRules, dealCells, redealCells } from '../../src/engine.js';

const DIGESTS: Record<string, string> = {
  montana: '4c6cadb7',
  descending: '39e3b44f',
  spaces: 'ef496bb3',
  station: '27105cab',
  'blue-moon': '2b37fa77',
  'red-moon': '1e40bd38',
  galary: '1e40bd38',
  'free-parking': '4c6cadb7',
  jungle: '2b37fa77',
  'spaces-and-aces': 'b8562109',
  paganini: '7f9ff7d7',
  'house-of-commons': 'bb33106e',
  'line-up': 'a65f1395',
  'rectangular-rovers': 'a65f1395',
  'double-montana': 'ce7224df',
  'double-blue-moon': 'ab85b84b',
  'double-red-moon': 'c629e007',
  'paganini-ii': '8174bc72',
  'gaps-alter': '7916e2b1',
  'gaps-diff': '7916e2b1',
  'mini-gaps': 'd195e4ca',
};

/** FNV-1a over each number's low byte (a gap, -1, is 0xff), as 8 hex digits. */
function digest(numbers: number[]): string {
  let hash = 0x811c9dc5;
  for (const number of numbers) hash = Math.imul(hash ^ (number & 0xff), 0x01000193);
  return (hash >>> 0).toString(16);
}

describe('the deals of every variant, pinned', () => {
  it('deals seeds 1–300 and redeals each twice (its own runs, then runs of at least 2) exactly as before', () => {
    expect(Object.keys(DIGESTS)).to.deep.equal([...VARIANT_NAMES]);
    for (const name of VARIANT_NAMES) {
      const rules = compileRules(VARIANTS[name]);
      const all: number[] = [];
      for (let seed = 1; seed <= 300; seed++) {
        const cells = dealCells(rules, String(seed));
        const runs = new Tableau(rules, cells).runLengths();
        all.push(...cells, ...redealCells(rules, cells, runs, String(seed), 1));
        all.push(...redealCells(rules, cells, runs.map((run) => Math.max(run, 2)), String(seed), 2));
      }
      expect(digest(all), name).to.equal(DIGESTS[name]);
    }
  });
});
