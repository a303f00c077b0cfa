// The engine's own Alea draws exactly what seedrandom's does (the documented deal's
// generator): the same numbers for every kind of seed, far into the stream.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import seedrandomAlea from 'seedrandom/lib/alea.js';
import { alea } from '../../src/engine/alea.js';
import { shuffle } from '../../src/engine/deal.js';

const draws = (random: () => number, count: number) => Array.from({ length: count }, () => random());

describe("the engine's Alea", () => {
  it('draws what seedrandom 3.0.5 draws, for seeds of every kind', () => {
    for (const seed of ['', ' ', '1', '42', 'montana', 'Grüße, 🂡', 'a:redeal:1', 'x'.repeat(200), '\ud800', '0'.repeat(5000)]) {
      expect(draws(alea(seed), 1000), JSON.stringify(seed)).to.deep.equal(draws(seedrandomAlea(seed), 1000));
    }
  });

  it('draws what seedrandom draws for 2,000 random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (seed) => {
        expect(draws(alea(seed), 60)).to.deep.equal(draws(seedrandomAlea(seed), 60));
      }),
      { numRuns: 2000, seed: 20261201 },
    );
  });

  it('keeps each seed to itself: two generators drawn in turn give their own streams', () => {
    const [a, b] = [alea('a'), alea('b')];
    const interleaved = Array.from({ length: 50 }, () => [a(), b()]);
    expect(interleaved.map(([x]) => x)).to.deep.equal(draws(seedrandomAlea('a'), 50));
    expect(interleaved.map(([, y]) => y)).to.deep.equal(draws(seedrandomAlea('b'), 50));
  });

  it("shuffles as rules.md's Fisher–Yates over seedrandom's Alea (shuffle takes Alea's steps itself)", () => {
    const documented = (items: number[], seed: string) => {
      const random = seedrandomAlea(seed);
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 0, max: 112 }), (seed, length) => {
        const items = Array.from({ length }, (_, i) => i);
        expect(shuffle(items.slice(), seed)).to.deep.equal(documented(items, seed));
      }),
      { numRuns: 2000, seed: 20261202 },
    );
  });
});
