// seedrandom ships no types for its single-algorithm entry points.
declare module 'seedrandom/lib/alea.js' {
  /** Alea seeded with `seed`: a function returning numbers in [0, 1). */
  export default function alea(seed?: string): () => number;
}
