/**
 * The tables a search keeps of the positions it met, by 64-bit key: the exact one, which
 * never forgets (what proves a loss), and the guided phase's small one, which may.
 */

/**
 * How many slots a table remembers filling, so that clearing after a small search
 * zeroes those alone: zeroing all of a 32 MB table touches every page of it, which
 * after a hint proven at once costs far more than the search (the pages are only
 * mapped by the first write).
 */
const LOGGED_SLOTS = 4096;

/** What a search asks of its table of positions met. */
export interface PositionTable {
  /** 1: added; 0: already there; -1: the table is full. */
  add(high: number, low: number): number;
  clear(): void;
  /** Room for the positions a search puts off (see `depthFirst`); none in a table that forgets. */
  readonly putOffs: Int32Array;
}

/** How many keys an exact table of `size` entries holds before it says it is full: 9/10 of its slots (its probes run long past that). */
function capacity(size: number): number {
  return Math.ceil((size - 1) * 0.9);
}

/** The table of `size` entries from `tables`, cleared; made on first use and kept (a 32 MB table costs more to allocate than most hints take to search). */
function kept<Table extends PositionTable>(tables: Map<number, Table>, size: number, make: (size: number) => Table): Table {
  let table = tables.get(size);
  if (table) table.clear();
  else tables.set(size, (table = make(size)));
  return table;
}

/** A set of 64-bit keys, open addressing, never forgetting (full: `add` says so). */
class SeenPositions implements PositionTable {
  /** Each key's two halves side by side (high, low): one cache line per probe, not two (the probes are the search's main cost; measured: see the solver in docs/engine.md). */
  readonly #keys: Uint32Array;
  readonly #mask: number;
  readonly #capacity: number;
  /** The slots of the first LOGGED_SLOTS keys added. */
  readonly #filled = new Int32Array(LOGGED_SLOTS);
  #count = 0;
  /**
   * The positions a search puts off (see `depthFirst`), in the order met, each written
   * as the way to it from the search's start: how many first moves it shares with the
   * way to the one before (depth-first lines share their start), how many of its own
   * follow, and those. A search walks from one to the next by taking back and playing
   * moves, so a position costs a few moves, not its cells. As many numbers as the table
   * has entries (half its memory; pages taken only as written, and only a search that
   * puts positions off writes): a search's positions put off grow with the positions it
   * can keep. Once full, a search plays such moves at once, as it would without putting
   * any off.
   */
  readonly putOffs: Int32Array;

  constructor(size: number) {
    this.#keys = new Uint32Array(size * 2);
    this.#mask = size - 1;
    this.#capacity = capacity(size);
    this.putOffs = new Int32Array(size);
  }

  clear(): void {
    if (this.#count > LOGGED_SLOTS) this.#keys.fill(0);
    else for (let i = 0; i < this.#count; i++) this.#keys[this.#filled[i] * 2] = this.#keys[this.#filled[i] * 2 + 1] = 0;
    this.#count = 0;
  }

  /** 1: added; 0: already there; -1: the table is full. Key (0, 0) is stored as (0, 1). */
  add(high: number, low: number): number {
    if (high === 0 && low === 0) low = 1;
    if (this.#count >= this.#capacity) return -1;
    const keys = this.#keys;
    for (let slot = (low ^ high) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const at = slot * 2;
      if (keys[at] === 0 && keys[at + 1] === 0) {
        keys[at] = high;
        keys[at + 1] = low;
        if (this.#count < LOGGED_SLOTS) this.#filled[this.#count] = slot;
        this.#count++;
        return 1;
      }
      if (keys[at] === high && keys[at + 1] === low) return 0;
    }
  }
}

const tablesBySize = new Map<number, SeenPositions>();

/** The exact table of `size` entries, cleared. */
export function exactTable(size: number): PositionTable {
  return kept(tablesBySize, size, (size) => new SeenPositions(size));
}

/**
 * A table that forgets: each key has one slot, and a new key takes it from the one
 * there. Only for a search that answers nothing but wins (the solver's guided phase),
 * where a position met again and not recognised costs only the time to search it once
 * more. Its point is its size: most of the exact table's probes are for new positions,
 * which miss the processor's cache and wait on main memory; this one is small enough to
 * stay in the cache, and the positions a search meets again are nearly all met soon
 * after the first time (moves that commute), while their slot still holds them. A slot
 * holds the key's high half, the slot itself being chosen by the low half: a slot takes
 * 4 bytes, not 8, and a false "already there" needs two keys to agree in all 32 bits of
 * the one half and in the bits of the other that chose the slot. Measured: see the
 * solver in docs/engine.md.
 */
class ForgettingPositions implements PositionTable {
  readonly #highs: Uint32Array;
  readonly #mask: number;
  /** How many keys it takes before it says it is full: as many as the exact table it stands in for holds, so that a search bounded by its table alone still ends where it did. */
  readonly #capacity: number;
  #count = 0;
  readonly putOffs = new Int32Array(0);

  constructor(size: number, standsFor: number) {
    this.#highs = new Uint32Array(size);
    this.#mask = size - 1;
    this.#capacity = capacity(standsFor);
  }

  clear(): void {
    this.#highs.fill(0);
    this.#count = 0;
  }

  /** 1: added (over whatever key held its slot); 0: its slot holds it; -1: it has taken as many keys as its exact table would hold. A high half of 0 is stored as 1 (0 marks an empty slot). */
  add(high: number, low: number): number {
    const stored = high === 0 ? 1 : high;
    const slot = low & this.#mask;
    if (this.#highs[slot] === stored) return 0;
    if (this.#count >= this.#capacity) return -1;
    this.#highs[slot] = stored;
    this.#count++;
    return 1;
  }
}

/**
 * The exact table's entries above which a search that answers only wins keeps a
 * forgetting table instead, of an eighth of the entries (a sixteenth of the memory): 2 MB
 * for the default 32 MB, which the processor's cache holds within a second's search,
 * and for a longer search, given a larger table, room in proportion (a fixed 2 MB lost
 * wins within 12 s). Tables of 2^19 entries or fewer stay exact: they serve
 * the searches bounded by their table (`winnable`, the review, a hint's sampled
 * redeals), whose answers stay as they were, and are small enough already. Measured: see
 * the solver in docs/engine.md.
 */
const FORGETTING_ABOVE = 1 << 19;
const FORGETTING_SHARE = 8;
/** The forgetting tables made, by the size of the exact table each stands in for. */
const forgettingBySize = new Map<number, ForgettingPositions>();

/** For a search given an exact table of `size` entries that answers only wins, its forgetting table, cleared; null where the exact table is small enough to keep. */
export function forgettingTable(size: number): PositionTable | null {
  return size > FORGETTING_ABOVE ? kept(forgettingBySize, size, (size) => new ForgettingPositions(size / FORGETTING_SHARE, size)) : null;
}
