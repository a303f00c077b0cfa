// Engine speed: legal-move generation, play and undo on the representation the solver
// searches (Tableau), over random playouts from the deals of fixed seeds.
// A printed figure, not a timed test: machines here are shared, so read the median.
//
//   npm run bench            (builds dist/, then runs this file against dist/engine.js)
//   node bench/engine.mjs --rounds 7 --seeds 200
import alea from 'seedrandom/lib/alea.js';
import { Game, Tableau, VARIANTS, compileRules, dealCells, solve } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const rounds = Number(args.rounds ?? 5);
const seedCount = Number(args.seeds ?? 200);
const roundMs = Number(args.ms ?? 1500);
const maxDepth = 200;

function tableauRound(variant) {
  const rules = compileRules(VARIANTS[variant]);
  const deals = Array.from({ length: seedCount }, (_, i) => new Tableau(rules, dealCells(rules, String(i + 1))));
  const random = alea(`bench:${variant}`);
  const buffers = Array.from({ length: maxDepth + 1 }, () => new Int32Array(rules.cellCount * 4));
  const line = new Int32Array(maxDepth);
  let moves = 0;
  let playouts = 0;
  const started = performance.now();
  while (performance.now() - started < roundMs) {
    for (const tableau of deals) {
      let depth = 0;
      while (depth < maxDepth) {
        const buffer = buffers[depth];
        const count = tableau.generateMoves(buffer);
        if (count === 0) break;
        for (let i = 0; i < count; i++) {
          tableau.play(buffer[i]);
          tableau.undo(buffer[i]);
        }
        moves += count;
        const chosen = buffer[Math.floor(random() * count)];
        tableau.play(chosen);
        line[depth++] = chosen;
      }
      // Back to the deal, so every playout starts from the same seeded position.
      while (depth > 0) tableau.undo(line[--depth]);
      playouts++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { movesPerSecond: moves / seconds, playouts };
}

function gameApiRound(variant) {
  const random = alea(`bench-api:${variant}`);
  let moves = 0;
  const started = performance.now();
  for (let seed = 1; performance.now() - started < roundMs / 3; seed++) {
    const game = new Game({ variant, seed: String(seed) });
    for (let depth = 0; depth < maxDepth; depth++) {
      const legal = game.moves();
      if (legal.length === 0) break;
      for (const move of legal) {
        game.play(move.card, move.to);
        game.undo();
      }
      moves += legal.length;
      const move = legal[Math.floor(random() * legal.length)];
      game.play(move.card, move.to);
    }
  }
  return moves / ((performance.now() - started) / 1000);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const millions = (value) => `${(value / 1e6).toFixed(2)} M`;

console.log(`Node ${process.version}; ${seedCount} seeded deals per variant; ${rounds} rounds of ${roundMs} ms; playouts up to ${maxDepth} moves`);
for (const variant of ['montana', 'descending']) {
  tableauRound(variant); // warm-up
  const figures = Array.from({ length: rounds }, () => tableauRound(variant).movesPerSecond);
  const api = median(Array.from({ length: 3 }, () => gameApiRound(variant)));
  console.log(
    `${variant.padEnd(10)} Tableau (generate + play + undo): median ${millions(median(figures))} moves/s ` +
      `(min ${millions(Math.min(...figures))}, max ${millions(Math.max(...figures))}); ` +
      `Game API (moves() + play + undo): ${(api / 1e3).toFixed(0)} k moves/s`,
  );
}

// The solver's speed: positions expanded per second on deals it cannot decide in the
// budget, so every run is a full second of search.
const solverRates = ['2', '5', '7'].map((seed) => {
  const result = solve(new Game({ seed }), { timeLimitMs: 1000 });
  return result.states / (result.ms / 1000);
});
console.log(`solver     ${millions(median(solverRates))} positions/s (median of 3 one-second searches: ${solverRates.map(millions).join(', ')})`);
