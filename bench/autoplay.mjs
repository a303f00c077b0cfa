// Whole games played by the hint: the montana deals of seeds 1 to N with 2 redeals, the
// player doing exactly what `hint` says (at most `--ms` per decision). A proven line is
// followed to the end without asking again; 'redeal' redeals. Prints the share won, the
// machine, the budget, the total time and the decisions per game. A printed figure, not
// a timed test.
//
//   npm run bench:autoplay                 (builds dist/, then runs this file; about 25 minutes at the defaults)
//   node bench/autoplay.mjs --seeds 20 --ms 1000
//
// With a budget in positions a decision (the search's and the judging's, in the shares
// the time is split by), every run plays the same games, whatever else the machine runs,
// so two versions of the hint compare exactly and the seeds can be split between cores:
//   node bench/autoplay.mjs --positions 1500000 --first 101 --seeds 100
import os from 'node:os';
import { Game, hint } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const seeds = Number(args.seeds ?? 200);
const first = Number(args.first ?? 1);
const inPositions = args.positions !== undefined;
const budget = Number(args.positions ?? args.ms ?? 1000);
// positionLimit: a budget in positions, the same on every machine.
const limit = inPositions ? { timeLimitMs: Infinity, positionLimit: budget } : { timeLimitMs: budget };
/** A game that needs more decisions than this counts as not won (a guard against a hint that cycles). */
const MAX_DECISIONS = 1000;

let won = 0;
let decisions = 0;
let capped = 0;
const started = Date.now();
for (let seed = first; seed < first + seeds; seed++) {
  const game = new Game({ variant: 'montana', seed: String(seed), redeals: 2 });
  let asked = 0;
  while (game.status !== 'won' && game.status !== 'lost') {
    if (asked === MAX_DECISIONS) {
      capped++;
      break;
    }
    const advice = hint(game, limit);
    asked++;
    if (advice.action === null) break;
    if (advice.action === 'redeal') game.redeal();
    else if (advice.proven) for (const move of advice.line) game.play(move.card, move.to);
    else game.play(advice.action.card, advice.action.to);
  }
  if (game.status === 'won') won++;
  decisions += asked;
  process.stderr.write(`seed ${seed}: ${game.status}, ${asked} decisions, ${game.redealsUsed} redeals, score ${game.score}\n`);
}
const seconds = (Date.now() - started) / 1000;
console.log(`Node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
console.log(`montana, 2 redeals, seeds ${first} to ${first + seeds - 1}, hint budget ${budget} ${inPositions ? 'positions' : 'ms'} a decision`);
console.log(
  `won ${won} of ${seeds} (${((won / seeds) * 100).toFixed(1)}%); ${(decisions / seeds).toFixed(1)} decisions a game on average` +
    `${capped > 0 ? `; ${capped} stopped at ${MAX_DECISIONS} decisions` : ''}; total ${seconds.toFixed(0)} s`,
);
