// Experiment: the solver's complete search (depthFirst over orderedMoves, with the locked
// rows' cut, the sole run extension and the column-0 moves put off; no gaps' lines, no
// watcher) written again as one flat loop for the one-sided fill of one deck, beside the
// generic search, on given montana deals. Both must meet the very same positions, which
// the lines printed show. OWN=1: the flat loop keeps its own table in place of the exact
// table's class. WHICH=generic or flat: one of the two alone (to run them in turn).
//   node_modules/.bin/esbuild bench/experiments/flat-complete.ts --bundle --format=esm --platform=node --outfile=/tmp/flat.mjs
//   SEEDS=118,10,194,59 taskset -c 0 node /tmp/flat.mjs
import { GAP } from '../../src/engine/cards.js';
import { Game } from '../../src/engine/game.js';
import { readSnapshot } from '../../src/engine/read-snapshot.js';
import { SearchTableau } from '../../src/engine/search-tableau.js';
import { depthFirst, startSearch } from '../../src/engine/search.js';
import { changesRows, orderedMoves } from '../../src/engine/complete-moves.js';
import { exactTable } from '../../src/engine/position-tables.js';
import type { Rules } from '../../src/engine/variants.js';

export function generic(game: Game, tableSize: number) {
  const { tableau: t } = readSnapshot(game.snapshot());
  const tableau = new SearchTableau(t.rules, t.cells);
  const context = startSearch(tableau, tableSize, null);
  context.deadline = Date.now() + 1e9;
  const t0 = performance.now();
  const outcome = depthFirst(context, (tb, out) => orderedMoves(tb, out, true, true, null), 100_000, Infinity, changesRows);
  return { outcome: typeof outcome === 'string' ? outcome : 'win', states: context.states, ms: performance.now() - t0 };
}

