// `npm start` serves the demo with the element compiled from src: the page draws its
// boards, and a hint works, which needs the solver's worker served from src as well.
//
//   node --test test/e2e/demo-dev.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../browsers.mjs';

let server;
let browser;

before(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'silent',
  });
  await server.listen();
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the demo from the dev server draws its boards, and the Hint button lights a move', async () => {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('<montana-solitaire>')) problems.push(message.text());
  });
  await page.goto(server.resolvedUrls.local[0]);
  await page.waitForFunction(() => document.querySelector('#game')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52, null, { timeout: 30000 });
  await page.locator('#game button', { hasText: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelector('#game').shadowRoot.querySelectorAll('.hinted').length === 2, null, { timeout: 30000 });
  const said = await page.evaluate(() => document.querySelector('#game').shadowRoot.querySelector('[aria-live]').textContent.trim());
  assert.match(said, /^Hint: .+ to row \d+, column \d+\./);
  assert.deepEqual(problems, []);
});

test("the demo's documentation links lead to the README and the pages of docs/", async () => {
  const page = await browser.newPage();
  await page.goto(server.resolvedUrls.local[0]);
  const links = await page.$$eval('a[href$=".md"]', (anchors) => anchors.map((anchor) => anchor.href));
  assert.deepEqual(
    links.map((link) => new URL(link).pathname),
    ['/README.md', '/docs/rules.md', '/docs/engine.md', '/docs/leaderboard.md', '/docs/languages.md', '/docs/development.md', '/docs/changes.md'],
  );
  for (const link of links) {
    const response = await fetch(link);
    assert.equal(response.status, 200, link);
    assert.match(await response.text(), /^(# montana-solitaire|\[← README\]\(\.\.\/README\.md\)\n\n# )/, link);
  }
});
