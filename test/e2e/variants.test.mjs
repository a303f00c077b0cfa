// The variants from the script tag: a finger drags one copy of a card in a two-deck game,
// and the demo page offers every variant with its rules in English and German. Needs
// `npm run build` first (it serves dist/montana-solitaire.js).
//
//   node --test test/e2e/variants.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../browsers.mjs';
import { pinchOut, touchDrag } from '../touch.mjs';
import { serveSite } from '../site-server.mjs';
import { Game, VARIANTS, VARIANT_NAMES } from '../../dist/engine.js';

const VARIANT = 'double-montana';

const sameCell = (a, b) => a.row === b.row && a.col === b.col;
const order = (cell) => cell.row * 100 + cell.col;

/**
 * The first seed whose double-montana deal has a card whose two copies can both move, and
 * the later copy (in reading order) has exactly one gap to go to: the one to drag.
 */
function twoCopiesDeal() {
  for (let seed = 1; seed <= 200; seed++) {
    const moves = new Game({ variant: VARIANT, seed: String(seed) }).moves();
    for (const move of moves) {
      const other = moves.find((one) => one.card === move.card && order(one.from) < order(move.from));
      const targets = moves.filter((one) => sameCell(one.from, move.from));
      if (other && targets.length === 1) return { seed: String(seed), move, other };
    }
  }
  throw new Error(`no ${VARIANT} deal up to seed 200 has two movable copies of a card`);
}

const DEAL = twoCopiesDeal();

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Two decks on a page</title>
    <script>
      window.events = [];
      document.addEventListener('move', (e) => window.events.push(e.detail));
    </script>
    <script type="module" src="/montana-solitaire.js"></script>
  </head>
  <body>
    <montana-solitaire variant="${VARIANT}" seed="${DEAL.seed}"></montana-solitaire>
  </body>
