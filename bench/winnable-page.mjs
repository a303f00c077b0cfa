// How long the board waits for `winnable` in a real browser: a plain page with
// `<montana-solitaire variant="V" seed="S" winnable>` and the script-tag file (with the
// on-demand file and solver-worker.js beside it), from the page's start to the element's
// `newgame` event, which it fires once the deal to play is known. That is everything a
// player waits for: the scripts loading, the worker starting and the search. Per variant,
// seeds 1 to N, each on a fresh page; the seed dealt is checked against `findWinnableSeed`
// in Node. The first line is the same page without `winnable`: what any page waits for
// its first deal. A printed figure, not a timed test: read the medians and the maxima.
//
//   npm run bench:winnable-page                        (builds dist/, then runs this file)
//   node bench/winnable-page.mjs --seeds 5 --variant jungle,gaps-diff
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../test/browsers.mjs';
import { serveSite, sitePage } from '../test/site-server.mjs';
import { VARIANT_NAMES, findWinnableSeed } from '../dist/engine.js';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const seeds = Number(args.seeds ?? 5);
const variants = args.variant ? String(args.variant).split(',') : VARIANT_NAMES;

const page = (variant, seed, winnable = true) =>
  sitePage({
    title: 'montana-solitaire winnable bench',
    seed,
    attributes: `variant="${variant}"${winnable ? ' winnable' : ''}`,
    pageScript: `
      window.dealt = new Promise((resolve) =>
        document.addEventListener('newgame', (event) => resolve({ ms: performance.now(), seed: event.detail.seed }), { once: true }),
      );`,
  });

const files = { '/solver-worker.js': readFileSync(new URL('../dist/solver-worker.js', import.meta.url)) };
for (let seed = 1; seed <= seeds; seed++) files[`/plain-${seed}.html`] = page('montana', seed, false);
for (const variant of variants) for (let seed = 1; seed <= seeds; seed++) files[`/${variant}-${seed}.html`] = page(variant, seed);
const { origin, close } = await serveSite(page('montana', 'warm-up'), { files });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
let browser;
try {
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
  console.log(`Chromium ${browser.version()} headless; Node ${process.version}; seeds 1 to ${seeds}; page start to newgame`);
  console.log('variant              seconds median / max  deals as in Node');
  const open = async (path) => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${origin}${path}`);
      const dealt = await tab.evaluate(() => window.dealt);
      if (errors.length > 0) throw new Error(`${path}: page errors: ${errors.join('; ')}`);
      return dealt;
    } finally {
      await context.close();
    }
  };
  // The first page warms the browser's own caches; it is not counted.
  await open('/');
  const plain = [];
  for (let seed = 1; seed <= seeds; seed++) plain.push((await open(`/plain-${seed}.html`)).ms / 1000);
  console.log(`${'(montana, no winnable)'.padEnd(20)} ${`${median(plain).toFixed(2)} / ${Math.max(...plain).toFixed(2)}`.padStart(20)}`);
  for (const variant of variants) {
    const times = [];
    let same = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const dealt = await open(`/${variant}-${seed}.html`);
      times.push(dealt.ms / 1000);
      let expected;
      try {
        expected = findWinnableSeed(variant, String(seed));
      } catch {
        expected = String(seed); // none proven: the element deals the seed unchecked
      }
      if (dealt.seed === expected) same++;
    }
    console.log(`${variant.padEnd(20)} ${`${median(times).toFixed(2)} / ${Math.max(...times).toFixed(2)}`.padStart(20)}  ${same}/${seeds}`);
  }
} finally {
  await browser?.close();
  await close();
}
