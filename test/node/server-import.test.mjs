// The package's main entry imported on a server, as Next.js, Nuxt or Astro do when they
// render a page in Node: no DOM there, and the import must not throw. Nothing is drawn on
// the server: the element draws itself when its script runs in the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';

test("imports the main entry in Node, without a DOM, and the engine's exports work there", async () => {
  assert.equal(typeof globalThis.document, 'undefined', 'this test must run without a DOM');
  const entry = await import('montana-solitaire');
  assert.equal(typeof entry.MontanaSolitaire, 'function');
  assert.equal(entry.MontanaSolitaire.name, 'MontanaSolitaire');
  assert.equal(new entry.Game({ seed: '1' }).moves().length, 6);
  assert.deepEqual(Object.keys(entry.VARIANTS).slice(0, 2), ['montana', 'descending']);
  // A second import (another route of the same server) gets the same module, and the
  // element's definition, guarded against a second define, does not throw either.
  assert.equal((await import('montana-solitaire')).MontanaSolitaire, entry.MontanaSolitaire);
});

test('imports each shipped language in Node, without a DOM: it exports its table and registers nothing', async () => {
  for (const code of ['fr', 'es', 'it', 'nl']) {
    const module = await import(`montana-solitaire/languages/${code}`);
    assert.deepEqual(Object.keys(module), [code]);
    assert.equal(module[code].ranks.length, 13, code);
    assert.equal(typeof module[code].card, 'function', code);
  }
});
