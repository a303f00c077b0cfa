#!/usr/bin/env node
/**
 * Packs montana-solitaire as npm would publish it into examples/.pack/montana-solitaire.tgz,
 * which each framework example depends on (`"montana-solitaire":
 * "file:../.pack/montana-solitaire.tgz"`): the examples install the package as a user
 * installs it from the registry, not the repository's sources. Needs `npm run build` first.
 *
 *   node examples/pack.mjs && cd examples/react && npm ci && npm run build
 *
 * The tarball changes with every build, so the examples' lockfiles keep no integrity for it:
 * with one, `npm ci` would refuse a new tarball, or quietly install an old one from npm's
 * cache, which is keyed by integrity. An `npm install` in an example writes the integrity
 * back; this script takes it out again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export const EXAMPLES = ['react', 'vue', 'svelte', 'angular'];

const examples = new URL('./', import.meta.url);
const pack = new URL('.pack/', examples);

export function packForExamples() {
  mkdirSync(pack, { recursive: true });
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', pack.pathname], { cwd: new URL('../', examples), encoding: 'utf8' }),
  );
  renameSync(new URL(filename, pack), new URL('montana-solitaire.tgz', pack));
  for (const name of EXAMPLES) {
    const lockfile = new URL(`${name}/package-lock.json`, examples);
    if (!existsSync(lockfile)) continue;
    const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
    const entry = lock.packages['node_modules/montana-solitaire'];
    if (entry?.integrity === undefined) continue;
    delete entry.integrity;
    writeFileSync(lockfile, `${JSON.stringify(lock, null, 2)}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) packForExamples();
