// Engine speed: legal-move generation, play and undo on the representation the solver
// searches (Tableau), over random playouts from the deals of fixed seeds; then the same
// work as the native reference's `playout` mode (../shared/anchors/gapsolve.c), side by
// side with it in the same run when a C compiler is found.
// A printed figure, not a timed test: machines here are shared, so read the median.
//
//   npm run bench            (builds dist/, then runs this file against dist/engine.js)
//   node bench/engine.mjs --rounds 7 --seeds 200 --playout-moves 10000000
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alea from 'seedrandom/lib/alea.js';
import { Game, Tableau, VARIANTS, compileRules, dealCells, solve } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const rounds = Number(args.rounds ?? 5);
const seedCount = Number(args.seeds ?? 200);
const roundMs = Number(args.ms ?? 1500);
const maxDepth = 200;
const playoutMoves = Number(args['playout-moves'] ?? 10_000_000);

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

// ---- side by side with native code ------------------------------------------------------
// The native reference's `playout` mode: random playouts of montana deals, one move
// generation and one move applied per step, a fresh deal when stuck, for a fixed number
// of moves. The same work here: a deal is the documented deal of a fresh seed, made into a
// Tableau (both count in the time, as the native deal does), and the move is picked with
// the same generator the native code uses (mulberry32), so neither side pays more for it.
// Neither side's time holds making its seeds or reading the clock.

// The seeds' text is made before any clock starts, once, as the native side's seeds are
// integers, free to make: joining text and a number each game cost a twelfth of a game,
// and text made just before a round was then moved about by the collector inside it.
// (A game has 38 moves on average, so there are seeds for every game but a freak run.)
const playoutSeeds = Array.from({ length: Math.ceil(playoutMoves / 8) }, (_, game) => `playout:${game}`);
const seedOf = (game) => playoutSeeds[game] ?? `playout:${game}`;

/** `moves` moves of random playouts on the engine: moves per second, and without the deals' time. */
function enginePlayouts(moves) {
  const rules = compileRules(VARIANTS.montana);
  const buffer = new Int32Array(rules.cellCount * 4);
  let state = 99;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  let done = 0;
  let games = 0;
  const started = performance.now();
  while (done < moves) {
    const tableau = new Tableau(rules, dealCells(rules, seedOf(games++)));
    for (;;) {
      const count = tableau.generateMoves(buffer);
      if (count === 0) break;
      // The native side's `rnd() % n`, the same index, in integer arithmetic: JavaScript's
      // `%` on a number past 2^31 (half of mulberry32's) is a floating-point remainder, a
      // call the C side does not pay, so it would time the harness rather than the engine.
      const drawn = random();
      tableau.play(buffer[drawn - Math.floor(drawn / count) * count]);
      if (++done >= moves) break;
    }
  }
  const ms = performance.now() - started;
  // The deals' time: the same deals again, alone. Timed apart, since reading the clock
  // around each deal in the loop above cost a thirtieth of a game.
  const dealsStarted = performance.now();
  let gapsDealt = 0;
  for (let game = 0; game < games; game++) gapsDealt += new Tableau(rules, dealCells(rules, seedOf(game))).gaps.length;
  const dealing = performance.now() - dealsStarted;
  if (gapsDealt !== games * 4) throw new Error(`a montana deal has four gaps; ${games} deals had ${gapsDealt}`);
  return { perSecond: (done / ms) * 1000, withoutDeals: (done / (ms - dealing)) * 1000, games };
}

/**
 * The native reference built into a temporary folder, or why not: gapsolve.c from the
 * shared anchors beside the repository, or where $GAPSOLVE_SRC says; and, from the same
 * source, bench/native-deals.c, which times its deals alone.
 */
