// The script-tag file must stay within its budget (the build runs before these tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCRIPT_TAG_BUDGET, WORKER_BUDGET, gzipSize } from '../../bench/size.mjs';

test(`dist/montana-solitaire.js is at most ${SCRIPT_TAG_BUDGET / 1000} KB gzipped`, () => {
  const { gzip } = gzipSize('dist/montana-solitaire.js');
  assert.ok(gzip <= SCRIPT_TAG_BUDGET, `the script-tag file is ${gzip} bytes gzipped, over its budget of ${SCRIPT_TAG_BUDGET}`);
});

test(`dist/solver-worker.js is at most ${WORKER_BUDGET / 1000} KB gzipped`, () => {
  const { gzip } = gzipSize('dist/solver-worker.js');
  assert.ok(gzip <= WORKER_BUDGET, `the solver worker is ${gzip} bytes gzipped, over its budget of ${WORKER_BUDGET}`);
});

test('the solver worker holds no table of the variants: each request brings its own definition', async () => {
  const { readFileSync } = await import('node:fs');
  const code = readFileSync(new URL('../../dist/solver-worker.js', import.meta.url), 'utf8');
  // Any variant's name would do: each is written only in the table.
  for (const name of ['house-of-commons', 'rectangular-rovers', 'double-red-moon']) assert.ok(!code.includes(`"${name}"`), `the worker has "${name}"`);
});

test('the script-tag file is self-contained: no bare imports left', async () => {
  const { readFileSync } = await import('node:fs');
  const code = readFileSync(new URL('../../dist/montana-solitaire.js', import.meta.url), 'utf8');
  assert.doesNotMatch(code, /\bimport\s*[\w{*][^;]*?from\s*["'](?![./])/, 'a bare import remains');
  assert.doesNotMatch(code, /\bimport\(["'](?![./])/, 'a bare dynamic import remains');
  assert.doesNotMatch(code, /\beval\(|new Function\(/, 'eval or new Function in the built file');
});
