// The script-tag file as a site owner uses it: a plain HTML page, a static server, a real
// Chromium, real clicks. Needs `npm run build` first (it serves dist/montana-solitaire.js,
// and dist/languages/*.js for the languages' page).
//
//   node --test test/e2e/
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../find-chrome.mjs';
import { touchDrag } from '../touch.mjs';
import { serveSite, sitePage } from '../site-server.mjs';
import { Game } from '../../dist/engine.js';

// Listening on `document`, as the README shows: the events must bubble out of the element.
const PAGE = sitePage({
  title: 'My solitaire page',
  seed: '42',
  pageScript: `
      window.events = [];
      for (const type of ['move', 'newgame']) {
        document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
      }`,
});

const SEED_42_FIRST_ROW = ['QD', '5S', null, '5C', '8D', '9H', 'QH', '7C', '2C', '9S', '8C', null, '6D'];

let site;
let origin;
let browser;

before(async () => {
  site = await serveSite(PAGE);
  origin = site.origin;
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** A fresh context on the page, recording errors and every request the page makes. */
async function openPage() {
  const context = await browser.newContext();
  // A broken click or wait should fail in seconds, not at Playwright's default 30 s.
  context.setDefaultTimeout(5000);
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  context.on('request', (request) => requests.push(request.url()));
  // Recorded above, then refused: a test must never reach the internet.
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  const response = await page.goto(`${origin}/`);
  assert.equal(response.status(), 200);
  // The board is drawn: all 52 cells are in the element's shadow root.
  await page
    .waitForFunction(() => document.querySelector('montana-solitaire')?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52, null, {
      timeout: 5000,
    })
    .catch((error) => {
      throw new Error(`no board drawn within 5 s (${problems.join('; ') || 'no errors logged'})`, { cause: error });
    });
  return { context, page, problems, requests };
}

/** Runs `run` on a fresh page from openPage(), and closes its browser context whatever happens. */
async function onPage(run) {
  const session = await openPage();
  try {
    return await run(session);
  } finally {
    await session.context.close();
  }
}

/** No page or console errors, and nothing was fetched from anywhere but the test server. */
function assertCleanPage({ problems, requests }) {
  const foreign = requests.filter((url) => new URL(url).origin !== origin);
  assert.deepEqual(foreign, [], 'the page made requests off the test server');
  assert.deepEqual(problems, [], 'the page logged errors');
  assert.ok(requests.includes(`${origin}/montana-solitaire.js`), 'the script-tag file was never requested');
}

const readBoard = (page) => page.evaluate(() => document.querySelector('montana-solitaire').board);

/** The board as drawn: each card cell's accessible name, null for a gap. */
const readDrawnBoard = (page) =>
  page.evaluate(() => {
    const board = [];
    for (const cell of document.querySelector('montana-solitaire').shadowRoot.querySelectorAll('[role=gridcell]')) {
      const [row, col] = cell.dataset.cell.split(',').map(Number);
      (board[row] ??= [])[col] = cell.classList.contains('gap') ? null : cell.classList.contains('card') ? cell.getAttribute('aria-label') : '(neither card nor gap)';
    }
    return board;
  });

const RANK_NAMES = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' };
const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** Every card is drawn where the board says, named as that card (the page is English); every gap is drawn as one. */
async function assertDrawn(page, board) {
  const cells = await readDrawnBoard(page);
  board.forEach((row, r) =>
    row.forEach((card, c) => {
      const label = cells[r]?.[c];
      const where = `cell ${r},${c}`;
      if (card === null) return assert.equal(label, null, `${where} should be a gap`);
      const name = `${RANK_NAMES[card[0]] ?? card[0]} of ${SUIT_NAMES[card[1]]}`;
      assert.ok(typeof label === 'string' && label.startsWith(name), `${where} is drawn as ${JSON.stringify(label)}, not ${name}`);
    }),
  );
}

describe('<montana-solitaire> from the script tag on a plain page', () => {
  test('deals and draws the seed-42 deal, and tells the page once', async () => {
    await onPage(async (session) => {
      const { page } = session;
      const board = await readBoard(page);
      assert.equal(board.length, 4);
      assert.ok(board.every((row) => row.length === 13));
      assert.deepEqual(board[0], SEED_42_FIRST_ROW);
      // The same deal as the engine gives in Node: seeds mean the same game everywhere.
      const engine = new Game({ seed: '42' });
      assert.deepEqual(board, engine.board);
      assert.deepEqual(await page.evaluate(() => document.querySelector('montana-solitaire').moves()), engine.moves());
      await assertDrawn(page, board);
      assert.deepEqual(await page.evaluate(() => window.events), [
        { type: 'newgame', detail: { variant: 'montana', seed: '42', redeals: 2, resumed: false } },
      ]);
      assertCleanPage(session);
    });
  });

  test('clicks on a card and on a gap move cards, and the page hears each move', async () => {
    await onPage(async (session) => {
      const { page } = session;
      const expected = structuredClone(await readBoard(page));
      const cell = (key) => page.locator(`montana-solitaire [data-cell="${key}"]`);

      // 9S fits only the gap after 8S, at (2,5).
      await cell('0,9').click();
      await page.waitForFunction(() => document.querySelector('montana-solitaire').moveCount === 1, null, { timeout: 2000 });
      [expected[0][9], expected[2][5]] = [null, '9S'];
      assert.deepEqual(await readBoard(page), expected);

      // The gap after 5S takes the 6S, the only card that fits it.
      await cell('0,2').click();
      await page.waitForFunction(() => document.querySelector('montana-solitaire').moveCount === 2, null, { timeout: 2000 });
      [expected[1][12], expected[0][2]] = [null, '6S'];
      assert.deepEqual(await readBoard(page), expected);
      await page.evaluate(() => document.querySelector('montana-solitaire').updateComplete);
      await assertDrawn(page, expected);

      // No row starts with a 2 yet, so no card is in place: the score stays 0.
      const moves = (await page.evaluate(() => window.events)).filter((event) => event.type === 'move');
      assert.deepEqual(moves, [
        { type: 'move', detail: { card: '9S', from: { row: 0, col: 9 }, to: { row: 2, col: 5 }, moveCount: 1, score: 0 } },
        { type: 'move', detail: { card: '6S', from: { row: 1, col: 12 }, to: { row: 0, col: 2 }, moveCount: 2, score: 0 } },
      ]);
      assertCleanPage(session);
    });
  });

  test('a finger drags a card to its gap (touch events, as on a phone)', async () => {
    await onPage(async (session) => {
      const { page, context } = session;
      const centre = async (key) => {
        const box = await page.locator(`montana-solitaire [data-cell="${key}"]`).boundingBox();
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      };
      const from = await centre('0,9');
      const to = await centre('2,5');
      await touchDrag(context, page, from, to);
      await page.waitForFunction(() => document.querySelector('montana-solitaire').moveCount === 1, null, { timeout: 2000 });
      const board = await readBoard(page);
      assert.equal(board[2][5], '9S');
      assert.equal(board[0][9], null);
      assertCleanPage(session);
    });
  });
  // A lone surrogate cannot be written to a URL, a file or storage as it is: the seed
  // check calls encodeURIComponent to find one, a call a minifier once dropped from this
  // file as having no effect (the source, which the browser tests run, kept it).
  test('the built file refuses a seed with a lone surrogate, warns once, and keeps the game', async () => {
    await onPage(async (session) => {
      const { page } = session;
      const warnings = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      const seed = await page.evaluate(async () => {
        const element = document.querySelector('montana-solitaire');
        element.setAttribute('seed', 'a\ud800');
        await element.updateComplete;
        return element.seed;
      });
      assert.equal(seed, '42');
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], /^<montana-solitaire>: seed="a.*" is not accepted \(accepted: text of 1 to 200 characters/);
      assert.deepEqual((await readBoard(page))[0], SEED_42_FIRST_ROW);
      assertCleanPage(session);
    });
  });
});

// The shipped languages as a page loads them: a second script tag beside the element's,
// before it (French) or after it (Spanish, Italian), or added once the boards are drawn
// (Dutch). Each built file registers its table with the element, whichever comes first.
const LANGUAGE_PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Ma page de réussites</title>
    <script type="module" src="/languages/fr.js"></script>
    <script type="module" src="/montana-solitaire.js"></script>
    <script type="module" src="/languages/es.js"></script>
    <script type="module" src="/languages/it.js"></script>
  </head>
  <body>
    <montana-solitaire seed="42"></montana-solitaire>
    <div lang="es-MX"><montana-solitaire seed="42"></montana-solitaire></div>
    <div lang="it"><montana-solitaire seed="42"></montana-solitaire></div>
    <div lang="nl-BE"><montana-solitaire seed="42"></montana-solitaire></div>
  </body>
</html>
`;

describe('the shipped languages from their own script tags', () => {
  let languageSite;
  before(async () => {
    const files = Object.fromEntries(
      ['fr', 'es', 'it', 'nl'].map((code) => [`/languages/${code}.js`, readFileSync(new URL(`../../dist/languages/${code}.js`, import.meta.url))]),
    );
    languageSite = await serveSite(LANGUAGE_PAGE, { files });
  });
  after(() => languageSite?.close());

  test('a French page is in French; Spanish, Italian and Dutch sections in theirs, Dutch as soon as it loads', async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(5000);
    try {
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(`console ${message.type()}: ${message.text()}`));
      await context.route((url) => url.origin !== languageSite.origin, (route) => route.abort());
      await page.goto(`${languageSite.origin}/`);
      /** Each element's board name, the queen of diamonds' name and corner mark at (0,0), and its Undo button. */
      const read = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('montana-solitaire')].map((element) => {
            const root = element.shadowRoot;
            const cell = root?.querySelector('[data-cell="0,0"]');
            return [root?.querySelector('[role=grid]')?.getAttribute('aria-label'), cell?.getAttribute('aria-label'), cell?.dataset.rank, root?.querySelector('button')?.textContent.trim()];
          }),
        );
      const FRENCH = ['Solitaire Montana', 'dame de carreau', 'D', 'Annuler'];
      const SPANISH = ['Solitario Montana', 'reina de diamantes', 'Q', 'Deshacer'];
      const ITALIAN = ['Solitario Montana', 'donna di quadri', 'Q', 'Annulla'];
      await page.waitForFunction(() => document.querySelector('div[lang=it] montana-solitaire')?.shadowRoot?.querySelector('[data-cell="0,0"]')?.getAttribute('aria-label') === 'donna di quadri');
      assert.deepEqual(await read(), [FRENCH, SPANISH, ITALIAN, ['Montana solitaire', 'queen of diamonds', 'Q', 'Undo']]);
      await page.addScriptTag({ url: '/languages/nl.js', type: 'module' });
      await page.waitForFunction(() => document.querySelector('div[lang=nl-BE] montana-solitaire').shadowRoot.querySelector('[data-cell="0,0"]').getAttribute('aria-label') === 'ruitenvrouw');
      assert.deepEqual(await read(), [FRENCH, SPANISH, ITALIAN, ['Montana-patience', 'ruitenvrouw', 'V', 'Ongedaan maken']]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
