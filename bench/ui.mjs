// The element's speed in a real browser, on the script-tag file served from a plain page:
// how long a click takes to update the board, and how long from the script arriving to
// the first painted board. A printed figure, not a timed test: machines here are shared,
// so read the median, and run it again before believing a change.
//
//   npm run bench:ui         (builds dist/, then runs this file)
//   node bench/ui.mjs --clicks 400 --loads 10
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../test/browsers.mjs';
import { serveSite, sitePage } from '../test/site-server.mjs';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const clicks = Number(args.clicks ?? 300);
const warmUp = Number(args.warmup ?? 20);
const loads = Number(args.loads ?? 10);

const GOALS = { clickMedian: 4, clickP95: 16, firstBoard: 100 };

// The timing script sits before the module, so it is waiting when the element is defined.
const PAGE = sitePage({
  title: 'montana-solitaire UI bench',
  seed: 'ui-bench-0',
  pageScript: `
      window.firstBoard = (async () => {
        await customElements.whenDefined('montana-solitaire');
        const el = document.querySelector('montana-solitaire');
        await el.updateComplete;
        const cells = el.shadowRoot.querySelectorAll('[role=gridcell]').length;
        return new Promise((resolve) => requestAnimationFrame(() => resolve({ at: performance.now(), cells })));
      })();`,
});

/** A page on the bench server, failing loudly on any page error. */
async function openPage(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/`);
  return { context, page, errors };
}

/** Script arrival to the first frame after the element's first render, in one fresh load. */
async function firstBoardOnce(browser, origin) {
  const { context, page, errors } = await openPage(browser, origin);
  try {
    const board = await page.evaluate(() => window.firstBoard);
    const arrived = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/montana-solitaire.js'))?.responseEnd,
    );
    const contentful = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (board.cells !== 52) throw new Error(`the first render drew ${board.cells} cells, not 52`);
    if (arrived === undefined) throw new Error('no resource timing entry for montana-solitaire.js');
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return { firstBoard: board.at - arrived, contentful: contentful === null ? null : contentful - arrived };
  } finally {
    await context.close();
  }
}

/**
 * The floor under the first-contentful-paint figure on this machine: a static page of
 * 52 card-sized cells with no script at all, from its HTML arriving to its first paint.
 */
const STATIC_PAGE = `<!doctype html><html><body><div style="display:grid;grid-template-columns:repeat(13,1fr);gap:4px;background:#1d5e3a">${Array.from(
  { length: 52 },
  (_, i) => `<div style="aspect-ratio:5/7;background:#fff;border-radius:6px">${i}</div>`,
).join('')}</div></body></html>`;

async function staticPaintOnce(browser, origin) {
  const { context, page } = await openPage(browser, origin);
  try {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime - performance.getEntriesByType('navigation')[0].responseEnd,
    );
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: clicks legal moves of seeded games, timing each click to the end of
 * the element's update. Only moves a single click makes are taken (a card with one gap,
 * or a gap one card fits), so every timed click is a move.
 */
async function clickLoop({ clicks, warmUp }) {
  const el = document.querySelector('montana-solitaire');
  await el.updateComplete;
  // A fixed pseudo-random choice (mulberry32), so runs play the same games.
  let state = 0x5eed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Between clicks, let the browser paint, as it would between a player's clicks.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const key = (cell) => `${cell.row},${cell.col}`;
  const times = [];
  let deals = 1;
  let redeals = 0;
  let missed = 0;
  let clicked = 0;
  while (times.length < clicks) {
    const moves = el.moves();
    const perCard = new Map();
    const perGap = new Map();
    for (const move of moves) {
      perCard.set(move.card, (perCard.get(move.card) ?? 0) + 1);
      perGap.set(key(move.to), (perGap.get(key(move.to)) ?? 0) + 1);
    }
    const targets = moves
      .map((move) => (perCard.get(move.card) === 1 ? move.from : perGap.get(key(move.to)) === 1 ? move.to : null))
      .filter(Boolean);
    if (targets.length === 0) {
      if (el.status === 'stuck') {
        el.redeal();
        redeals++;
      } else {
        el.newGame(`ui-bench-${deals++}`);
      }
      await el.updateComplete;
      await nextFrame();
      continue;
    }
    const target = targets[Math.floor(random() * targets.length)];
    const cell = el.shadowRoot.querySelector(`[data-cell="${key(target)}"]`);
    const before = el.moveCount;
    const t0 = performance.now();
    cell.click();
    await el.updateComplete;
    const t1 = performance.now();
    if (el.moveCount !== before + 1) {
      if (++missed > 20) throw new Error(`clicks stopped moving cards: moveCount ${el.moveCount}, status ${el.status}`);
    } else if (++clicked > warmUp) {
      times.push(t1 - t0);
    }
    await nextFrame();
  }
  return { times, deals, redeals, missed };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Nearest-rank percentile. */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;
const verdict = (value, goal) => (value <= goal ? `within the goal of ${goal} ms` : `OVER the goal of ${goal} ms`);

const { origin, close } = await serveSite(PAGE);
let browser;
try {
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
  console.log(`Chromium ${browser.version()} headless; Node ${process.version}`);

  await firstBoardOnce(browser, origin); // warm-up: the browser's own first-load costs
  const loadsMeasured = [];
  for (let i = 0; i < loads; i++) loadsMeasured.push(await firstBoardOnce(browser, origin));
  const firstBoard = median(loadsMeasured.map((load) => load.firstBoard));
  const contentful = loadsMeasured.map((load) => load.contentful).filter((value) => value !== null);
  console.log(
    `first board, script arrived -> first frame after first render: median ${ms(firstBoard)} over ${loads} loads ` +
      `(min ${ms(Math.min(...loadsMeasured.map((load) => load.firstBoard)))}, max ${ms(Math.max(...loadsMeasured.map((load) => load.firstBoard)))}); ` +
      verdict(firstBoard, GOALS.firstBoard),
  );
  if (contentful.length > 0) {
    const staticSite = await serveSite(STATIC_PAGE);
    const floor = [];
    try {
      for (let i = 0; i < loads; i++) floor.push(await staticPaintOnce(browser, staticSite.origin));
    } finally {
      await staticSite.close();
    }
    console.log(
      `  (cross-check, script arrived -> first-contentful-paint: median ${ms(median(contentful))}; ` +
        `the floor here, a static page of 52 cells with no script, HTML arrived -> first-contentful-paint: median ${ms(median(floor))})`,
    );
  }

  const { context, page, errors } = await openPage(browser, origin);
  try {
    const { times, deals, redeals, missed } = await page.evaluate(clickLoop, { clicks, warmUp });
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    const clickMedian = median(times);
    const clickP95 = percentile(times, 95);
    console.log(
      `click -> board updated (click() to updateComplete): median ${ms(clickMedian)}, p95 ${ms(clickP95)}, max ${ms(Math.max(...times))}, ` +
        `over ${times.length} clicks (after ${warmUp} warm-up clicks; ${deals} deals, ${redeals} redeals${missed ? `, ${missed} clicks that moved nothing` : ''})`,
    );
    console.log(`  median ${verdict(clickMedian, GOALS.clickMedian)}; p95 ${verdict(clickP95, GOALS.clickP95)}`);
  } finally {
    await context.close();
  }
} finally {
  await browser?.close();
  await close();
}
