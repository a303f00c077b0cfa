// The game review on real games: montana deals the solver proves winnable (seeds 1, 2, …
// kept while their deal is proven within WINNABLE_SEARCH, until `--games` of them), each
// played by a simple policy (`playByPolicy`, test/engine/helpers.ts) with 2 redeals until lost or won, then
// reviewed with the default budgets. Every slip is checked as the tests check it (`played`
// is the move played at that number, `instead` starts a line the rules replay to a win, an
// exact slip's position after is proven lost by a complete search without the solver's
// reduction) and the bench prints how many slips come out exact. A printed figure, not a
// timed test: the review's answers depend on budgets in positions, not time, so the
// count is the same on every machine.
//
//   npm run bench:review                 (a few minutes)
//   node bench/review.mjs --games 10
//
// The engine is bundled from src/ with esbuild (as bench/winnable.mjs does), since
// dist/engine.js does not export `reviewWithLine`, which gives the winning line checked here.
import { benchArgs } from './args.mjs';
import { importBundled } from './bundle.mjs';

// The tests' player and replay come along, so the bench plays exactly what the tests play.
const { Game, WINNABLE_SEARCH, beforeMove, playByPolicy, reviewRounds, reviewWithLine, solve } = await importBundled(
  `export * from './engine.js';\nexport { reviewWithLine } from './engine/review.js';\nexport { beforeMove, playByPolicy } from '../test/engine/helpers.ts';`,
);

const args = benchArgs();
const games = Number(args.games ?? 50);
/** The review's options, for trying other budgets: `--scan 262144 --slip 4194304 --scans 16 --slips 3`. */
const budgets = Object.fromEntries(
  Object.entries({ scan: 'scanPositions', slip: 'slipPositions', scans: 'scanSearches', slips: 'slipSearches' })
    .filter(([arg]) => args[arg] !== undefined)
    .map(([arg, option]) => [option, Number(args[arg])]),
);
/** The complete search that checks an exact slip's loss: a large table, no reduction. */
const CHECK = { timeLimitMs: Infinity, tableSize: 1 << 23, reduce: false };

const started = Date.now();
let reviewed = 0;
let slips = 0;
let exact = 0;
const rows = [];
for (let seed = 1; reviewed < games; seed++) {
  if (solve(new Game({ seed: String(seed), redeals: 0 }), WINNABLE_SEARCH).result !== 'win') continue;
  reviewed++;
  const game = playByPolicy(new Game({ seed: String(seed) }));
  const t0 = Date.now();
  const reviews = reviewRounds(game).map((round) => reviewWithLine(round, budgets));
  const entries = reviews.map((found) => found.entry);
  const ms = Date.now() - t0;
  for (const { entry: { round, start, slip }, line } of reviews) {
    if (!slip) continue;
    slips++;
    const { replay, played } = beforeMove(game, slip.move);
    const same = played.card === slip.played.card && JSON.stringify([played.from, played.to]) === JSON.stringify([slip.played.from, slip.played.to]);
    if (!same) throw new Error(`seed ${seed}: the slip's played move is not move ${slip.move} of the game`);
    const instead = Game.load(replay.save());
    if (JSON.stringify(line[0]) !== JSON.stringify(slip.instead)) throw new Error(`seed ${seed}: instead is not the line's first move`);
    for (const move of line) instead.play(move.from, move.to);
    if (instead.status !== 'won') throw new Error(`seed ${seed}: the line from instead does not win`);
    replay.play(played.from, played.to);
    if (slip.exact) {
      exact++;
      const check = solve(Game.load(replay.position, { redeals: 0 }), CHECK);
      if (check.result !== 'loss') throw new Error(`seed ${seed}: the exact slip's position after is ${check.result}, not a proven loss`);
    }
    rows.push(`seed ${seed}: round ${round} (${start}), slip at move ${slip.move} (${slip.played.card}, instead ${slip.instead.card}), ${slip.exact ? 'exact' : 'not exact'}; review ${ms} ms`);
  }
  process.stderr.write(`seed ${seed}: ${game.status}, ${game.moveCount} moves, ${entries.length} rounds, starts ${entries.map((entry) => entry.start).join(' ')}; review ${ms} ms\n`);
}
console.log(rows.join('\n'));
console.log(`Node ${process.version}; ${games} montana deals proven winnable, played by the simple policy with 2 redeals, reviewed with ${JSON.stringify(budgets) === '{}' ? 'the default budgets' : JSON.stringify(budgets)}`);
console.log(`${slips} slips, ${exact} exact (${((exact / Math.max(1, slips)) * 100).toFixed(0)}%); ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