let ownKeys: Uint32Array | undefined;
export function flat(game: Game, tableSize: number) {
  const { tableau: t } = readSnapshot(game.snapshot());
  const rules: Rules = t.rules;
  const { columns, rows, columnOf, follower, successor, predecessor, sequenceIndex, startCards, continues, cardSpace, sequenceLength } = rules;
  const cells = Int8Array.from(t.cells);
  const where = Int8Array.from(t.where);
  const gaps = Int8Array.from(t.gaps);
  const G = gaps.length;
  const runs = new Int8Array(rows);
  const runLength = (row: number) => {
    const start = row * columns;
    let before = cells[start];
    if (before === GAP || sequenceIndex[before] !== 0) return 0;
    let length = 1;
    for (; length < columns; length++) {
      const card = cells[start + length];
      if (card === GAP || !continues[before * cardSpace + card]) break;
      before = card;
    }
    return length;
  };
  for (let r = 0; r < rows; r++) runs[r] = runLength(r);
  const { zHigh, zLow } = startSearch(t, tableSize, null);
  const OWN = process.env.OWN === '1';
  const seen = exactTable(tableSize);
  const { putOffs } = seen;
  const keys = OWN ? (ownKeys ??= new Uint32Array(tableSize * 2)) : new Uint32Array(2);
  if (OWN) keys.fill(0);
  const mask = tableSize - 1;
  const capacity = Math.ceil((tableSize - 1) * 0.9);
  let stored = 0;
  const add = (h: number, l: number) => {
    if (h === 0 && l === 0) l = 1;
    if (stored >= capacity) return -1;
    for (let slot = (l ^ h) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 2;
      if (keys[at] === 0 && keys[at + 1] === 0) { keys[at] = h; keys[at + 1] = l; stored++; return 1; }
      if (keys[at] === h && keys[at + 1] === l) return 0;
    }
  };
  const space = cardSpace;
  let high = 0, low = 0;
  for (let cell = 0; cell < cells.length; cell++) if (cells[cell] !== GAP) { high ^= zHigh[cell * space + cells[cell]]; low ^= zLow[cell * space + cells[cell]]; }
  const move = (from: number, to: number) => {
    const card = cells[from];
    high ^= zHigh[from * space + card] ^ zHigh[to * space + card];
    low ^= zLow[from * space + card] ^ zLow[to * space + card];
    cells[to] = card; cells[from] = GAP; where[card] = to;
    for (let i = 0; i < G; i++) if (gaps[i] === to) { gaps[i] = from; break; }
    const fromColumn = columnOf[from];
    const fromRow = (from - fromColumn) / columns;
    if (fromColumn < runs[fromRow]) runs[fromRow] = fromColumn;
    const toColumn = columnOf[to];
    const toRow = (to - toColumn) / columns;
    if (toColumn === runs[toRow]) runs[toRow] = runLength(toRow);
  };
  const waitsOn = new Int8Array(rows);
  const width = G * Math.max(1, startCards.length);
  let stack = new Int32Array(width * 256);
  let counts = new Int32Array(256);
  let next = new Int32Array(256);
  let line = new Int32Array(1024);
  let lineLength = 0;
  let states = 0;
  const expand = (depth: number) => {
    if ((depth + 1) * width > stack.length) { const g = new Int32Array(stack.length * 2); g.set(stack); stack = g; }
    if (depth >= counts.length) { const c = new Int32Array(counts.length * 2); c.set(counts); counts = c; const n = new Int32Array(next.length * 2); n.set(next); next = n; }
    const base = depth * width;
    let count = 0;
    states++;
    counts[depth] = 0; next[depth] = 0;
    // settled?
    let settled = true;
    for (let row = 0; row < rows; row++) { const first = cells[row * columns]; if (first === GAP || sequenceIndex[first] !== 0) { settled = false; break; } }
    if (settled) {
      for (let row = 0; row < rows; row++) {
        waitsOn[row] = -1;
        const run = runs[row];
        if (run === sequenceLength) continue;
        const nx = cells[row * columns + run];
        const before = nx === GAP || predecessor[nx] < 0 ? -1 : where[predecessor[nx]];
        if (before < 0) continue;
        const beforeRow = (before - columnOf[before]) / columns;
        if (columnOf[before] === runs[beforeRow] - 1) waitsOn[row] = beforeRow;
      }
      for (let row = 0; row < rows; row++) {
        let at = waitsOn[row];
        for (let step = 0; step < rows && at >= 0; step++) { if (at === row) return; at = waitsOn[at]; }
      }
    }
    for (let i = 0; i < G; i++) {
      const gap = gaps[i];
      if (columnOf[gap] > 0) {
        const left = cells[gap - 1];
        if (left === GAP) continue;
        const card = follower[left];
        if (card < 0) continue;
        const from = where[card];
        if (from >= 0) stack[base + count++] = (from << 8) | gap;
      } else {
        for (let k = 0; k < startCards.length; k++) { const from = where[startCards[k]]; if (from >= 0) stack[base + count++] = (from << 8) | gap; }
      }
    }
    if (settled) {
      for (let i = 0; i < count; i++) {
        const m = stack[base + i];
        const to = m & 0xff;
        const tc = columnOf[to];
        if (tc === 0 || tc !== runs[(to - tc) / columns]) continue;
        const from = m >> 8;
        const nx = successor[cells[from]];
        if (columnOf[from] === columns - 1 || nx < 0 || cells[from + 1] === nx) { stack[base] = m; counts[depth] = 1; return; }
      }
    }
    let front = 0;
    for (let i = 0; i < count; i++) {
      const to = stack[base + i] & 0xff;
      const tc = columnOf[to];
      if (tc === runs[(to - tc) / columns]) { const first = stack[base + front]; stack[base + front++] = stack[base + i]; stack[base + i] = first; }
    }
    counts[depth] = count;
  };
  const t0 = performance.now();
  let shared = 0, written = 0, read = 0;
  const unwind = (length: number) => {
    while (lineLength > length) { const m = line[--lineLength]; move(m & 0xff, m >> 8); }
    if (shared > lineLength) shared = lineLength;
  };
  const done = (outcome: string) => ({ outcome, states, ms: performance.now() - t0 });
  if ((OWN ? add(high >>> 0, low >>> 0) : seen.add(high >>> 0, low >>> 0)) < 0) return done('unknown');
  expand(0);
  let depth = 0;
  for (;;) {
    if (next[depth] === counts[depth]) {
      if (depth === 0) {
        if (read === written) { unwind(0); return done('exhausted'); }
        unwind(putOffs[read++]);
        for (let own = putOffs[read++]; own > 0; own--) {
          const m = putOffs[read++];
          move(m >> 8, m & 0xff);
          line[lineLength++] = m;
        }
        expand(0);
        continue;
      }
      unwind(lineLength - 1);
      depth--;
      continue;
    }
    const m = stack[depth * width + next[depth]++];
    const from = m >> 8, to = m & 0xff;
    const card = cells[from];
    const movedHigh = high ^ zHigh[from * space + card] ^ zHigh[to * space + card];
    const movedLow = low ^ zLow[from * space + card] ^ zLow[to * space + card];
    const added = OWN ? add(movedHigh >>> 0, movedLow >>> 0) : seen.add(movedHigh >>> 0, movedLow >>> 0);
    if (added === 0) continue;
    if (added < 0) { unwind(0); return done('unknown'); }
    if (columnOf[from] + columnOf[to] === 0 && written + 3 + lineLength - shared <= putOffs.length) {
      putOffs[written++] = shared;
      putOffs[written++] = lineLength + 1 - shared;
      while (shared < lineLength) putOffs[written++] = line[shared++];
      putOffs[written++] = m;
      continue;
    }
    move(from, to);
    if (lineLength === line.length) { const l = new Int32Array(line.length * 2); l.set(line); line = l; }
    line[lineLength++] = m;
    depth++;
    expand(depth);
    if (counts[depth] === 0) {
      let inPlace = 0;
      for (let r = 0; r < rows; r++) inPlace += runs[r];
      if (inPlace === rows * sequenceLength) { unwind(0); return done('win'); }
    }
  }
}

const seeds = (process.env.SEEDS ?? '118,10,194,59').split(',');
const which = process.env.WHICH ?? 'both';
const table = Number(process.env.TABLE ?? 4194304);
for (const round of [1, 2]) {
  let g = 0, f = 0;
  for (const seed of seeds) {
    const game = new Game({ variant: 'montana', seed });
    const a = which !== 'flat' ? generic(game, table) : null;
    const b = which !== 'generic' ? flat(game, table) : null;
    if (a) g += a.ms; if (b) f += b.ms;
    console.log(seed, a && `${a.outcome} ${a.states} ${a.ms.toFixed(0)} ms`, '|', b && `${b.outcome} ${b.states} ${b.ms.toFixed(0)} ms`);
  }
  console.log(`round ${round}: generic ${g.toFixed(0)} ms, flat ${f.toFixed(0)} ms, ratio ${(g / f).toFixed(2)}`);
}
