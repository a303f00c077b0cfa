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
//
// Budgets in positions searched instead of milliseconds, so that two solvers compare
// exactly, whatever else the machine runs (the answers are then the same on every run;
// the guided phase takes 3/4 of a position budget, 9/10 of a time budget); and other
// deals than the ones the solver was tuned on:
//   node bench/solver.mjs --positions 1000000 --first 1001
// With --list, each budget's line is followed by the seeds it won and proved lost (to see
// which deals two solvers decide differently):
//   node bench/solver.mjs --positions 1000000 --list
// A budget of more positions than the table holds (9/10 of its entries, 3.7 million at
// the default 2^22) needs a larger --table: a full table ends a search undecided.
// Timed runs depend on the core they run on (the test machine's two differ by 30% and
// more): to compare two solvers in time, pin each run to one core (`taskset -c 0 node
// bench/solver.mjs`) and run them in turn, or side by side swapping the cores.
import { Game, solve } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const variant = args.variant ?? 'montana';
const seeds = Number(args.seeds ?? 200);
const first = Number(args.first ?? 1);
const inPositions = args.positions !== undefined;
const budgets = String(args.positions ?? args.ms ?? 1000).split(',').map(Number);
const tables = args.table ? String(args.table).split(',').map(Number) : [];

const decided = new Map();
let open = Array.from({ length: seeds }, (_, index) => String(first + index));
for (const [stage, budget] of budgets.entries()) {
  const tableSize = tables[stage] ?? tables[0];
  // positionLimit: a budget in positions (the one `winnable` searches by), the same on every machine.
  const limit = inPositions ? { timeLimitMs: Infinity, positionLimit: budget } : { timeLimitMs: budget };
  const results = [];
  const tried = open;
  const started = Date.now();
  for (const seed of tried) {
    const result = solve(new Game({ variant, seed }), { ...limit, tableSize });
    // Counted only once replayed here, through the public Game, to a won game (the solver replays its lines too; this checks it).
    if (result.result === 'win') {
      const replay = new Game({ variant, seed });
      for (const move of result.line) replay.play(move.from, move.to);
      if (replay.status !== 'won') throw new Error(`seed ${seed}: the solver's winning line ends ${replay.status}, not won`);
    }
    results.push(result);
    if (result.result !== 'unknown') decided.set(seed, result.result);
  }
  open = open.filter((seed) => !decided.has(seed));
  const share = (count) => `${((count / seeds) * 100).toFixed(1)}%`;
  const count = (outcome) => [...decided.values()].filter((result) => result === outcome).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const states = results.reduce((sum, result) => sum + result.states, 0);
  const at = (fraction) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
  const which = stage === 0 ? `seeds ${first} to ${first + seeds - 1}` : `the ${results.length} deals still undecided`;
  const each = inPositions ? `${budget} positions` : `${budget} ms`;
  console.log(`Node ${process.version}; ${variant}, ${which}, ${each} each, no redeal${tableSize ? `, a table of ${tableSize} positions` : ''}`);
  console.log(
    `decided ${share(decided.size)} (won ${share(count('win'))}, lost ${share(count('loss'))}, unknown ${share(open.length)}); ` +
      `time median ${at(0.5)} ms, p95 ${at(0.95)} ms; ${((states / (Date.now() - started)) * 1000 / 1e6).toFixed(2)} M positions/s`,
  );
  if (stage === budgets.length - 1) console.log(`every win replayed to a won game through Game.play (${count('win')} of them); a loss is the solver's complete search`);
  if ('list' in args) {
    const seedsThat = (outcome) => tried.filter((_, index) => results[index].result === outcome).join(' ') || 'none';
    console.log(`won: ${seedsThat('win')}; lost: ${seedsThat('loss')}`);
  }
  if (stage > 0) console.log(`still undecided: ${open.join(' ') || 'none'}`);
}
