// The solver on real deals: the montana deals of seeds 1 to 200, one second each, no
// redeal. Prints the share decided (proven win or proven loss), the share won, and the
// median and 95th-percentile time. A printed figure, not a timed test.
//
//   npm run bench:solver                 (builds dist/, then runs this file)
//   node bench/solver.mjs --variant descending --seeds 50 --ms 1000
//   node bench/solver.mjs --ms 12000 --table 33554432   (longer, with a 256 MB table)
//
// Budgets that grow, each for the deals the ones before left undecided (a line each, the
// shares counting every deal decided so far; a table size per budget, or one for all):
//   node bench/solver.mjs --ms 1000,12000,60000 --table 4194304,33554432,134217728
import { Game, solve } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const variant = args.variant ?? 'montana';
const seeds = Number(args.seeds ?? 200);
const budgets = String(args.ms ?? 1000).split(',').map(Number);
const tables = args.table ? String(args.table).split(',').map(Number) : [];

const decided = new Map();
let open = Array.from({ length: seeds }, (_, index) => String(index + 1));
for (const [stage, budget] of budgets.entries()) {
  const tableSize = tables[stage] ?? tables[0];
  const results = [];
  const started = Date.now();
  for (const seed of open) {
    const result = solve(new Game({ variant, seed }), { timeLimitMs: budget, tableSize });
    results.push(result);
    if (result.result !== 'unknown') decided.set(seed, result.result);
  }
  open = open.filter((seed) => !decided.has(seed));
  const share = (count) => `${((count / seeds) * 100).toFixed(1)}%`;
  const count = (outcome) => [...decided.values()].filter((result) => result === outcome).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const states = results.reduce((sum, result) => sum + result.states, 0);
  const at = (fraction) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
  const which = stage === 0 ? `seeds 1 to ${seeds}` : `the ${results.length} deals still undecided`;
  console.log(`Node ${process.version}; ${variant}, ${which}, ${budget} ms each, no redeal${tableSize ? `, a table of ${tableSize} positions` : ''}`);
  console.log(
    `decided ${share(decided.size)} (won ${share(count('win'))}, lost ${share(count('loss'))}, unknown ${share(open.length)}); ` +
      `time median ${at(0.5)} ms, p95 ${at(0.95)} ms; ${((states / (Date.now() - started)) * 1000 / 1e6).toFixed(2)} M positions/s`,
  );
  if (stage > 0) console.log(`still undecided: ${open.join(' ') || 'none'}`);
}
