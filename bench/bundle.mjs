// The engine's own modules for a bench, bundled from TypeScript source with esbuild, for
// what dist/engine.js does not export (a bench's measure of the solver's internals).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The module whose source is `contents` (exports from the engine's files), its imports
 * resolved from `resolveDir` (src/ by default): bundled into a temporary file, imported,
 * and the file removed.
 */
export async function importBundled(contents, resolveDir = resolve(import.meta.dirname, '../src')) {
  const work = mkdtempSync(join(tmpdir(), 'montana-bench-'));
  try {
    const outfile = join(work, 'engine.mjs');
    await build({ stdin: { contents, resolveDir, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error' });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
