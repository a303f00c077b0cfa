// What a montana redeal promises by the runs it keeps (src/engine/redeal-worth.ts): for
// each of the 1,820 sets of four run lengths, 30 redeals of a board with those runs, each
// searched without a further redeal, and a line of JSON per set: { runs, won, lost, n, ms }.
// The search's budget per redeal: 200,000 positions where more than 20 cards are in place
// (nearly every redeal is then decided at once); 2 million where fewer are and every row
// has started (then most are proven lost within it); 600,000 where a row has not started
// (its gap goes to column 0, where any 2 may come, and a search seldom ends: such a set
// keeps most of what it leaves open as not proven lost). The answers are the same on
// every machine (budgets in positions, redeals seeded by their runs). A table, not a
// timed figure; about 25 minutes on two cores:
//
//   node bench/redeal-worth.mjs --shard 0 --shards 2 > worth-0.jsonl   (and --shard 1 on the other core)
//   node bench/redeal-worth.mjs --encode worth-0.jsonl,worth-1.jsonl    (the table's string, as redeal-worth.ts holds it)
//   node bench/redeal-worth.mjs --compare worth-0.jsonl,worth-1.jsonl   (the sets whose level differs from the table's)
//
// The engine is bundled from src/ with esbuild (bench/bundle.mjs), since
// dist/engine.js does not export the table's own functions.
import { readFileSync } from 'node:fs';
import { benchArgs } from './args.mjs';
import { importBundled } from './bundle.mjs';

const args = benchArgs();
const { VARIANTS, compileRules, WORTH_LEVELS, redealWorth, runSets, sampleRedeals } = await importBundled(
  `export { VARIANTS, compileRules } from './engine/variants.js';\nexport { WORTH_LEVELS, redealWorth, runSets, sampleRedeals } from './engine/redeal-worth.js';`,
);

const rules = compileRules(VARIANTS.montana);
const SAMPLES = 30;
/** The search's budget per sampled redeal (the header says why). */
function positionsFor(runs) {
  if (runs.reduce((sum, length) => sum + length, 0) > 20) return 200_000;
  return runs.includes(0) ? 600_000 : 2_000_000;
}
const levelOf = ({ lost, n }) => Math.round((1 - lost / n) * (WORTH_LEVELS - 1));

if (args.encode || args.compare) {
  const measured = new Map();
  for (const file of String(args.encode ?? args.compare).split(',')) {
    for (const text of readFileSync(file, 'utf8').split('\n')) if (text.startsWith('{')) {
      const entry = JSON.parse(text);
      measured.set(entry.runs.join('.'), entry);
    }
  }
  const sets = runSets();
  const missing = sets.filter((runs) => !measured.has(runs.join('.')));
  if (missing.length > 0) throw new Error(`the files lack ${missing.length} of the ${sets.length} run sets, e.g. ${missing[0].join('.')}`);
  if (args.encode) console.log(sets.map((runs) => String.fromCharCode(48 + levelOf(measured.get(runs.join('.'))))).join(''));
  else {
    const differ = sets.filter((runs) => levelOf(measured.get(runs.join('.'))) !== redealWorth(rules, runs));
    console.log(`${differ.length} of ${sets.length} run sets differ from the table${differ.length ? `: ${differ.slice(0, 20).map((runs) => runs.join('.')).join(' ')}` : ''}`);
  }
} else {
  const shard = Number(args.shard ?? 0);
  const shards = Number(args.shards ?? 1);
  runSets().forEach((runs, index) => {
    if (index % shards !== shard) return;
    const started = Date.now();
    const { won, lost } = sampleRedeals(rules, runs, SAMPLES, positionsFor(runs));
    console.log(JSON.stringify({ runs, won, lost, n: SAMPLES, ms: Date.now() - started }));
  });
}
