// The shipped languages as a page loads them, in Chromium: the built dist/languages/*.js
// beside the built script-tag file (`npm run build` first). The script-tag file itself is
// played in all three engines by script-tag.test.mjs.
//
//   node --test test/e2e/languages.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../browsers.mjs';
import { serveSite } from '../site-server.mjs';

let browser;

before(async () => {
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
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
