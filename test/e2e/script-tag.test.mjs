// The script-tag file as a site owner uses it: a plain HTML page, a static server, real
// browsers (Chromium, Firefox and WebKit: test/e2e/driver.mjs), real clicks. Needs
// `npm run build` first (it serves dist/montana-solitaire.js).
//
//   node --test test/e2e/            (BROWSERS=webkit node --test ... for one engine)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ENGINES, PAGE_RECORDER, launch } from './driver.mjs';
import { serveSite, sitePage } from '../site-server.mjs';
import { Game } from '../../dist/engine.js';

// Listening on `document`, as the README shows: the events must bubble out of the element.
// The kind of pointer behind each pointerdown is noted too (the finger test reads it).
const PAGE = sitePage({
  title: 'My solitaire page',
  seed: '42',
  pageScript: `${PAGE_RECORDER}
      window.events = [];
      for (const type of ['move', 'newgame']) {
        document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
      }
      window.pointerTypes = [];
      addEventListener('pointerdown', (e) => window.pointerTypes.push(e.pointerType), true);`,
});

/** The won montana board but for row 0's 7 of clubs, in the row's last cell: one move wins. */
const ONE_MOVE_FROM_WIN = ['C', 'D', 'H', 'S']
  .map((suit) => [...'23456789TJQK'].map((rank) => rank + suit).join('') + '--')
  .join('/')
  .replace('6C7C8C9CTCJCQCKC--', '6C--8C9CTCJCQCKC7C');

const SEED_42_FIRST_ROW = ['QD', '5S', null, '5C', '8D', '9H', 'QH', '7C', '2C', '9S', '8C', null, '6D'];

let site;
let origin;

/** The modules of the page's own Lit that a subclass's decorators come from (as its bundler would serve them). */
const PAGE_LIT = Object.fromEntries(
  ['reactive-element.js', 'css-tag.js', 'decorators/property.js'].map((file) => [`/lit/${file}`, readFileSync(new URL(`../../node_modules/@lit/reactive-element/${file}`, import.meta.url))]),
);

/**
 * A page that makes its own element of the built file's class, with a property declared by
 * a standard decorator of its own Lit: what a compiler writes for `@property({ attribute:
 * 'extra-label', reflect: true }) accessor extraLabel = 'none'`, written out (the decorator
 * records the property in its class's metadata, which the class reads when it is defined).
 */
const SUBCLASS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A board of its own</title>
    <script>
