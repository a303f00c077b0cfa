// Hints from the built files as a site owner serves them: dist/montana-solitaire.js with
// dist/solver-worker.js beside it, on the same site or another (a CDN), under a strict
// Content Security Policy, and on pages that forbid the worker or lack the file; in
// Chromium, Firefox and WebKit (test/e2e/driver.mjs). Needs `npm run build` first.
//
//   node --test test/e2e/hints.test.mjs      (BROWSERS=firefox node --test ... for one engine)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ENGINES, PAGE_RECORDER, launch } from './driver.mjs';
import { serveSite } from '../site-server.mjs';

const WORKER = readFileSync(new URL('../../dist/solver-worker.js', import.meta.url));

// Every main-thread task of 50 ms or more, as the Long Tasks API reports them (Chromium
// alone has it), with when it started; and, in every engine, a heartbeat every 20 ms.
const PAGE_SCRIPT = `${PAGE_RECORDER}
window.longTasks = [];
if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((task) => ({ start: task.startTime, duration: task.duration })))).observe({ type: 'longtask' });
}
window.beats = [];
setInterval(() => window.beats.push(performance.now()), 20);
window.warnings = [];
const warn = console.warn;
console.warn = (...args) => { window.warnings.push(args.join(' ')); warn(...args); };
`;

const page = (scriptUrl, seed) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A page with hints</title>
    <script src="/page.js"></script>
    <script type="module" src="${scriptUrl}"></script>
  </head>
  <body>
    <montana-solitaire seed="${seed}"></montana-solitaire>
  </body>
</html>
`;

const sites = [];

after(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

/** Serves a site and remembers to stop it. */
async function site(html, options) {
  const served = await serveSite(html, options);
  sites.push(served);
  return served;
}

const hinted = (page) =>
  page.evaluate(() => [...document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('.hinted')].map((cell) => cell.dataset.cell));
const liveRegion = (page) => page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[aria-live]').textContent.trim());
const hintButtonDisabled = (page) =>
  page.evaluate(() => [...document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('button')].find((button) => button.textContent.includes('Hint')).disabled);

/**
 * Presses the Hint button and waits until a hint is lit; returns the cells lit, the main
 * thread's long tasks meanwhile (Chromium), and the longest wait between heartbeats.
 */
async function pressHint(page) {
  // As a player's press comes to a page that has settled (first paint and all).
  await page.settle();
  const started = await page.evaluate(() => performance.now());
  await page.click('button', { text: 'Hint' });
  await page.waitFor(() => document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('.hinted').length === 2, null, { timeout: 15000, message: 'no hint lit' });
  const { longTasks, longestBeatGap } = await page.evaluate((started) => {
    const beats = [started, ...window.beats.filter((beat) => beat >= started), performance.now()];
    return {
      longTasks: window.longTasks.filter((task) => task.start >= started),
      longestBeatGap: Math.max(...beats.slice(1).map((beat, index) => beat - beats[index])),
    };
  }, started);
  return { cells: await hinted(page), longTasks, longestBeatGap };
}

for (const engine of ENGINES) {
  let browser;

  /** Opens `url` in a fresh context, waits for the board, runs `check(page)`, and closes the page. */
  async function onPage(url, check) {
    const page = await browser.open(url);
    try {
      await page.waitFor(() => document.querySelector('montana-solitaire')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52, null, {
        timeout: 10000,
        message: 'no board drawn',
      });
      return await check(page);
    } finally {
      await page.close();
    }
  }

  describe(`in ${engine}`, () => {
    before(async () => {
      browser = await launch(engine);
    });
    after(async () => {
      await browser?.close();
    });

    describe('hints from the script-tag file with solver-worker.js beside it', () => {
      test('the Hint button lights a card and its gap, and the page never freezes while the solver thinks', async () => {
        // Seed 2 is not proven within the hint's second, so the solver works its whole budget.
        const served = await site(page('/montana-solitaire.js', '2'), { files: { '/page.js': PAGE_SCRIPT, '/solver-worker.js': WORKER } });
        await onPage(served.origin, async (page) => {
          const { cells, longTasks, longestBeatGap } = await pressHint(page);
          assert.equal(cells.length, 2);
          assert.match(await liveRegion(page), /^Hint: .+ to row \d+, column \d+\.$/);
          if (engine === 'chromium') {
            assert.deepEqual(longTasks, [], 'a main-thread task of 50 ms or more while the hint was computed');
          } else {
            // Firefox and WebKit have no Long Tasks API. There the page's 20 ms heartbeat must
            // keep beating: a solver on the main thread would stop it for its whole second.
            assert.ok(longestBeatGap < 500, `the main thread stopped for ${Math.round(longestBeatGap)} ms while the hint was computed`);
          }
          assert.deepEqual(await page.pageErrors(), []);
        });
      });

      test("works under a strict Content Security Policy (the worker is from the page's own origin)", async () => {
        const served = await site(page('/montana-solitaire.js', '4'), {
          files: { '/page.js': PAGE_SCRIPT, '/solver-worker.js': WORKER },
          headers: { 'content-security-policy': "default-src 'self'" },
        });
        await onPage(served.origin, async (page) => {
          const { cells } = await pressHint(page);
          assert.equal(cells.length, 2);
          assert.match(await liveRegion(page), /A win is proven from here\.$/);
          assert.deepEqual(await page.pageErrors(), []);
        });
      });

      test('works when the files come from another origin (a CDN sending CORS headers)', async () => {
        const cdn = await site('<!doctype html><title>cdn</title>', {
          files: { '/solver-worker.js': WORKER },
          headers: { 'access-control-allow-origin': '*' },
        });
        const served = await site(page(`${cdn.origin}/montana-solitaire.js`, '4'), { files: { '/page.js': PAGE_SCRIPT } });
        await onPage(served.origin.replace('127.0.0.1', 'localhost'), async (page) => {
          const { cells } = await pressHint(page);
          assert.equal(cells.length, 2);
          assert.deepEqual(await page.pageErrors(), []);
        });
      });
    });

    describe('pages where the solver cannot run', () => {
      for (const [name, options] of [
        ['a policy that forbids workers', { headers: { 'content-security-policy': "default-src 'self'; worker-src 'none'" }, files: { '/solver-worker.js': WORKER } }],
        ['no solver-worker.js beside the script', { files: {} }],
      ]) {
        test(`${name}: hints say plainly they are off, one warning, and the game goes on`, async () => {
          const served = await site(page('/montana-solitaire.js', '4'), { ...options, files: { ...options.files, '/page.js': PAGE_SCRIPT } });
          await onPage(served.origin, async (page) => {
            await page.click('button', { text: 'Hint' });
            await page.waitFor(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[aria-live]').textContent.includes('off'), null, {
              timeout: 10000,
              message: 'hints never said they are off',
            });
            assert.equal(await liveRegion(page), 'Hints are off: this page does not let the solver run.');
            assert.equal(await hintButtonDisabled(page), true);
            const warnings = await page.evaluate(() => window.warnings);
            assert.equal(warnings.length, 1, JSON.stringify(warnings));
            assert.match(warnings[0], /^<montana-solitaire>: The solver is off on this page: its worker http:\/\/127\.0\.0\.1:\d+\/solver-worker\.js /);
            const moved = await page.evaluate(() => {
              const element = document.querySelector('montana-solitaire');
              const move = element.moves()[0];
              element.play(move.card, move.to);
              return element.moveCount;
            });
            assert.equal(moved, 1);
            assert.deepEqual(await page.pageErrors(), []);
          });
        });
      }
    });
  });
}
