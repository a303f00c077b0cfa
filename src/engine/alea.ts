/**
 * The documented deal's generator: Johannes Baagøe's Alea, drawing exactly the numbers
 * seedrandom 3.0.5's `alea(seed)` draws (test/engine/alea.test.ts compares them over
 * thousands of seeds). The engine carries its own copy because seedrandom's builds a
 * Mash closure and four methods per seed, the larger half of a deal's time, where a
 * deal needs one plain function.
 */

/** Alea's Mash: folds text into its state `n`, one UTF-16 code unit at a time. */
function mash(state: { n: number }, text: string): number {
  let n = state.n;
  for (let i = 0; i < text.length; i++) {
    n += text.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000; // 2^32
  }
  state.n = n;
  return (n >>> 0) * 2.3283064365386963e-10; // 2^-32
}

// Alea starts every seed from Mash's start and three mashes of ' ': the same for all seeds.
const START = { n: 0xefc8249d };
const SPACES = [mash(START, ' '), mash(START, ' '), mash(START, ' ')];

/** Alea seeded with `seed`: a function returning numbers in [0, 1), as seedrandom's `alea(seed)`. */
export function alea(seed: string): () => number {
  const state = { n: START.n };
  let [s0, s1, s2] = SPACES.map((space) => {
    const s = space - mash(state, seed);
    return s < 0 ? s + 1 : s;
  });
  let c = 1;
  return () => {
    const t = 2091639 * s0 + c * 2.3283064365386963e-10; // 2^-32
    s0 = s1;
    s1 = s2;
    return (s2 = t - (c = t | 0));
  };
}
