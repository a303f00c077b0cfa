// The solver on real deals: the montana deals of seeds 1 to 200, one second each, no
// redeal. Prints the share decided (proven win or proven loss), the share won, and the
// median and 95th-percentile time. A printed figure, not a timed test.
//
//   npm run bench:solver                 (builds dist/, then runs this file)
//   node bench/solver.mjs --variant descending --seeds 50 --ms 1000
//   node bench/solver.mjs --ms 12000 --table 33554432   (longer, with a 256 MB table)
import { Game, solve } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const variant = args.variant ?? 'montana';
const seeds = Number(args.seeds ?? 200);
const budget = Number(args.ms ?? 1000);
const tableSize = args.table ? Number(args.table) : undefined;

const results = [];
const started = Date.now();
for (let seed = 1; seed <= seeds; seed++) {
  const result = solve(new Game({ variant, seed: String(seed) }), { timeLimitMs: budget, tableSize });
  results.push(result);
}
const share = (predicate) => `${((results.filter(predicate).length / seeds) * 100).toFixed(1)}%`;
const times = results.map((result) => result.ms).sort((a, b) => a - b);
const states = results.reduce((sum, result) => sum + result.states, 0);
const at = (fraction) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
console.log(`Node ${process.version}; ${variant}, seeds 1 to ${seeds}, ${budget} ms each, no redeal${tableSize ? `, a table of ${tableSize} positions` : ''}`);
console.log(
  `decided ${share((result) => result.result !== 'unknown')} (won ${share((result) => result.result === 'win')}, ` +
    `lost ${share((result) => result.result === 'loss')}, unknown ${share((result) => result.result === 'unknown')}); ` +
    `time median ${at(0.5)} ms, p95 ${at(0.95)} ms; ${((states / (Date.now() - started)) * 1000 / 1e6).toFixed(2)} M positions/s`,
);
