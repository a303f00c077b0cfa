// The script-tag file on a page with a strict Content Security Policy, as a careful site
// owner serves it: `default-src 'self'`, so no inline script, no inline style (neither a
// <style> element nor a style attribute), no eval. The page has no inline code at all: its
// own script is an external file. Needs `npm run build` first (it serves
// dist/montana-solitaire.js).
//
//   node --test test/e2e/csp.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../browsers.mjs';
import { serveSite } from '../site-server.mjs';
import { Game } from '../../dist/engine.js';

const CSP = "default-src 'self'";

// The page's own script. A classic script, not a module: it runs as soon as the parser
// reaches it, before the body is parsed, so it also hears violations the parser causes
// (a style attribute in the markup). A module script runs only after parsing and would miss
// those (checked by hand: a `type="module"` listener recorded nothing for the control page
// below). It is still loaded before the element's script, which is a module.
const PAGE_SCRIPT = `
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber });
});
window.events = [];
for (const type of ['newgame', 'move', 'undo', 'redeal', 'win', 'lose', 'stats']) {
  document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
}
// Every Web Animation started on the page (the element's glide is one), and whether it ran to its end.
window.animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  const animation = animate.call(this, keyframes, options);
  const record = { cell: this.getAttribute('data-cell'), keyframes: JSON.parse(JSON.stringify(keyframes)), duration: options?.duration, finished: false };
  window.animations.push(record);
  animation.finished.then(() => (record.finished = true), () => (record.cancelled = true));
  return animation;
};
`;

