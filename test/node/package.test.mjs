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

test("the manifest describes the element as the README does: each event named once, each member once, variant a variant's name", () => {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'montana-solitaire');
  assert.deepEqual(element.events.map((event) => event.name), ['newgame', 'move', 'undo', 'redeal', 'win', 'lose', 'stats']);
  const members = element.members.map((member) => `${member.static ? 'static ' : ''}${member.name}`);
  assert.deepEqual(members.filter((member, index) => members.indexOf(member) !== index), [], 'members listed twice');
  assert.equal(element.members.find((member) => member.name === 'solverUrl').type.text, 'string | URL');
  assert.equal(element.members.find((member) => member.name === 'variant').type.text, 'VariantName');
});

// (frameworks/*.d.ts are left out: each is imported only by an app of its framework, which it imports.)
test('the published types import only the package itself and its dependencies (a strict install, pnpm without hoisting, has nothing else)', () => {
  const allowed = new Set([packageJson.name, ...Object.keys(packageJson.dependencies)]);
  const declarations = [...packed].filter((path) => path.startsWith('dist/') && path.endsWith('.d.ts'));
  const strays = declarations.flatMap((path) => {
    const text = readFileSync(new URL(path, root), 'utf8');
    const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)["']([^"']+)["']/g)].map(([, specifier]) => specifier);
    return specifiers
      .filter((specifier) => !specifier.startsWith('.'))
      .filter((specifier) => !allowed.has(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]))
      .map((specifier) => `${path}: ${specifier}`);
  });
  assert.ok(declarations.length > 10, 'the types are packed');
  assert.deepEqual(strays, []);
});
