// The package as npm would publish it: `npm pack --dry-run` lists what a user downloads.
// It must hold what the exports, the types and the manifest point at, and nothing else
// (no tests, no demo, no sources, no benches, no examples: the framework apps in examples/
// install this package, they are not part of it). Needs `npm run build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
const packed = new Set(files.map(({ path }) => path));

test('the package holds only the built files, the framework typings, the manifest, the README and package.json', () => {
  const stray = [...packed].filter((path) => !/^(dist\/.+\.(js|d\.ts)|frameworks\/[a-z]+\.d\.ts|custom-elements\.json|README\.md|package\.json)$/.test(path));
  assert.deepEqual(stray, []);
});

test('every file the package points at is in it', () => {
  const targets = [packageJson.main, packageJson.types, packageJson.customElements];
  for (const entry of Object.values(packageJson.exports)) targets.push(...(typeof entry === 'string' ? [entry] : Object.values(entry)));
  // The worker is not imported: the element asks for it beside its own module. The
  // script-tag file imports what it loads on demand from beside it.
  targets.push('./dist/solver-worker.js', './dist/montana-solitaire-on-demand.js');
  const missing = targets.map((path) => path.replace(/^\.\//, '')).filter((path) => !packed.has(path));
  assert.deepEqual(missing, []);
});
