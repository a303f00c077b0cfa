// The sources stay readable in one sitting: no file in src/ over 400 lines (the seams
// issue's rule, which a growing element breaks first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);

test('no file in src/ is over 400 lines', () => {
  const files = readdirSync(src, { recursive: true }).filter((path) => path.endsWith('.ts'));
  assert.ok(files.length > 30, `only ${files.length} sources found`);
  const long = files.map((path) => [path, readFileSync(new URL(path, src), 'utf8').split('\n').length - 1]).filter(([, lines]) => lines > 400);
  assert.deepEqual(long, []);
});
