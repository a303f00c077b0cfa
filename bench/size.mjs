// What the built files weigh, gzipped: `npm run size` (after a build).
// The script-tag file has a budget; test/node/size.test.mjs fails the tests over it.
// `npm run size -- --parts` also weighs the script-tag file's parts (a build of its own).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The script-tag file's budget in bytes, gzipped: its measured size after the seams
 * redesign (24,578) plus 300, as that issue set it when the file could not return to
 * 20 KB without moving features out (the README's "Size" paragraph says why, and
 * `npm run size -- --parts` what each part weighs). It was 20 KB for the first element,
 * then 24 KB once hints and the whole Montana family came in.
 */
export const SCRIPT_TAG_BUDGET = 24_878;
/** The solver worker's budget, on top of the script-tag file's: 10 KB (docs/development.md says what it weighs). */
export const WORKER_BUDGET = 10_000;

export const FILES = ['dist/montana-solitaire.js', 'dist/solver-worker.js', 'dist/montana-solitaire-on-demand.js', 'dist/index.js', ...['fr', 'es', 'it', 'nl'].map((code) => `dist/languages/${code}.js`)];

const root = new URL('../', import.meta.url);

/** Gzipped at zlib's level 9, its smallest; every budget is of that size (at zlib's default, 6, the script-tag file is some 30 bytes larger). */
export function gzipSize(file) {
  const bytes = readFileSync(new URL(file, root));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The part of the script-tag file a module belongs to. */
function partOf(id) {
  if (/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(id)) return 'lit';
  if (id.includes('/src/engine')) return 'engine';
  if (id.endsWith('/src/element/styles.ts')) return 'styles';
  if (id.endsWith('/src/element/i18n.ts')) return 'strings';
  return 'element';
}

/**
 * The script-tag file built again with each part in a chunk of its own, each chunk
 * gzipped alone. The parts' sum is above the file's size (each chunk compresses without
 * the others' words, and carries its imports and exports), so read them as shares.
 */
async function weighParts() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'montana-parts-'));
  try {
    const names = ['lit', 'engine', 'styles', 'strings'];
    await build({
      configFile: fileURLToPath(new URL('vite.config.ts', root)),
      mode: 'bundle',
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        lib: { entry: fileURLToPath(new URL('src/index.ts', root)), formats: ['es'], fileName: () => 'element.js' },
        rolldownOptions: { output: { minify: true, chunkFileNames: '[name]-[hash].js', codeSplitting: { groups: names.map((name) => ({ name, test: (id) => partOf(id) === name })) } } },
      },
    });
    // What loads on demand comes out beside the parts: it is no part of the file (FILES weighs it).
    return readdirSync(outDir)
      .filter((file) => !file.startsWith('on-demand'))
      .map((file) => ({ part: file.replace(/[-.].*$/, ''), gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of FILES) {
    const { raw, gzip } = gzipSize(file);
    console.log(`${file.padEnd(28)} ${(raw / 1000).toFixed(2).padStart(7)} KB  ${(gzip / 1000).toFixed(2).padStart(6)} KB gzip`);
  }
  for (const [file, budget] of [[FILES[0], SCRIPT_TAG_BUDGET], [FILES[1], WORKER_BUDGET]]) {
    const { gzip } = gzipSize(file);
    console.log(`${file} budget: ${(gzip / 1000).toFixed(3)} of ${budget / 1000} KB gzip -9 (${Math.round((gzip / budget) * 100)}%)`);
  }
  if (process.argv.includes('--parts')) {
    const parts = await weighParts();
    const sum = parts.reduce((total, { gzip }) => total + gzip, 0);
    console.log(`${FILES[0]} by part, each gzipped alone (their sum, ${(sum / 1000).toFixed(2)} KB, is above the file's: shares, not sizes):`);
    for (const { part, gzip } of parts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${part.padEnd(8)} ${(gzip / 1000).toFixed(2).padStart(6)} KB gzip  ${Math.round((gzip / sum) * 100)}%`);
  }
}