</html>
`;

const DEMO = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');

let site;
let demo;
let browser;

before(async () => {
  site = await serveSite(PAGE);
  demo = await serveSite(DEMO);
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await site?.close();
  await demo?.close();
});

/** A fresh context on `origin`, as a phone or a desktop; closed whatever happens. */
async function onPage(origin, options, run) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(5000);
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await context.route((url) => url.origin !== origin, (route) => route.abort());
    assert.equal((await page.goto(`${origin}/`)).status(), 200);
    return await run({ page, context, problems });
  } finally {
    await context.close();
  }
}

/** Waits until the element with `selector` draws rows × columns cells. */
const drawn = (page, selector, rows, columns) =>
  page.waitForFunction(
    ([selector, count]) => document.querySelector(selector)?.shadowRoot?.querySelectorAll('[role=gridcell]').length === count,
    [selector, rows * columns],
    { timeout: 5000 },
  );

describe('variants from the script tag', () => {
  test(`a finger drags one copy of a card in ${VARIANT} on a 320 px phone, and that copy moves`, async () => {
    await onPage(site.origin, { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true }, async ({ page, context, problems }) => {
      const { rows, columns } = VARIANTS[VARIANT];
      await drawn(page, 'montana-solitaire', rows, columns);
      const { move, other } = DEAL;
      assert.deepEqual(await page.evaluate(() => document.querySelector('montana-solitaire').board), new Game({ variant: VARIANT, seed: DEAL.seed }).board);
      const centre = async ({ row, col }) => {
        const box = await page.locator(`montana-solitaire [data-cell="${row},${col}"]`).boundingBox();
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      };
      const from = await centre(move.from);
      const to = await centre(move.to);
      // The whole 8×13 board is on the phone's screen, no sideways scrolling.
      const last = await page.locator(`montana-solitaire [data-cell="${rows - 1},${columns - 1}"]`).boundingBox();
      assert.ok(last.x + last.width <= 320, `the last column ends at ${last.x + last.width}px, past the screen`);
      await touchDrag(context, page, from, to);
      await page.waitForFunction(() => document.querySelector('montana-solitaire').moveCount === 1, null, { timeout: 2000 });
      const events = await page.evaluate(() => window.events);
      assert.deepEqual(
        events.map(({ card, from, to }) => ({ card, from, to })),
        [{ card: move.card, from: move.from, to: move.to }],
      );
      const board = await page.evaluate(() => document.querySelector('montana-solitaire').board);
      assert.equal(board[move.to.row][move.to.col], move.card);
      assert.equal(board[move.from.row][move.from.col], null);
      assert.equal(board[other.from.row][other.from.col], move.card, 'the other copy stays where it was');
      assert.deepEqual(problems, []);
    });
  });

  test('two fingers spread on the board zoom the page in, as on any page of a phone, and play nothing', async () => {
    await onPage(site.origin, { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true }, async ({ page, context, problems }) => {
      const { rows, columns } = VARIANTS[VARIANT];
      await drawn(page, 'montana-solitaire', rows, columns);
      // On a card of the board's middle row, which covers the phone's width.
      const box = await page.locator(`montana-solitaire [data-cell="${rows >> 1},${columns >> 1}"]`).boundingBox();
      await pinchOut(context, page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      await page.waitForFunction(() => visualViewport.scale > 1.2, null, { timeout: 2000 }).catch(() => {});
      const scale = await page.evaluate(() => visualViewport.scale);
      // A board that keeps every gesture to itself leaves the scale at exactly 1.
      assert.ok(scale > 1.2, `the page's scale is ${scale} after the pinch`);
      assert.deepEqual(await page.evaluate(() => [window.events.length, document.querySelector('montana-solitaire').moveCount]), [0, 0]);
      assert.deepEqual(problems, []);
    });
  });

  test('in a felt too narrow for the board, a finger drawn sideways over the cards scrolls it, and a tap still plays', async () => {
    await onPage(site.origin, { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true }, async ({ page, context, problems }) => {
      const { rows, columns } = VARIANTS[VARIANT];
      await drawn(page, 'montana-solitaire', rows, columns);
      // A sidebar's 200 px: 13 cards of 1.1rem do not fit, and the board scrolls inside the felt.
      await page.evaluate(() => (document.querySelector('montana-solitaire').style.width = '200px'));
      const scroll = () => page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('.board').scrollLeft);
      const box = await page.locator(`montana-solitaire [data-cell="${rows >> 1},6"]`).boundingBox();
      const y = Math.round(box.y + box.height / 2);
      await touchDrag(context, page, { x: Math.round(box.x + box.width / 2), y }, { x: Math.round(box.x + box.width / 2) - 120, y });
      await page.waitForFunction(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('.board').scrollLeft > 0, null, { timeout: 2000 }).catch(() => {});
      // A board that keeps the finger to itself (a drag of the card back to its cell) stays at 0.
      assert.ok((await scroll()) > 20, `the board scrolled ${await scroll()} px`);
      assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').moveCount), 0, 'the swipe played nothing');
      // A tap on the card to play (scrolled into view first, as a player would).
      const { move } = DEAL;
      const card = page.locator(`montana-solitaire [data-cell="${move.from.row},${move.from.col}"]`);
      await card.scrollIntoViewIfNeeded();
      await card.tap();
      await page.waitForFunction(() => document.querySelector('montana-solitaire').moveCount === 1, null, { timeout: 2000 });
      assert.deepEqual(
        (await page.evaluate(() => window.events)).map(({ card, from, to }) => ({ card, from, to })),
        [{ card: move.card, from: move.from, to: move.to }],
      );
      assert.deepEqual(problems, []);
    });
  });

  test('the demo page offers every variant, with its rules in English and in German, and deals it', async () => {
    await onPage(demo.origin, { viewport: { width: 1200, height: 900 } }, async ({ page, problems }) => {
      await drawn(page, '#game', 4, 13);
      const offered = await page.locator('#settings select[name=variant] option').evaluateAll((options) => options.map((option) => option.value));
      assert.deepEqual([...offered].sort(), [...VARIANT_NAMES].sort());
      const germanOffered = await page.locator('#german select option').evaluateAll((options) => options.map((option) => option.value));
      assert.deepEqual(germanOffered, offered);

      const english = new Set();
      const german = new Set();
      for (const name of VARIANT_NAMES) {
        await page.selectOption('#settings select[name=variant]', name);
        const text = (await page.locator('#rules').textContent()).trim();
        assert.ok(text.length > 40 && text.length < 400, `${name}: English rules ${JSON.stringify(text)}`);
        english.add(text);
        await page.selectOption('#german select', name);
        const german_text = (await page.locator('#regeln').textContent()).trim();
        assert.ok(german_text.length > 40 && german_text.length < 400, `${name}: German rules ${JSON.stringify(german_text)}`);
        german.add(german_text);
        // The German board switches to the variant chosen there, and says so in German.
        const { rows, columns } = VARIANTS[name];
        await drawn(page, '#deutsch', rows, columns);
        assert.equal(await page.locator('#deutsch').evaluate((element) => element.variant), name);
      }
      assert.equal(english.size, VARIANT_NAMES.length, 'each variant has its own English rules');
      assert.equal(german.size, VARIANT_NAMES.length, 'each variant has its own German rules');
      assert.match(await page.locator('#deutsch [role=grid]').getAttribute('aria-label'), /Montana-Solitär/);

      // Deal a variant with the form: the main board plays it, with the variant's own redeals.
      await page.selectOption('#settings select[name=variant]', 'line-up');
      await page.click('#settings button');
      await drawn(page, '#game', 4, 6);
      const dealt = await page.locator('#game').evaluate((element) => ({ variant: element.variant, redealsLeft: element.redealsLeft }));
      assert.deepEqual(dealt, { variant: 'line-up', redealsLeft: VARIANTS['line-up'].redeals });
      assert.equal(await page.inputValue('#settings input[name=redeals]'), String(VARIANTS['line-up'].redeals));
      assert.deepEqual(problems, []);
    });
  });

  test('the demo page on a 320 px phone: an 8×14 game fits the screen, and nothing scrolls sideways', async () => {
    await onPage(demo.origin, { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true }, async ({ page, problems }) => {
      await drawn(page, '#game', 4, 13);
      await page.selectOption('#settings select[name=variant]', 'double-red-moon');
      await page.click('#settings button');
      await drawn(page, '#game', 8, 14);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      assert.ok(widths.page <= widths.screen, `the page is ${widths.page}px wide on a ${widths.screen}px screen`);
      const right = await page.locator('#game').evaluate((element) =>
        Math.max(...[...element.shadowRoot.querySelectorAll('[data-cell]')].map((cell) => cell.getBoundingClientRect().right)),
      );
      assert.ok(right <= 320, `the board's last column ends at ${right}px`);
      assert.deepEqual(problems, []);
    });
  });
});
