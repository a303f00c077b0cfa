// `winnable` per variant: for seeds 1 to N, whether the seed's own deal is proven
// winnable within `WINNABLE_SEARCH` (40,000 positions, no time limit), the seed
// that `winnable` deals for it, and how long finding it took (median and max; the
// positions searched too, since times vary on a loaded machine). A printed table, not a
// timed test.
//
//   npm run bench:winnable                              (every variant, seeds 1 to 20)
//   node bench/winnable.mjs --variant jungle,gaps-alter --seeds 10
//   node bench/winnable.mjs --ref f1f5a03 --json before.json   (the engine of a commit)
//   node bench/winnable.mjs --compare before.json       (lists the seeds whose deal changed;
//                                                        none proven deals the seed unchecked)
//
// The engine is bundled from src/ (or from `--ref`'s src/ through `git archive`) with
// esbuild, since dist/engine.js does not export `solvePosition`, and an older commit's
// engine did not export `findWinnableSeed` either. Each seed runs
// `findWinnableSeed`'s own loop (its exported parts: `winnableCandidate`, `dealCells`,
// `solvePosition` with `WINNABLE_SEARCH`) so the positions searched can be counted; the
// bench checks that the loop's answer is `findWinnableSeed`'s whenever that is cheap
// (the first attempt proven).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchArgs } from './args.mjs';
import { importBundled } from './bundle.mjs';

const args = benchArgs();
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'winnable-bench-'));
let source = root;
if (args.ref) {
  execSync(`git archive ${args.ref} src/engine | tar -x -C ${work}`, { cwd: root });
  source = work;
}
const entry = `
export { findWinnableSeed, winnableCandidate, WINNABLE_SEARCH, WINNABLE_ATTEMPTS } from './winnable.js';
export { solvePosition } from './solver.js';
export { dealCells } from './deal.js';
export { VARIANTS, VARIANT_NAMES, compileRules } from './variants.js';
`;
const engine = await importBundled(entry, join(source, 'src/engine'));
rmSync(work, { recursive: true, force: true });
const { findWinnableSeed, winnableCandidate, WINNABLE_SEARCH, WINNABLE_ATTEMPTS, solvePosition, dealCells, VARIANT_NAMES, compileRules, VARIANTS } = engine;

const variants = args.variant ? String(args.variant).split(',') : VARIANT_NAMES;
const seeds = Number(args.seeds ?? 20);
const before = args.compare ? JSON.parse(readFileSync(args.compare, 'utf8')) : null;
const record = {};

console.log(`Node ${process.version}; ${args.ref ? `engine of ${args.ref}` : 'engine of the work tree'}; seeds 1 to ${seeds}; WINNABLE_SEARCH per deal, at most ${WINNABLE_ATTEMPTS} deals a seed`);
console.log('variant              own deal proven  seeds found  time median / max (s)  positions median / max (M)  changed seeds');
for (const variant of variants) {
  const rules = compileRules(VARIANTS[variant]);
  const picks = {};
  const times = [];
  const positions = [];
  let ownProven = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const asked = String(seed);
    let found = null;
    let states = 0;
    const started = performance.now();
    for (let attempt = 0; attempt < WINNABLE_ATTEMPTS && found === null; attempt++) {
      const candidate = winnableCandidate(asked, attempt);
      const deal = { variant, definition: VARIANTS[variant], seed: candidate, cells: dealCells(rules, candidate), redeals: 0, redealsUsed: 0, redealAnytime: false };
      const result = solvePosition(deal, WINNABLE_SEARCH);
      states += result.states;
      if (result.result === 'win') {
        found = candidate;
        if (attempt === 0) ownProven++;
      }
    }
    times.push((performance.now() - started) / 1000);
    positions.push(states / 1e6);
    picks[asked] = found;
    if (found === asked && findWinnableSeed(variant, asked) !== asked) throw new Error(`${variant} ${asked}: the bench's loop disagrees with findWinnableSeed`);
  }
  record[variant] = picks;
  // The printed 'median': of an even count (20 seeds), the lower of the two middle values, as every table in docs/engine.md was made.
  const middle = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
  const most = (list) => Math.max(...list);
  const changed = before?.[variant]
    ? Object.keys(picks)
        .filter((seed) => seed in before[variant] && (before[variant][seed] ?? seed) !== (picks[seed] ?? seed))
        .map((seed) => `${seed}: ${before[variant][seed] ?? `${seed} unchecked`} → ${picks[seed] ?? `${seed} unchecked`}`)
    : [];
  const found = Object.values(picks).filter((pick) => pick !== null).length;
  console.log(
    `${variant.padEnd(20)} ${`${ownProven}/${seeds}`.padStart(15)}  ${`${found}/${seeds}`.padStart(11)}  ${`${middle(times).toFixed(2)} / ${most(times).toFixed(2)}`.padStart(21)}  ` +
      `${`${middle(positions).toFixed(2)} / ${most(positions).toFixed(2)}`.padStart(26)}  ${before ? changed.join(', ') || 'none' : ''}`,
  );
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(record, null, 1)}\n`);
