// Hints from the built files as a site owner serves them: dist/montana-solitaire.js with
// dist/solver-worker.js beside it, on the same site or another (a CDN), under a strict
// Content Security Policy, and on pages that forbid the worker or lack the file.
// Needs `npm run build` first.
//
//   node --test test/e2e/hints.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../find-chrome.mjs';
import { serveSite } from '../site-server.mjs';

const BUILT_WORKER = readFileSync(new URL('../../dist/solver-worker.js', import.meta.url));

// The built worker, served as /solver-worker.js behind a few lines that turn the hint's
// second into a fixed number of positions (about what a second searches on a 2-core
// machine): what it proves is then the same on a loaded machine and a fast one.
const BOUNDED_WORKER = `import './built-solver-worker.js';
const answer = self.onmessage;
self.onmessage = ({ data }) => {
  const bounded = data && data.type === 'hint' ? { ...data, options: { ...data.options, timeLimitMs: Infinity, tableSize: 1 << 18 } } : data;
  answer({ data: bounded });
};
`;
const WORKER_FILES = { '/solver-worker.js': BOUNDED_WORKER, '/built-solver-worker.js': BUILT_WORKER };

// Every main-thread task of 50 ms or more, as the Long Tasks API reports them, with when it started.
const PAGE_SCRIPT = `
window.longTasks = [];
new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((task) => ({ start: task.startTime, duration: task.duration })))).observe({ type: 'longtask' });
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

let browser;
const sites = [];

before(async () => {
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await Promise.all(sites.map((site) => site.close()));
});

/** Serves a site and remembers to stop it. */
async function site(html, options) {
  const served = await serveSite(html, options);
  sites.push(served);
  return served;
}

/** Opens `url` in a fresh context, waits for the board, runs `check(page, problems)`, and closes the context. */
async function onPage(url, check) {
  const context = await browser.newContext();
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('montana-solitaire')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52);
    return await check(page, problems);
  } finally {
    await context.close();
  }
}

const hinted = (page) =>
  page.evaluate(() => [...document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('.hinted')].map((cell) => cell.dataset.cell));
const liveRegion = (page) => page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[aria-live]').textContent.trim());

/** Presses the Hint button and waits until a hint is lit; returns the cells lit and the main thread's long tasks meanwhile. */
async function pressHint(page) {
  const started = await page.evaluate(() => performance.now());
  await page.locator('montana-solitaire button', { hasText: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('.hinted').length === 2, null, { timeout: 15000 });
  const longTasks = await page.evaluate((started) => window.longTasks.filter((task) => task.start >= started), started);
  return { cells: await hinted(page), longTasks };
}

describe('hints from the script-tag file with solver-worker.js beside it', () => {
  test('the Hint button lights a card and its gap, and the page never freezes while the solver thinks', async () => {
    // Seed 2 is not proven within the hint's search, so the solver works its whole budget.
    const served = await site(page('/montana-solitaire.js', '2'), { files: { '/page.js': PAGE_SCRIPT, ...WORKER_FILES } });
    await onPage(served.origin, async (page, problems) => {
      const { cells, longTasks } = await pressHint(page);
      assert.equal(cells.length, 2);
      assert.match(await liveRegion(page), /^Hint: .+ to row \d+, column \d+\.$/);
      assert.deepEqual(longTasks, [], 'a main-thread task of 50 ms or more while the hint was computed');
      assert.deepEqual(problems, []);
    });
  });

  test('works under a strict Content Security Policy (the worker is from the page\'s own origin)', async () => {
    const served = await site(page('/montana-solitaire.js', '4'), {
      files: { '/page.js': PAGE_SCRIPT, ...WORKER_FILES },
      headers: { 'content-security-policy': "default-src 'self'" },
    });
    await onPage(served.origin, async (page, problems) => {
      const { cells } = await pressHint(page);
      assert.equal(cells.length, 2);
      assert.match(await liveRegion(page), /A win is proven from here\.$/);
      assert.deepEqual(problems, []);
    });
  });

  test('works when the files come from another origin (a CDN sending CORS headers)', async () => {
    const cdn = await site('<!doctype html><title>cdn</title>', {
      files: WORKER_FILES,
      headers: { 'access-control-allow-origin': '*' },
    });
    const served = await site(page(`${cdn.origin}/montana-solitaire.js`, '4'), { files: { '/page.js': PAGE_SCRIPT } });
    await onPage(served.origin.replace('127.0.0.1', 'localhost'), async (page, problems) => {
      const { cells } = await pressHint(page);
      assert.equal(cells.length, 2);
      assert.deepEqual(problems, []);
    });
  });
});

describe('pages where the solver cannot run', () => {
  for (const [name, options] of [
    ['a policy that forbids workers', { headers: { 'content-security-policy': "default-src 'self'; worker-src 'none'" }, files: WORKER_FILES }],
    ['no solver-worker.js beside the script', { files: {} }],
  ]) {
    test(`${name}: hints say plainly they are off, one warning, and the game goes on`, async () => {
      const served = await site(page('/montana-solitaire.js', '4'), { ...options, files: { ...options.files, '/page.js': PAGE_SCRIPT } });
      await onPage(served.origin, async (page, problems) => {
        await page.locator('montana-solitaire button', { hasText: 'Hint' }).click();
        await page.waitForFunction(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[aria-live]').textContent.includes('off'));
        assert.equal(await liveRegion(page), 'Hints are off: this page does not let the solver run.');
        assert.equal(await page.locator('montana-solitaire button', { hasText: 'Hint' }).isDisabled(), true);
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
        assert.deepEqual(problems, []);
      });
    });
  }
});
