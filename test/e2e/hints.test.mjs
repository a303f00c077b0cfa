// Hints from the built files as a site owner serves them: dist/montana-solitaire.js with
// dist/solver-worker.js beside it, on the same site or another (a CDN), under a strict
// Content Security Policy and under Trusted Types, in a sandboxed frame, and on pages that
// forbid the worker, do not allow the element's Trusted Types policy, or lack the file; in
// Chromium, Firefox and WebKit (test/e2e/driver.mjs). Needs `npm run build` first.
//
//   node --test test/e2e/hints.test.mjs      (BROWSERS=firefox node --test ... for one engine)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ENGINES, PAGE_RECORDER, launch } from './driver.mjs';
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

// Trusted Types as a security-minded site enforces them: every script URL must come from a
// policy the page allows by name, Lit's and the element's (the README names both).
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types lit-html montana-solitaire";

const page = (scriptUrl, ...seeds) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A page with hints</title>
    <script src="/page.js"></script>
    <script type="module" src="${scriptUrl}"></script>
  </head>
  <body>
    ${seeds.map((seed) => `<montana-solitaire seed="${seed}"></montana-solitaire>`).join('')}
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
 * Presses the (first) element's Hint button and waits until a hint is lit; returns the
 * cells lit, the main thread's long tasks meanwhile (Chromium), the longest wait between
 * heartbeats, and how long the hint took.
 */