${PAGE_RECORDER}
    </script>
    <script type="module">
      import { MontanaSolitaire } from '/montana-solitaire.js';
      import { property } from '/lit/decorators/property.js';
      const metadata = Object.create(MontanaSolitaire[Symbol.metadata] ?? null);
      class LabelledSolitaire extends MontanaSolitaire {
        #extraLabel = 'none';
        get extraLabel() { return this.#extraLabel; }
        set extraLabel(value) { this.#extraLabel = value; }
      }
      const { get, set } = Object.getOwnPropertyDescriptor(LabelledSolitaire.prototype, 'extraLabel');
      const context = { kind: 'accessor', name: 'extraLabel', metadata, static: false, private: false, addInitializer() {} };
      const decorated = property({ attribute: 'extra-label', reflect: true })({ get, set }, context);
      Object.defineProperty(LabelledSolitaire.prototype, 'extraLabel', { get: decorated.get ?? get, set: decorated.set ?? set, configurable: true });
      Object.defineProperty(LabelledSolitaire, Symbol.metadata, { value: metadata });
      customElements.define('labelled-solitaire', LabelledSolitaire);
    </script>
  </head>
  <body>
    <labelled-solitaire seed="42" extra-label="from the markup"></labelled-solitaire>
  </body>
</html>
`;

/** The same page keeping its game with `autosave`, for a player who opens it in two tabs; it counts its returns from the back/forward cache and the games it starts. */
const AUTOSAVE_PAGE = sitePage({
  title: 'My solitaire page',
  seed: '42',
  attributes: 'autosave',
  pageScript: `${PAGE_RECORDER}
      window.returns = 0;
      addEventListener('pageshow', (e) => e.persisted && window.returns++);
      window.newgames = 0;
      document.addEventListener('newgame', () => window.newgames++);`,
});

/**
 * A page with Lit of its own, in development mode: the globals through which copies of
 * Lit find each other (each pushes its version; the polyfills' and server rendering's
 * hooks are called by each copy that loads after them).
 */
const LIT_PAGE = sitePage({
  title: 'A page built with Lit',
  seed: '42',
  pageScript: `${PAGE_RECORDER}
      window.litHtmlVersions = ["the page's own"];
      window.hooksCalled = [];
      window.metadataGlobals = () => [String(Symbol.metadata), 'litPropertyMetadata' in window];
      window.metadataBefore = window.metadataGlobals();
      for (const hook of ['reactiveElementPolyfillSupport', 'litHtmlPolyfillSupport', 'litElementPolyfillSupport', 'litElementHydrateSupport']) {
        window[hook] = () => window.hooksCalled.push(hook);
      }`,
});

before(async () => {
  site = await serveSite(PAGE, { files: { '/autosave.html': AUTOSAVE_PAGE, '/with-lit.html': LIT_PAGE, '/subclass.html': SUBCLASS_PAGE, ...PAGE_LIT } });
  origin = site.origin;
});

after(async () => {
  await site?.close();
});

/** A fresh page at `path` (a context of its own) that may reach the test server alone; the board of its element `tag` is drawn. */
async function openPage(browser, path = '/', tag = 'montana-solitaire') {
  const page = await browser.open(`${origin}${path}`, { only: [origin] });
  try {
    assert.equal(page.status, 200);
    // The board is drawn: all 52 cells are in the element's shadow root.
    await boardDrawn(page, tag);
  } catch (error) {
    const problems = await page.problems().catch(() => []);
    await page.close();
    throw new Error(`${error.message} (${problems.join('; ') || 'no errors logged'})`, { cause: error });
  }
  return page;
}

/** Waits until the board of `page`'s element `tag` is drawn. */
const boardDrawn = (page, tag = 'montana-solitaire') =>
  page.waitFor((tag) => document.querySelector(tag)?.shadowRoot?.querySelectorAll('[role=gridcell]').length === 52, tag, { timeout: 5000, message: 'no board drawn' });

/** A tab's game (its save) and its count of montana games played. */
const state = (page) =>
  page.evaluate(() => {
    const element = document.querySelector('montana-solitaire');
    return { save: element.save(), played: element.stats.montana?.played ?? 0 };
  });

/** Plays the first move the element offers in `page`. */
const playOne = (page) =>
  page.evaluate(() => {
    const element = document.querySelector('montana-solitaire');
    const [move] = element.moves();
    element.play(move.card, move.to);
  });

/**
 * Waits until `page` shows `wanted` (a `state`): the game another tab saved and the count
 * saved with it. The game alone can match too soon: a deal played again after a restart
 * saves as it did before, and the records written between may still be on their way.
 */
async function shows(page, wanted, timeout = 5000) {
  const until = Date.now() + timeout;
  let seen = await state(page);
  while (seen.save !== wanted.save || seen.played !== wanted.played) {
    if (Date.now() > until) assert.deepEqual(seen, wanted, `the other tab never showed it (within ${timeout} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await state(page);
  }
}

/** Runs `run(tabs)` on a first tab at the autosave page (`tabs[0]`, its board drawn); closes the tabs `run` leaves in `tabs`, the first last, whatever happens. */
async function inAutosaveTabs(browser, run) {
  const tabs = [await browser.open(`${origin}/autosave.html`, { only: [origin] })];
  try {
    await boardDrawn(tabs[0]);
    await run(tabs);
  } finally {
    for (const tab of tabs.reverse()) await tab.close();
  }
}

/** A tab opened now beside the first of `tabs` (and added to them) resumes `latest`; the first tab met no page errors. */
async function newTabResumes(tabs, latest) {
  const tab = await tabs[0].openTab(`${origin}/autosave.html`);
  tabs.push(tab);
  await boardDrawn(tab);
  assert.deepEqual(await state(tab), latest);
  assert.deepEqual(await tabs[0].pageErrors(), []);
}

/** Runs `run` on a fresh page from openPage(browser, path, tag), and closes it whatever happens. */
async function onPage(browser, run, path, tag) {
  const page = await openPage(browser, path, tag);
  try {
    return await run(page);
  } finally {
    await page.close();
  }
}

/** No page or console errors, and nothing was fetched from anywhere but the test server. */
async function assertCleanPage(page) {
  const requests = await page.requests();
  const foreign = requests.filter((url) => new URL(url).origin !== origin);
  assert.deepEqual(foreign, [], 'the page made requests off the test server');
  assert.deepEqual(await page.problems(), [], 'the page logged errors');
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

for (const engine of ENGINES) {
  describe(`<montana-solitaire> from the script tag on a plain page, in ${engine}`, () => {
    let browser;
    before(async () => {
      browser = await launch(engine);
    });
    after(async () => {
      await browser?.close();
    });

    test('deals and draws the seed-42 deal, and tells the page once', async () => {
      await onPage(browser, async (page) => {
        const board = await readBoard(page);
        assert.equal(board.length, 4);
        assert.ok(board.every((row) => row.length === 13));
        assert.deepEqual(board[0], SEED_42_FIRST_ROW);
        // The same deal as the engine gives in Node: seeds mean the same game everywhere.
        const engineGame = new Game({ seed: '42' });
        assert.deepEqual(board, engineGame.board);
        assert.deepEqual(await page.evaluate(() => document.querySelector('montana-solitaire').moves()), engineGame.moves());
        // The file's Game is the engine's, less a server's check, which says where it is.
        const verified = await page.evaluate(() =>
          import('/montana-solitaire.js').then(({ Game }) => {
            try {
              return JSON.stringify(Game.verify(new Game({ seed: '42' }).save(), { variant: 'montana', seed: '42' }));
            } catch (error) {
              return error.message;
            }
          }),
        );
        assert.equal(verified, "Cannot verify here: Game.verify, a server's check, is not in the script-tag file (import it from montana-solitaire/engine)");
        await assertDrawn(page, board);
        assert.deepEqual(await page.evaluate(() => window.events), [
          { type: 'newgame', detail: { variant: 'montana', seed: '42', redeals: 2, resumed: false } },
        ]);
        await assertCleanPage(page);
      });
    });

    // The build squeezes the style sheet and the templates (vite.config.ts' dropIndentation,
    // which the source-served browser tests never see): every conditional rule must still
    // be read, and the board's own direction kept.
    test('its built style sheet keeps every rule, and its board runs left to right on a right-to-left page', async () => {
      await onPage(browser, async (page) => {
        const seen = await page.evaluate(() => {
          const root = document.querySelector('montana-solitaire').shadowRoot;
          const conditions = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]).filter((rule) => 'conditionText' in rule).map((rule) => rule.conditionText);
          document.documentElement.dir = 'rtl';
          const left = (col) => root.querySelector(`[data-cell="0,${col}"]`).getBoundingClientRect().left;
          return { conditions, leftToRight: left(1) > left(0) && left(12) > left(11) };
        });
        // As each engine writes them back: read as a condition (a container's name apart from its query), not kept as text.
        assert.deepEqual(seen.conditions.sort(), ['(forced-colors: active)', '(max-width: 16rem)', 'cell (max-width: 44px)']);
        assert.equal(seen.leftToRight, true, 'the board turned with the page');
        await assertCleanPage(page);
      });
    });

    test('clicks on a card and on a gap move cards, and the page hears each move', async () => {
      await onPage(browser, async (page) => {
        const expected = structuredClone(await readBoard(page));
        const moveCount = (count) => page.waitFor((count) => document.querySelector('montana-solitaire').moveCount === count, count, { timeout: 2000, message: `no move ${count}` });

        // 9S fits only the gap after 8S, at (2,5).
        await page.click('[data-cell="0,9"]');
        await moveCount(1);
        [expected[0][9], expected[2][5]] = [null, '9S'];
        assert.deepEqual(await readBoard(page), expected);

        // The gap after 5S takes the 6S, the only card that fits it.
        await page.click('[data-cell="0,2"]');
        await moveCount(2);
        [expected[1][12], expected[0][2]] = [null, '6S'];
        assert.deepEqual(await readBoard(page), expected);
        await page.evaluate(() => document.querySelector('montana-solitaire').updateComplete.then(() => true));
        await assertDrawn(page, expected);

        // No row starts with a 2 yet, so no card is in place: the score stays 0.
        const moves = (await page.evaluate(() => window.events)).filter((event) => event.type === 'move');
        assert.deepEqual(moves, [
          { type: 'move', detail: { card: '9S', from: { row: 0, col: 9 }, to: { row: 2, col: 5 }, moveCount: 1, score: 0 } },
          { type: 'move', detail: { card: '6S', from: { row: 1, col: 12 }, to: { row: 0, col: 2 }, moveCount: 2, score: 0 } },
        ]);
        assert.deepEqual(await page.evaluate(() => window.pointerTypes), ['mouse', 'mouse']);
        await assertCleanPage(page);
      });
    });

    test('a double click on a card plays it once: its second click is not a tap on the gap the card left', async () => {
      await onPage(browser, async (page) => {
        const expected = structuredClone(await readBoard(page));
        // 9S fits only the gap after 8S, at (2,5); the gap it leaves, after the 2C at (0,8), takes the 3C, which a second tap would play.
        assert.equal(expected[0][8], '2C');
        // With motion (the card glides), the second click lands on the gliding card; with none, on the gap it left, where it played
        // the 3C. No motion, as a player who asks for reduced motion has it (the page's matchMedia answers the element's one
        // question so: no engine's WebDriver can set the preference).
        await page.evaluate(() => {
          const matchMedia = window.matchMedia;
          window.matchMedia = (query) => (query === '(prefers-reduced-motion: reduce)' ? { matches: true, media: query } : matchMedia.call(window, query));
        });
        await page.doubleClick('[data-cell="0,9"]');
        await page.waitFor(() => document.querySelector('montana-solitaire').moveCount > 0, undefined, { timeout: 2000, message: 'no move' });
        // Time for a second move, were one coming; and past the double click's interval, so that the next click is a click of its own
        // (WebKit counts a click at the same place soon after as a third: one tap still).
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
        [expected[0][9], expected[2][5]] = [null, '9S'];
        assert.deepEqual([await page.evaluate(() => document.querySelector('montana-solitaire').moveCount), await readBoard(page)], [1, expected]);
        // The next click is a tap again: on the gap it left, the 3C comes in.
        await page.click('[data-cell="0,9"]');
        await page.waitFor(() => document.querySelector('montana-solitaire').moveCount === 2, undefined, { timeout: 2000, message: 'no second move' });
        assert.equal((await readBoard(page))[0][9], '3C');
        await assertCleanPage(page);
      });
    });

    // Chromium (CDP touch events) and Firefox (WebDriver BiDi touch actions) put a real
    // finger on the page. WebKitGTK's WebDriver has no touch input: it delivers WebDriver's
    // touch actions as a mouse, so in WebKit this is the same drag by mouse, and the test
    // says which pointer the page saw, so a WebKit that learns touch is noticed here.
    test('a finger drags a card to its gap (touch events, as on a phone)', async () => {
      await onPage(browser, async (page) => {
        await page.touchDrag(await page.centre('[data-cell="0,9"]'), await page.centre('[data-cell="2,5"]'));
        await page.waitFor(() => document.querySelector('montana-solitaire').moveCount === 1, null, { timeout: 2000, message: 'the drag moved no card' });
        const board = await readBoard(page);
        assert.equal(board[2][5], '9S');
        assert.equal(board[0][9], null);
        assert.deepEqual(await page.evaluate(() => window.pointerTypes), [engine === 'webkit' ? 'mouse' : 'touch']);
        await assertCleanPage(page);
      });
    });

    // A lone surrogate cannot be written to a URL, a file or storage as it is: the seed
    // check calls encodeURIComponent to find one, a call a minifier once dropped from this
    // file as having no effect (the source, which the browser tests run, kept it).
    // What follows a game is in the on-demand file beside the script-tag file (its bundling
    // once dropped a module that the source-served browser tests could not miss).
    test('a won game offers Review, Replay and Share from the file beside the script; a replay fires no move event', async () => {
      await onPage(browser, async (page) => {
        await page.evaluate((position) => {
          const element = document.querySelector('montana-solitaire');
          element.load(position);
          element.play('7C', { row: 0, col: 5 });
          window.events.length = 0;
          return element.status;
        }, ONE_MOVE_FROM_WIN);
        const shown = (name) => page.evaluate((name) => document.querySelector('montana-solitaire').shadowRoot.querySelector(`button[name=${name}]`)?.textContent.trim() ?? null, name);
        await page.waitFor(() => !!document.querySelector('montana-solitaire').shadowRoot.querySelector('button[name=share]'), null, { timeout: 5000, message: 'no Review, Replay and Share after the win' });
        assert.deepEqual([await shown('review'), await shown('replay'), await shown('share')], ['Review', 'Replay', 'Share']);
        assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').share()), 'Montana solitaire · montana · 42\nWon, 1 move, 0 redeals, no help');
        await page.click('button[name=replay]');
        // The replay starts from the position loaded (7 of clubs back in the row's last cell), then ends by itself.
        await page.waitFor(() => /^Replaying/.test(document.querySelector('montana-solitaire').shadowRoot.querySelector('.message span').textContent), null, { timeout: 2000, message: 'no replay' });
        assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').shadowRoot.querySelector('[data-cell="0,12"]').getAttribute('aria-label')), '7 of clubs');
        await page.waitFor(() => !!document.querySelector('montana-solitaire').shadowRoot.querySelector('button[name=replay]'), null, { timeout: 5000, message: 'the replay never ended' });
        assert.equal(await page.evaluate(() => document.querySelector('montana-solitaire').status), 'won');
        assert.deepEqual(await page.evaluate(() => window.events), []);
        assert.ok((await page.requests()).includes(`${origin}/montana-solitaire-on-demand.js`), 'the on-demand file was never requested');
        await assertCleanPage(page);
      });
    });

    test('with autosave in two tabs, each shows what the other plays, and a tab closed or opened later loses nothing', async () => {
      await inAutosaveTabs(browser, async (tabs) => {
        const [first] = tabs;
        tabs.push(await first.openTab(`${origin}/autosave.html`));
        const [, second] = tabs;
        await boardDrawn(second);
        // The first tab abandons the deal after a move (counted) and plays it again.
        await playOne(first);
        await first.evaluate(() => document.querySelector('montana-solitaire').restart());
        await playOne(first);
        const played = await state(first);
        assert.equal(played.played, 1);
        await shows(second, played);
        // The second tab plays on; the first shows it, and plays on too.
        await playOne(second);
        await shows(first, await state(second));
        await playOne(first);
        const latest = await state(first);
        await shows(second, latest);
        // The second tab, closed (it saves as it goes), writes nothing older: a tab opened now resumes the newest game and count.
        // Its last save holds the game the first tab plays, which plays on (no newgame there).
        const newgames = await first.evaluate(() => window.newgames);
        await tabs.pop().close();
        await newTabResumes(tabs, latest);
        assert.equal(await first.evaluate(() => window.newgames), newgames);
      });
    });

    test('with autosave, a tab brought back by Back shows what another tab played meanwhile, and plays on from it', async () => {
      await inAutosaveTabs(browser, async (tabs) => {
        const [first] = tabs;
        await playOne(first);
        await first.visit(`${origin}/`);
        // Another tab takes the game up, abandons it (counted) and plays the deal again, then is closed.
        tabs.push(await first.openTab(`${origin}/autosave.html`));
        await boardDrawn(tabs[1]);
        await tabs[1].evaluate(() => document.querySelector('montana-solitaire').restart());
        await playOne(tabs[1]);
        await playOne(tabs[1]);
        const played = await state(tabs[1]);
        assert.equal(played.played, 1);
        await tabs.pop().close();
        await first.back();
        await boardDrawn(first);
        // Chromium and WebKit bring the page back from their back/forward cache as it was
        // left. Chromium then hands it the storage events it missed; WebKit does not (the
        // case this test is for: it fails there without the element's pageshow). Firefox
        // driven over BiDi keeps no page in the cache (measured), so loads it afresh.
        if (browser.engine === 'firefox') assert.equal(await first.evaluate(() => window.returns), 0);
        else await first.waitFor(() => window.returns === 1, null, { message: 'Back did not bring the page from the back/forward cache' });
        await shows(first, played);
        await playOne(first);
        await newTabResumes(tabs, await state(first));
      });
    });

    test("on a page with Lit of its own, the built file's Lit stays private: it adds no version to the page's list and calls none of its hooks", async () => {
      await onPage(browser, async (page) => {
        const seen = await page.evaluate(() => [window.litHtmlVersions, window.reactiveElementVersions ?? null, window.litElementVersions ?? null, window.hooksCalled]);
        assert.deepEqual(seen, [["the page's own"], null, null, []]);
        // Nor does it set up the page's standard decorators (Symbol.metadata, litPropertyMetadata): the page's own Lit does that.
        assert.deepEqual(await page.evaluate(() => window.metadataGlobals()), await page.evaluate(() => window.metadataBefore));
        await assertCleanPage(page);
      }, '/with-lit.html');
    });

    test("a page's element made from the built file's class, with a property declared by its own Lit's standard decorator, takes the attribute and reflects the property", async () => {
      await onPage(browser, async (page) => {
        const seen = await page.evaluate(async () => {
          const element = document.querySelector('labelled-solitaire');
          const fromMarkup = element.extraLabel;
          element.extraLabel = 'from script';
          await element.updateComplete;
          return [fromMarkup, element.getAttribute('extra-label'), element.board[0].length];
        });
        assert.deepEqual(seen, ['from the markup', 'from script', 13]);
        await assertCleanPage(page);
      }, '/subclass.html', 'labelled-solitaire');
    });

    test('the built file refuses a seed with a lone surrogate, warns once, and keeps the game', async () => {
      await onPage(browser, async (page) => {
        const warnedBefore = (await page.warnings()).length;
        const seed = await page.evaluate(async () => {
          const element = document.querySelector('montana-solitaire');
          element.setAttribute('seed', 'a\ud800');
          await element.updateComplete;
          return element.seed;
        });
        assert.equal(seed, '42');
        const warnings = (await page.warnings()).slice(warnedBefore);
        assert.equal(warnings.length, 1, JSON.stringify(warnings));
        assert.match(warnings[0], /^<montana-solitaire>: seed="a.*" is not accepted \(accepted: text of 1 to 200 characters/);
        assert.deepEqual((await readBoard(page))[0], SEED_42_FIRST_ROW);
        await assertCleanPage(page);
      });
    });
  });
}