function buildNative() {
  const source = process.env.GAPSOLVE_SRC ?? fileURLToPath(new URL('../../shared/anchors/gapsolve.c', import.meta.url));
  if (!existsSync(source)) return { why: `${source} not found (set GAPSOLVE_SRC to its path)` };
  const folder = mkdtempSync(join(tmpdir(), 'gapsolve-'));
  const dealsSource = fileURLToPath(new URL('native-deals.c', import.meta.url));
  for (const compiler of [process.env.CC, 'cc', 'gcc', 'clang'].filter(Boolean)) {
    try {
      execFileSync(compiler, ['-O2', '-o', join(folder, 'gapsolve'), source], { stdio: 'ignore' });
      execFileSync(compiler, ['-O2', `-DGAPSOLVE_SOURCE=${JSON.stringify(source)}`, '-o', join(folder, 'deals'), dealsSource], { stdio: 'ignore' });
      return { binary: join(folder, 'gapsolve'), deals: join(folder, 'deals'), compiler, folder };
    } catch {
      // not there, or it failed: try the next
    }
  }
  rmSync(folder, { recursive: true, force: true });
  return { why: 'no C compiler found (cc, gcc, clang, or $CC)', folder: null };
}

/**
 * One native run of `moves` playout moves: moves per second as it prints them, and without
 * its deals' time, measured as the engine's is: the same deals again, alone (native-deals.c).
 */
function nativePlayouts(native, moves) {
  const output = execFileSync(native.binary, ['playout', '1', String(moves)], { encoding: 'utf8' });
  const figure = /: (\d+) moves \(gen\+apply\), (\d+) games, ([\d.]+) ms, ([\d.]+) M moves\/s/.exec(output);
  if (!figure) throw new Error(`unexpected output from gapsolve: ${output}`);
  const [, done, games, ms, perSecond] = figure.map(Number);
  const dealt = /deals: (\d+) in ([\d.]+) ms/.exec(execFileSync(native.deals, ['1', String(games)], { encoding: 'utf8' }));
  if (!dealt || Number(dealt[1]) !== games) throw new Error(`unexpected output from native-deals: ${dealt?.[0]}`);
  return { perSecond: perSecond * 1e6, withoutDeals: (done / (ms - Number(dealt[2]))) * 1000 };
}

const native = buildNative();
const sideRounds = 3;
enginePlayouts(playoutMoves / 10); // warm-up
const ours = [];
const theirs = [];
for (let round = 0; round < sideRounds; round++) {
  if (native.binary) theirs.push(nativePlayouts(native, playoutMoves));
  ours.push(enginePlayouts(playoutMoves));
}
if (native.folder) rmSync(native.folder, { recursive: true, force: true });
const oursMedian = median(ours.map((run) => run.perSecond));
const oursWithoutDeals = median(ours.map((run) => run.withoutDeals));
console.log(
  `playouts   Tableau, montana, ${playoutMoves / 1e6} M moves a round (generate + one move applied, a fresh deal when stuck): ` +
    `median ${millions(oursMedian)} moves/s, ${millions(oursWithoutDeals)} without the deals' time (${sideRounds} rounds; ` +
    `${(playoutMoves / median(ours.map((run) => run.games))).toFixed(1)} moves a game)`,
);
if (native.binary) {
  const theirsMedian = median(theirs.map((run) => run.perSecond));
  const theirsWithoutDeals = median(theirs.map((run) => run.withoutDeals));
  console.log(
    `native     gapsolve playout (${native.compiler} -O2), the same work: median ${millions(theirsMedian)} moves/s, ` +
      `${millions(theirsWithoutDeals)} without the deals' time (${sideRounds} rounds, taking turns with the engine)`,
  );
  // Without the deals: each side's own deals taken off its own time.
  console.log(`ratio      engine / native: ${(oursMedian / theirsMedian).toFixed(2)} (${(oursWithoutDeals / theirsWithoutDeals).toFixed(2)} without the deals' time, on both sides)`);
} else {
  console.log(`native     skipped: ${native.why}`);
}
