// The framework examples as their users build them: each of examples/react, vue, svelte
// and angular installs montana-solitaire from the packed tarball (examples/pack.mjs),
// builds with its own tooling, which type-checks its templates against the package's
// typings, and its built app is served and played in Chromium. The page must hear the
// element's newgame, move and win events through the framework, and the app's Hint button
// must get a real hint, which proves the app serves the solver's worker.
//
//   npm run test:examples      (builds the package first; not part of `npm test`)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../browsers.mjs';
import { serveSite } from '../site-server.mjs';
import { EXAMPLES, packForExamples } from '../../examples/pack.mjs';

const examples = new URL('../../examples/', import.meta.url);

/** Where each example's build puts the app. */
const OUTPUT = { react: 'dist', vue: 'dist', svelte: 'dist', angular: 'dist/browser' };

/** One move from a won game: the king of clubs goes into the gap beside the queen. */
const ONE_MOVE_FROM_WON = ['2C3C4C5C6C7C8C9CTCJCQC--KC', '2D3D4D5D6D7D8D9DTDJDQDKD--', '2H3H4H5H6H7H8H9HTHJHQHKH--', '2S3S4S5S6S7S8S9STSJSQSKS--'].join('/');

let browser;

before(async () => {
  packForExamples();
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(() => browser?.close());

/** Runs an npm command in an example; fails with the end of its output. Returns the seconds it took. */
function npm(name, args) {
  const started = performance.now();
  const { status, stdout, stderr, error } = spawnSync('npm', args, {
    cwd: new URL(`${name}/`, examples),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // A stuck install or build fails here rather than holding CI to its limit.
    timeout: 10 * 60 * 1000,
  });
  if (error) throw error;
  const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n');
  assert.equal(status, 0, `npm ${args.join(' ')} in examples/${name} failed:\n${tail}`);
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** Every file of a built app, by its path on the site. */
function builtFiles(directory) {
  const files = {};
  for (const path of readdirSync(directory, { recursive: true })) {
    const file = new URL(path, directory);
    if (statSync(file).isFile()) files[`/${path}`] = readFileSync(file);
  }
  return files;
}

const text = (page, selector) => page.locator(selector).textContent();

for (const name of EXAMPLES) {
  describe(`examples/${name}`, () => {
    let built = false;

    test('installs the packed package and builds, type-checking its templates', (t) => {
      t.diagnostic(`npm ci: ${npm(name, ['ci', '--no-audit', '--no-fund'])} s`);
      t.diagnostic(`npm run build: ${npm(name, ['run', 'build'])} s`);
      built = true;
    });

    test('the built app sets the element up, hears newgame, move and win, and gets a hint', async (t) => {
      if (!built) return t.skip('the build failed');
      const { '/index.html': page, ...files } = builtFiles(new URL(`${name}/${OUTPUT[name]}/`, examples));
      const site = await serveSite(page, { files });
      const context = await browser.newContext();
      context.setDefaultTimeout(10000);
      try {
        const tab = await context.newPage();
        const problems = [];
        const workers = [];
        tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        tab.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
        context.on('response', (response) => response.url().includes('solver-worker') && workers.push(`${response.status()} ${new URL(response.url()).pathname}`));
        await tab.goto(site.origin);
        await tab.waitForFunction(() => document.querySelector('montana-solitaire')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52);

        // The attribute and the property the app set, and the first deal heard by the app.
        const settings = await tab.evaluate(() => {
          const { seed, redeals } = document.querySelector('montana-solitaire');
          return { seed, redeals };
        });
        assert.deepEqual(settings, { seed: '1', redeals: 3 });
        await tab.waitForFunction(() => document.querySelector('#newgames')?.textContent === '1');

        // A click on a card that fits one gap plays it; the app hears the move.
        const card = await tab.evaluate(() => {
          const moves = document.querySelector('montana-solitaire').moves();
          return moves.find((move) => moves.filter((other) => other.card === move.card).length === 1);
        });
        await tab.click(`montana-solitaire [data-cell="${card.from.row},${card.from.col}"]`);
        await tab.waitForFunction(() => document.querySelector('#moves').textContent === '1');
        assert.equal(await text(tab, '#last-move'), card.card);

        // The app's Hint button calls hint(): the solver's worker runs and answers with an action.
        await tab.click('#hint');
        await tab.waitForFunction(() => document.querySelector('#hinted').textContent !== '');
        const hint = await text(tab, '#hinted');
        assert.match(hint, /^(Move [2-9TJQK][CDHS] to row \d, column \d+|Redeal)$/, `the hint: ${hint} (worker responses: ${workers.join(', ') || 'none'})`);
        t.diagnostic(`hint: ${hint}; worker: ${workers.join(', ')}`);

        // A game one move from won: its last move is a win the app hears.
        await tab.evaluate((position) => document.querySelector('montana-solitaire').load(position), ONE_MOVE_FROM_WON);
        await tab.waitForFunction(() => document.querySelector('#newgames').textContent === '2');
        await tab.click('montana-solitaire [data-cell="0,12"]');
        await tab.waitForFunction(() => document.querySelector('#wins').textContent === '1');

        assert.deepEqual(problems, [], 'the page logged errors');
      } finally {
        await context.close();
        await site.close();
      }
    });
  });
}
