// The native reference's complete search (../shared/anchors/gapsolve.c, its solve()) ported
// line for line to JavaScript: a plain depth-first search, the same move order and table
// (linear probing, 3/4 full at most), its board, key and stacks in typed arrays, one flat
// loop. It meets the very same positions as the native build, so the two times compare
// what JavaScript costs on one algorithm (docs/engine.md, the eighteenth session):
//   node -e "import('./dist/engine.js').then(({ Game }) => { for (const s of [118, 10, 194, 59]) console.log(new Game({ variant: 'montana', seed: String(s) }).position) })" > /tmp/pos.txt
//   cc -O2 -o /tmp/gapsolve ../shared/anchors/gapsolve.c && taskset -c 0 /tmp/gapsolve pos 20000 23 < /tmp/pos.txt
//   taskset -c 0 node bench/experiments/flat-dfs.mjs 23 < /tmp/pos.txt
// (the argument: the table's entries, as a power of two). Montana only, no redeal.
import { readFileSync } from "node:fs";
const GAP = 255, MAXD = 1 << 20;
const board = new Uint8Array(52), pos = new Uint8Array(52), gaps = new Uint8Array(4);
const Z1 = new Uint32Array(52 * 52), Z2 = new Uint32Array(52 * 52);
let rs = 12345;
const rnd = () => {
  rs = rs + 1831565813 >>> 0;
  let t = Math.imul(rs ^ rs >>> 15, 1 | rs);
  t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
  return (t ^ t >>> 14) >>> 0;
};
for (let i = 0; i < 52 * 52; i++) {
  Z1[i] = rnd();
  Z2[i] = rnd();
}
let h1 = 0, h2 = 0;
const bits = Number(process.argv[2] ?? 23);
// One slot is two 32-bit halves side by side, as the native table's 64-bit keys are (one cache line a probe).
const tt = new Uint32Array(2 << bits);
const ttmask = (1 << bits) - 1;
const ttmax = Math.floor((1 << bits) * 0.75);
let ttcount = 0;
const mfrom = new Uint8Array(MAXD * 16), mto = new Uint8Array(MAXD * 16), mn = new Uint8Array(MAXD), midx = new Uint8Array(MAXD);
function mv(from, to) {
  const c = board[from];
  board[to] = c;
  board[from] = GAP;
  pos[c] = to;
  h1 ^= Z1[c * 52 + from] ^ Z1[c * 52 + to];
  h2 ^= Z2[c * 52 + from] ^ Z2[c * 52 + to];
  for (let k = 0; k < 4; k++) if (gaps[k] === to) {
    gaps[k] = from;
    break;
  }
}
function won() {
  for (let k = 0; k < 4; k++) if (gaps[k] % 13 !== 12) return false;
  for (let r = 0; r < 4; r++) {
    const b = board[r * 13];
    if (b % 13 !== 1) return false;
    for (let j = 1; j < 12; j++) if (board[r * 13 + j] !== b + j) return false;
  }
  return true;
}
function prefixOK(p) {
  const r = p / 13 | 0, c = p % 13;
  if (c === 0) return true;
  const b = board[r * 13];
  if (b === GAP || b % 13 !== 1) return false;
  for (let j = 1; j < c; j++) if (board[r * 13 + j] !== b + j) return false;
  return true;
}
const sc = new Int32Array(16);
function gen(at) {
  let n = 0;
  for (let k = 0; k < 4; k++) {
    const p = gaps[k], col = p % 13;
    if (col === 0) {
      for (let s = 0; s < 4; s++) {
        const c = s * 13 + 1, from = pos[c];
        let score = 0;
        if (from % 13 === 0) score -= 200;
        else if (board[from - 1] !== GAP && board[from - 1] % 13 === 12) score -= 50;
        if (from % 13 !== 0) score += 100;
        mfrom[at + n] = from;
        mto[at + n] = p;
        sc[n++] = score;
      }
    } else {
      const l = board[p - 1];
      if (l === GAP || l % 13 === 12) continue;
      const c = l + 1, from = pos[c];
      let score = 0;
      if (prefixOK(p)) score += 100;
      if (from % 13 !== 0 && board[from - 1] !== GAP && board[from - 1] % 13 === 12) score -= 50;
      mfrom[at + n] = from;
      mto[at + n] = p;
      sc[n++] = score;
    }
  }
  for (let i = 1; i < n; i++) {
    const s = sc[i], a = mfrom[at + i], b = mto[at + i];
    let j = i - 1;
    while (j >= 0 && sc[j] < s) {
      sc[j + 1] = sc[j];
      mfrom[at + j + 1] = mfrom[at + j];
      mto[at + j + 1] = mto[at + j];
      j--;
    }
    sc[j + 1] = s;
    mfrom[at + j + 1] = a;
    mto[at + j + 1] = b;
  }
  return n;
}
function ttInsert() {
  let a = h1 >>> 0, b = h2 >>> 0;
  if (a === 0 && b === 0) b = 1;
  for (let i = b & ttmask; ; i = i + 1 & ttmask) {
    const at = i * 2;
    if (tt[at] === 0 && tt[at + 1] === 0) {
      if (ttcount >= ttmax) return -1;
      tt[at] = a;
      tt[at + 1] = b;
      ttcount++;
      return 1;
    }
    if (tt[at] === a && tt[at + 1] === b) return 0;
  }
}
function solve() {
  tt.fill(0);
  ttcount = 0;
  ttInsert();
  let nodes = 0;
  let d = 0;
  mn[0] = gen(0);
  midx[0] = 0;
  while (d >= 0) {
    if (midx[d] === mn[d]) {
      if (d === 0) break;
      d--;
      const i2 = d * 16 + midx[d] - 1;
      mv(mto[i2], mfrom[i2]);
      continue;
    }
    const i = d * 16 + midx[d]++;
    mv(mfrom[i], mto[i]);
    nodes++;
    const r = ttInsert();
    if (r === 0) {
      mv(mto[i], mfrom[i]);
      continue;
    }
    if (r < 0) return ["M", nodes];
    if (won()) return ["W", nodes];
    d++;
    mn[d] = gen(d * 16);
    midx[d] = 0;
  }
  return ["L", nodes];
}
const RANKS = "A23456789TJQK", SUITS = "CDHS";
let totalMs = 0, totalUniq = 0;
for (const line of readFileSync(0, "utf8").trim().split("\n")) {
  const rows = line.split("/");
  h1 = h2 = 0;
  let g = 0;
  for (let r = 0; r < 4; r++) for (let c = 0; c < 13; c++) {
    const t = rows[r].slice(c * 2, c * 2 + 2), p = r * 13 + c;
    if (t === "--") {
      board[p] = GAP;
      gaps[g++] = p;
    } else {
      const card = SUITS.indexOf(t[1]) * 13 + RANKS.indexOf(t[0]);
      board[p] = card;
      pos[card] = p;
      h1 ^= Z1[card * 52 + p];
      h2 ^= Z2[card * 52 + p];
    }
  }
  const t0 = performance.now();
  const [res, nodes] = solve();
  const ms = performance.now() - t0;
  totalMs += ms;
  totalUniq += ttcount;
  console.log(res, "nodes", nodes, "uniq", ttcount, "ms", ms.toFixed(1));
}
console.log(`js flat: ${totalMs.toFixed(0)} ms, ${totalUniq} unique`);