const page = (body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A solitaire page under a strict CSP</title>
    <script src="/page.js"></script>
    <script type="module" src="/montana-solitaire.js"></script>
  </head>
  <body>
    ${body}
  </body>
</html>
`;

const PAGE = page('<montana-solitaire seed="42" redeal-anytime four-color show-timer></montana-solitaire>');

// Control pages: the same header and listener with one deliberate inline thing each. They
// prove the listener hears violations, so an empty list on the element's page means something.
const INLINE_STYLE_PAGE = page('<div id="styled" style="color: rgb(255, 0, 0)">inline style</div>');
const INLINE_SCRIPT_PAGE = page('<script>window.inlineScriptRan = true;</script>');

let site;
let origin;
let browser;

before(async () => {
  site = await serveSite(PAGE, {
    files: { '/page.js': PAGE_SCRIPT, '/inline-style.html': INLINE_STYLE_PAGE, '/inline-script.html': INLINE_SCRIPT_PAGE },
    headers: { 'content-security-policy': CSP },
  });
  origin = site.origin;
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** A fresh context on `path`, recording errors and every request the page makes. */
async function openPage(path = '/') {
  const context = await browser.newContext();
  context.setDefaultTimeout(5000);
  const page = await context.newPage();
  const problems = [];
  const consoleErrors = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  context.on('request', (request) => requests.push(request.url()));
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  const response = await page.goto(`${origin}${path}`);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()['content-security-policy'], CSP);
  return { context, page, problems, consoleErrors, requests };
}

/** The element's page, once its board of 52 cells is drawn. */
async function openElementPage() {
  const session = await openPage('/');
  await session.page
    .waitForFunction(() => document.querySelector('montana-solitaire')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52, null, { timeout: 5000 })
    .catch((error) => {
      const logged = [...session.problems, ...session.consoleErrors].join('; ') || 'no errors logged';
      throw new Error(`no board drawn within 5 s (${logged})`, { cause: error });
    });
  return session;
}

/** Runs `run` on a fresh page from openElementPage(), and closes its browser context whatever happens. */
async function onElementPage(run) {
  const session = await openElementPage();
  try {
    return await run(session);
  } finally {
    await session.context.close();
  }
}

/** No violation heard, no page or console error, nothing fetched but the test server's two scripts. */
async function assertCleanPage({ page, problems, consoleErrors, requests }) {
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'the page broke its Content Security Policy');
  assert.deepEqual(problems, [], 'the page threw');
  assert.deepEqual(consoleErrors, [], 'the page logged console errors');
  assert.deepEqual(
    requests.filter((url) => new URL(url).origin !== origin),
    [],
    'the page made requests off the test server',
  );
  for (const file of ['/page.js', '/montana-solitaire.js']) assert.ok(requests.includes(`${origin}${file}`), `${file} was never requested`);
}

const cell = (page, key) => page.locator(`montana-solitaire [data-cell="${key}"]`);
const readBoard = (page) => page.evaluate(() => document.querySelector('montana-solitaire').board);
const waitForMoves = (page, count) =>
  page.waitForFunction((count) => document.querySelector('montana-solitaire').moveCount === count, count, { timeout: 2000 });
/** The gaps drawn are where the board has them. */
async function assertDrawnGaps(page, board) {
  const drawn = await page.evaluate(() =>
    [...document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('[role=gridcell].gap')].map((element) => element.dataset.cell).sort(),
  );
  const gaps = board.flatMap((row, r) => row.flatMap((card, c) => (card === null ? [`${r},${c}`] : []))).sort();
  assert.deepEqual(drawn, gaps);
}
const eventsOf = async (page, type) => (await page.evaluate(() => window.events)).filter((event) => event.type === type).map((event) => event.detail);

describe('the control pages: the listener hears what the policy blocks', () => {
  test('an inline style attribute is refused and recorded as one violation', async () => {
    const { context, page, consoleErrors } = await openPage('/inline-style.html');
    try {
      // The violation event is dispatched in a task of its own: give it the time to arrive.
      await page.waitForFunction(() => window.violations.length > 0, null, { timeout: 2000 });
      const violations = await page.evaluate(() => window.violations);
      assert.equal(violations.length, 1, JSON.stringify(violations));
      assert.equal(violations[0].directive, 'style-src-attr');
      assert.equal(violations[0].blocked, 'inline');
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.getElementById('styled')).color), 'rgb(255, 0, 0)', 'the inline style was applied');
      assert.equal(consoleErrors.length, 1, 'Chromium also reports the violation in the console');
    } finally {
      await context.close();
    }
  });

  test('an inline script is refused, does not run, and is recorded as one violation', async () => {
    const { context, page } = await openPage('/inline-script.html');
    try {
      await page.waitForFunction(() => window.violations.length > 0, null, { timeout: 2000 });
      const violations = await page.evaluate(() => window.violations);
      assert.equal(violations.length, 1, JSON.stringify(violations));
      assert.equal(violations[0].directive, 'script-src-elem');
      assert.equal(await page.evaluate(() => window.inlineScriptRan), undefined, 'the inline script ran');
    } finally {
      await context.close();
    }
  });
});

describe(`<montana-solitaire> under Content-Security-Policy: ${CSP}`, () => {
  test('draws the board as a 13-column grid (the column count is set through the CSSOM, not a style attribute)', async () => {
    await onElementPage(async (session) => {
      const { page } = session;
      const layout = await page.evaluate(() => {
        const root = document.querySelector('montana-solitaire').shadowRoot;
        const box = (key) => root.querySelector(`[data-cell="${key}"]`).getBoundingClientRect();
        const board = root.querySelector('.board');
        return {
          cells: root.querySelectorAll('[role=gridcell]').length,
          tracks: getComputedStyle(board).gridTemplateColumns.split(' ').length,
          firstRowTop: [box('0,0').top, box('0,12').top],
          secondRowBelow: box('1,0').top > box('0,0').bottom - 1,
          // The stylesheet applies (adopted, not an inline <style>): a card has its face colour.
          cardBackground: getComputedStyle(root.querySelector('.card')).backgroundColor,
        };
      });
      assert.equal(layout.cells, 52);
      assert.equal(layout.tracks, 13);
      assert.equal(layout.firstRowTop[0], layout.firstRowTop[1], 'row 0 is not on one line');
      assert.ok(layout.secondRowBelow, 'row 1 is not below row 0');
      assert.equal(layout.cardBackground, 'rgb(255, 253, 247)');
      assert.deepEqual(await eventsOf(page, 'newgame'), [{ variant: 'montana', seed: '42', redeals: 2, resumed: false }]);
      await assertCleanPage(session);
    });
  });

  test('real clicks and keys play moves, and each move glides to its gap', async () => {
    await onElementPage(async (session) => {
      const { page } = session;
      const expected = structuredClone(await readBoard(page));

      // A click on a card: 9S fits only the gap after 8S, at (2,5).
      await cell(page, '0,9').click();
      await waitForMoves(page, 1);
      [expected[0][9], expected[2][5]] = [null, '9S'];
      assert.deepEqual(await readBoard(page), expected);

      // A click on a gap: the gap after 5S takes 6S, the only card that fits it.
      await cell(page, '0,2').click();
      await waitForMoves(page, 2);
      [expected[1][12], expected[0][2]] = [null, '6S'];
      assert.deepEqual(await readBoard(page), expected);

      // The keyboard: focus the board's one tab stop (the cell clicked last), walk to 5D
      // with the arrows and press Enter; it fits only the gap after 4D, at (3,3).
      await page.locator('montana-solitaire [role=gridcell][tabindex="0"]').focus();
      assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.activeElement?.dataset.cell), '0,2');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.querySelector('montana-solitaire').shadowRoot.activeElement?.dataset.cell === '2,2', null, { timeout: 2000 });
      await page.keyboard.press('Enter');
      await waitForMoves(page, 3);
      [expected[2][2], expected[3][3]] = [null, '5D'];
      assert.deepEqual(await readBoard(page), expected);

      // Then a gap by keyboard: up to row 0, End, one left to the gap at (0,11), Space: 9C comes in.
      for (const key of ['ArrowUp', 'ArrowUp', 'End', 'ArrowLeft']) await page.keyboard.press(key);
      await page.waitForFunction(() => document.querySelector('montana-solitaire').shadowRoot.activeElement?.dataset.cell === '0,11', null, { timeout: 2000 });
      await page.keyboard.press(' ');
      await waitForMoves(page, 4);
      [expected[1][8], expected[0][11]] = [null, '9C'];
      assert.deepEqual(await readBoard(page), expected);

      assert.deepEqual(
        (await eventsOf(page, 'move')).map(({ card, from, to }) => `${card} ${from.row},${from.col}>${to.row},${to.col}`),
        ['9S 0,9>2,5', '6S 1,12>0,2', '5D 2,2>3,3', '9C 1,8>0,11'],
      );

      // Each move glided: one 200 ms animation on the gap it went to, from the card's old
      // place to none, and it ran to its end (or was cut short by the next move's glide).
      await page.waitForFunction(() => window.animations.at(-1)?.finished === true, null, { timeout: 2000 });
      const animations = await page.evaluate(() => window.animations);
      assert.deepEqual(
        animations.map((animation) => animation.cell),
        ['2,5', '0,2', '3,3', '0,11'],
      );
      for (const animation of animations) {
        assert.equal(animation.duration, 200);
        assert.match(animation.keyframes[0].transform, /^translate\(-?[\d.]+px, -?[\d.]+px\)$/);
        assert.notEqual(animation.keyframes[0].transform, 'translate(0px, 0px)');
        assert.equal(animation.keyframes[1].transform, 'none');
        assert.ok(animation.finished || animation.cancelled, `the glide to ${animation.cell} neither ended nor was replaced`);
      }
      await assertCleanPage(session);
    });
  });

  test('the Help and Statistics panels open and close', async () => {
    await onElementPage(async (session) => {
      const { page } = session;
      const host = page.locator('montana-solitaire');
      for (const [name, firstRow] of [
        ['Help', '← ↑ → ↓, Home, End'],
        ['Statistics', 'Played'],
      ]) {
        const button = host.getByRole('button', { name, exact: true });
        const panel = host.getByRole('region', { name, exact: true });
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        await button.click();
        await panel.waitFor({ state: 'visible' });
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        assert.equal(await panel.locator('th').first().textContent(), firstRow);
        // The tables' rules, added when a panel opens, are not refused by the policy.
        assert.equal(await panel.locator('th').first().evaluate((th) => getComputedStyle(th).textAlign), 'start');
        await button.click();
        await panel.waitFor({ state: 'detached' });
      }
      // The Help panel by its key too.
      await cell(page, '0,0').focus();
      await page.keyboard.press('?');
      await host.getByRole('region', { name: 'Help', exact: true }).waitFor({ state: 'visible' });
      await assertCleanPage(session);
    });
  });

  test('redeal-anytime: the Redeal button redeals before the player is stuck', async () => {
    await onElementPage(async (session) => {
      const { page } = session;
      assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').status), 'playing');
      await page.locator('montana-solitaire').getByRole('button', { name: 'Redeal (2)', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('montana-solitaire').redealsLeft === 1, null, { timeout: 2000 });
      assert.deepEqual(await eventsOf(page, 'redeal'), [{ redealsUsed: 1, redealsLeft: 1, kept: 0 }]);
      const board = await readBoard(page);
      // The same redeal as the engine's in Node. Seed 42 has no run yet, so every row gets
      // its one gap in column 0.
      const engine = new Game({ seed: '42', redealAnytime: true });
      engine.redeal();
      assert.deepEqual(board, engine.board);
      for (const [index, row] of board.entries()) {
        assert.equal(row[0], null, `row ${index} does not start with its gap`);
        assert.equal(row.filter((card) => card === null).length, 1, `row ${index} has more than one gap`);
      }
      await assertDrawnGaps(page, board);
      await page.locator('montana-solitaire').getByRole('button', { name: 'Redeal (1)', exact: true }).waitFor();
      await assertCleanPage(session);
    });
  });

  test('a mouse drag plays a card (the dragged card follows the pointer through the CSSOM)', async () => {
    await onElementPage(async (session) => {
      const { page } = session;
      const centre = async (key) => {
        const box = await cell(page, key).boundingBox();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const from = await centre('0,9');
      const to = await centre('2,5');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
      // Mid-drag the card is moved by a transform set on its style: allowed, as CSSOM is.
      assert.match(await cell(page, '0,9').evaluate((element) => element.style.transform), /^translate\(/);
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      await waitForMoves(page, 1);
      const board = await readBoard(page);
      assert.equal(board[2][5], '9S');
      assert.equal(board[0][9], null);
      await assertCleanPage(session);
    });
  });
});
