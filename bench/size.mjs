// What the built files weigh, gzipped: `npm run size` (after a build).
// The script-tag file has a budget; test/node/size.test.mjs fails the tests over it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The script-tag file's budget in bytes, gzipped (20 KB). */
export const SCRIPT_TAG_BUDGET = 20_000;

export const FILES = ['dist/montana-solitaire.js', 'dist/index.js', 'dist/engine.js'];

export function gzipSize(file) {
  const bytes = readFileSync(new URL(`../${file}`, import.meta.url));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of FILES) {
    const { raw, gzip } = gzipSize(file);
    console.log(`${file.padEnd(28)} ${(raw / 1000).toFixed(2).padStart(7)} KB  ${(gzip / 1000).toFixed(2).padStart(6)} KB gzip`);
  }
  const { gzip } = gzipSize(FILES[0]);
  console.log(`script-tag budget: ${(gzip / 1000).toFixed(2)} of ${SCRIPT_TAG_BUDGET / 1000} KB gzip (${Math.round((gzip / SCRIPT_TAG_BUDGET) * 100)}%)`);
}
