/**
 * The documented deal's generator: Johannes Baagøe's Alea, drawing exactly the numbers
 * seedrandom 3.0.5's `alea(seed)` draws (test/engine/alea.test.ts compares them over
 * thousands of seeds). The engine carries its own copy because seedrandom's builds a
 * Mash closure and four methods per seed, where a deal needs a few plain numbers: a deal
 * is made for every new game, and seeding is most of its time.
 */

/**
 * Alea's Mash: folds text into its state `n`, one UTF-16 code unit at a time, and returns
 * the new state (Mash's number is `unit(n)`), so seeding allocates nothing. Mash writes
 * `h >>> 0`; here `h` is never negative and stays below 2^27 (n < 2^33), where that is
 * `Math.floor(h)`, which V8 computes without leaving floating point.
 */
function mash(n: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    n += text.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = Math.floor(h);
    h -= n;
    h *= n;
    n = Math.floor(h);
    h -= n;
    n += h * 2 ** 32;
  }
  return n;
}

const unit = (n: number) => (n >>> 0) * 2 ** -32;

// Alea starts every seed from Mash's start and three mashes of ' ': the same for all seeds.
const SPACE_0 = mash(0xefc8249d, ' ');
const SPACE_1 = mash(SPACE_0, ' ');
const SPACE_2 = mash(SPACE_1, ' ');

/** Alea's start: a mash of ' ' less the seed's mash, wrapped into [0, 1). */
const wrap = (space: number, n: number) => {
  const s = unit(space) - unit(n);
  return s < 0 ? s + 1 : s;
};

/** Alea's three numbers after seeding with `seed` (its carry starts at 1). */
export function aleaStart(seed: string): [number, number, number] {
  const n0 = mash(SPACE_2, seed);
  const n1 = mash(n0, seed);
  return [wrap(SPACE_0, n0), wrap(SPACE_1, n1), wrap(SPACE_2, mash(n1, seed))];
}

/**
 * Alea seeded with `seed`: a function returning numbers in [0, 1), as seedrandom's
 * `alea(seed)`. `shuffle` (deal.ts) takes the same steps written out in its loop.
 */
export function alea(seed: string): () => number {
  let [s0, s1, s2] = aleaStart(seed);
  let c = 1;
  return () => {
    const t = 2091639 * s0 + c * 2 ** -32;
    s0 = s1;
    s1 = s2;
    return (s2 = t - (c = t | 0));
  };
}
