// The engine's own Alea draws exactly what seedrandom's does (the documented deal's
// generator): the same numbers for every kind of seed, far into the stream.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import seedrandomAlea from 'seedrandom/lib/alea.js';
import { alea } from '../../src/engine/alea.js';

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
});