async function pressHint(page) {
  // As a player's press comes to a page that has settled (first paint and all).
  await page.settle();
  const started = await page.evaluate(() => performance.now());
  await page.click('button', { text: 'Hint' });
  await page.waitFor(() => document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('.hinted').length === 2, null, { timeout: 15000, message: 'no hint lit' });
  const { longTasks, longestBeatGap, hintMs } = await page.evaluate((started) => {
    const now = performance.now();
    const beats = [started, ...window.beats.filter((beat) => beat >= started), now];
    return {
      longTasks: window.longTasks.filter((task) => task.start >= started),
      longestBeatGap: Math.max(...beats.slice(1).map((beat, index) => beat - beats[index])),
      hintMs: now - started,
    };
  }, started);
  return { cells: await hinted(page), longTasks, longestBeatGap, hintMs };
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
        const served = await site(page('/montana-solitaire.js', '2'), { files: { '/page.js': PAGE_SCRIPT, ...WORKER_FILES } });
        await onPage(served.origin, async (page) => {
          const { cells, longTasks, longestBeatGap, hintMs } = await pressHint(page);
          assert.equal(cells.length, 2);
          assert.match(await liveRegion(page), /^Hint: .+ to row \d+, column \d+\.$/);
          // A search on the main thread would stop it for about the whole hint. Ordinary tasks
          // can pass 50 ms on a loaded machine, so the check is relative: the main thread never
          // stopped for half of the hint's time.
          if (engine === 'chromium') {
            const longest = Math.max(0, ...longTasks.map((task) => task.duration));
            assert.ok(longest < hintMs / 2, `a main-thread task of ${longest} ms while the hint took ${hintMs} ms`);
          } else {
            // Firefox and WebKit have no Long Tasks API: there the page's 20 ms heartbeat must keep beating.
            assert.ok(longestBeatGap < hintMs / 2, `the main thread stopped for ${Math.round(longestBeatGap)} ms while the hint took ${Math.round(hintMs)} ms`);
          }
          assert.deepEqual(await page.pageErrors(), []);
        });
      });

      // Two elements on the page: both start a worker, though a page allows a policy's name once.
      // A page that names its policies without enforcing Trusted Types (on the way to enforcing
      // them) is told of the element's refused policy, and hints still work with a plain URL.
      // Engines without Trusted Types ignore those directives: there every page gets hints.
      const policyNamesOnly = "default-src 'self'; trusted-types lit-html";
      // The page's script declares a global `origin` of its own, as a page may: the element
      // still knows the worker is from the page's origin (else it would start it from a blob
      // URL, which these policies refuse).
      const ownOrigin = "const origin = 'https://elsewhere.example';";
      for (const csp of ["default-src 'self'", `default-src 'self'; ${TRUSTED_TYPES}`, policyNamesOnly]) {
        test(`works under Content-Security-Policy: ${csp} (the worker is from the page's own origin), for two elements`, async () => {
          const served = await site(page('/montana-solitaire.js', '4', '4'), {
            files: { '/page.js': `${PAGE_SCRIPT}\n${ownOrigin}`, ...WORKER_FILES },
            headers: { 'content-security-policy': csp },
          });
          await onPage(served.origin, async (page) => {
            const { cells } = await pressHint(page);
            assert.equal(cells.length, 2);
            assert.match(await liveRegion(page), /A win is proven from here\.$/);
            // The second element's hint, through its API: a move it can play.
            const second = await page.evaluate(async () => {
              const element = document.querySelectorAll('montana-solitaire')[1];
              const { action } = await element.hint();
              return element.moves().some((move) => move.card === action.card && move.to.row === action.to.row && move.to.col === action.to.col);
            });
            assert.equal(second, true, "the second element's hint is not one of its moves");
            // The report of the refused policy name, where an engine sends one, is expected.
            assert.deepEqual((await page.pageErrors()).filter((problem) => !problem.endsWith('trusted-types-policy')), []);
          });
        });
      }

      for (const [name, headers] of [
        ['', {}],
        [' under Trusted Types (the worker starts from a blob URL)', { 'content-security-policy': TRUSTED_TYPES }],
      ]) {
        test(`works when the files come from another origin (a CDN sending CORS headers)${name}`, async () => {
          const cdn = await site('<!doctype html><title>cdn</title>', { files: WORKER_FILES, headers: { 'access-control-allow-origin': '*' } });
          const served = await site(page(`${cdn.origin}/montana-solitaire.js`, '4'), { files: { '/page.js': PAGE_SCRIPT }, headers });
          await onPage(served.origin.replace('127.0.0.1', 'localhost'), async (page) => {
            const { cells } = await pressHint(page);
            assert.equal(cells.length, 2);
            assert.deepEqual(await page.pageErrors(), []);
          });
        });
      }
    });

    // A sandboxed frame without allow-same-origin has an opaque origin ('null'): a worker
    // from the site's address is refused there, and Chromium starts no module worker from a
    // blob either, so the element starts a classic one from a blob, which loads the built
    // worker as a classic script (the bounded worker of the other tests is a module: the
    // built one is served here).
    // There `localStorage` is refused, to read and to save alike: one warning says so.
    test('in a sandboxed frame (an opaque origin): hints work, the game goes on, and autosave warns once that nothing is saved', async () => {
      const framed = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A sandboxed frame</title>
    <script src="/page.js"></script>
    <script type="module" src="/montana-solitaire.js"></script>
    <script type="module">
      await customElements.whenDefined('montana-solitaire');
      const element = document.querySelector('montana-solitaire');
      const report = { origin: self.origin };
      try {
        const { action } = await element.hint();
        report.hint = element.moves().some((move) => move.card === action.card && move.to.row === action.to.row && move.to.col === action.to.col) ? 'one of its moves' : JSON.stringify(action);
      } catch (error) {
        report.hint = error.message;
      }
      const move = element.moves()[0];
      element.play(move.card, move.to);
      report.moveCount = element.moveCount;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the move's save is tried
      report.warnings = window.warnings;
      // What PAGE_RECORDER heard, as pageErrors() reads it (the host page cannot read the frame).
      report.pageErrors = window.__recorded.problems.filter((problem) => problem.startsWith('page error: '));
      parent.postMessage(report, '*');
    </script>
  </head>
  <body><montana-solitaire seed="4" autosave></montana-solitaire></body>
</html>`;
      const host = `<!doctype html><title>A page framing the game</title>
<script>addEventListener('message', (event) => { window.framed = event.data; });</script>
<iframe sandbox="allow-scripts" src="/frame.html"></iframe>`;
      // The frame's module scripts are fetched from an opaque origin, so with CORS, as from a CDN.
      const served = await site(host, { files: { '/frame.html': framed, '/page.js': PAGE_SCRIPT, '/solver-worker.js': BUILT_WORKER }, headers: { 'access-control-allow-origin': '*' } });
      const page = await browser.open(served.origin);
      try {
        await page.waitFor(() => window.framed, null, { timeout: 20000, message: 'the frame never reported' });
        const { origin, hint, moveCount, warnings, pageErrors } = await page.evaluate(() => window.framed);
        assert.equal(origin, 'null');
        assert.equal(hint, 'one of its moves');
        assert.equal(warnings.length, 1, warnings.join('\n'));
        assert.match(warnings[0], /^<montana-solitaire>: autosave "montana-solitaire": storage cannot be used \(.+\); a new game starts\.$/);
        assert.equal(moveCount, 1);
        assert.deepEqual(pageErrors, []);
      } finally {
        await page.close();
      }
    });

    describe('pages where the solver cannot run', () => {
      // Each with the end of its one warning: why the worker did not run.
      for (const [name, options, why] of [
        // Chromium and Firefox refuse the worker's script when it loads, WebKit when the worker is made.
        ['a policy that forbids workers', { headers: { 'content-security-policy': "default-src 'self'; worker-src 'none'" }, files: WORKER_FILES }, /(could not be loaded or was refused by the page|could not start \(.+\))\.$/],
        ['no solver-worker.js beside the script', { files: {} }, /could not be loaded or was refused by the page\.$/],
        // The worker's client comes from the file beside the script that holds what loads on demand.
        ['no montana-solitaire-on-demand.js beside the script', { files: { '/montana-solitaire-on-demand.js': null, ...WORKER_FILES } }, /could not be loaded \(.+\)\.$/],
        // The warning names the policy, so the site owner knows what to allow. (An engine
        // without Trusted Types ignores the directive: there hints work, checked below.)
        [
          "Trusted Types that do not allow the element's policy",
          { headers: { 'content-security-policy': "require-trusted-types-for 'script'; trusted-types lit-html" }, files: WORKER_FILES },
          /could not start \(.*["']montana-solitaire["'].*\)\.$/,
        ],
      ]) {
        test(`${name}: hints say plainly they are off, one warning, and the game goes on`, async () => {
          const served = await site(page('/montana-solitaire.js', '4'), { ...options, files: { ...options.files, '/page.js': PAGE_SCRIPT } });
          await onPage(served.origin, async (page) => {
            if (name.startsWith('Trusted Types') && !(await page.evaluate(() => 'trustedTypes' in window))) {
              const { cells } = await pressHint(page);
              assert.equal(cells.length, 2);
              return;
            }
            await page.click('button', { text: 'Hint' });
            await page.waitFor(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[aria-live]').textContent.includes('off'), null, {
              timeout: 10000,
              message: 'hints never said they are off',
            });
            assert.equal(await liveRegion(page), 'Hints are off: this page does not let the solver run.');
            assert.equal(await hintButtonDisabled(page), true);
            const warnings = await page.evaluate(() => window.warnings);
            assert.equal(warnings.length, 1, JSON.stringify(warnings));
            const what = name.includes('on-demand') ? /^<montana-solitaire>: The solver is off on this page: montana-solitaire-on-demand\.js, beside the script-tag file, could not be loaded / : /^<montana-solitaire>: The solver is off on this page: its worker http:\/\/127\.0\.0\.1:\d+\/solver-worker\.js /;
            assert.match(warnings[0], what);
            assert.match(warnings[0], why);
            const moved = await page.evaluate(() => {
              const element = document.querySelector('montana-solitaire');
              const move = element.moves()[0];
              element.play(move.card, move.to);
              return element.moveCount;
            });
            assert.equal(moved, 1);
            if (name.includes('on-demand')) {
              // The panels come from the same file: the Help panel does not open, with one warning that names the file.
              await page.click('button', { text: 'Help' });
              await page.waitFor(() => window.warnings.length === 2, null, { message: 'no warning for the panel' });
              const [, panel] = await page.evaluate(() => window.warnings);
              assert.match(panel, /^<montana-solitaire>: montana-solitaire-on-demand\.js, beside the script-tag file, could not be loaded \(.+\)\.$/);
              assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[role="region"]') === null), true);
            }
            assert.deepEqual(await page.pageErrors(), []);
          });
        });
      }
    });
  });
}
