// How long a hint takes in a real browser, on the script-tag file with solver-worker.js
// beside it: from `hint()` to its answer, for a position the solver proves at once (four
// moves from a win), on the first request of a page (the worker starts), the second and
// the third (each after playing the hinted move). Also counts the Workers the element
// made for the three. A printed figure, not a timed test: read the medians.
//
//   npm run bench:hint       (builds dist/, then runs this file)
//   node bench/hint.mjs --loads 10
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../test/browsers.mjs';
import { serveSite, sitePage } from '../test/site-server.mjs';
import { benchArgs } from './args.mjs';

const args = benchArgs();
const loads = Number(args.loads ?? 10);

/** Each row 2 to Jack, a gap, King, Queen: one move a row from the win. */
const FOUR_MOVES_TO_WIN = [...'CDHS'].map((suit) => [...'23456789TJ'].map((rank) => rank + suit).join('') + `--K${suit}Q${suit}`).join('/');

const PAGE = sitePage({
  title: 'montana-solitaire hint bench',
  seed: 'hint-bench',
  pageScript: `
      const RealWorker = window.Worker;
      window.workersMade = 0;
      window.Worker = class extends RealWorker {
        constructor(...args) {
          super(...args);
          window.workersMade++;
        }
      };
      window.hintTimes = (async () => {
        await customElements.whenDefined('montana-solitaire');
        const el = document.querySelector('montana-solitaire');
        await el.updateComplete;
        el.load(${JSON.stringify(FOUR_MOVES_TO_WIN)});
        const times = [];
        for (let request = 0; request < 3; request++) {
          const t0 = performance.now();
          const hint = await el.hint();
          times.push(performance.now() - t0);
          if (!hint.proven) throw new Error('the hint was not proven');
          el.play(hint.action.from, hint.action.to);
        }
        return { times, workers: window.workersMade };
      })();`,
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const WORKER = readFileSync(new URL('../dist/solver-worker.js', import.meta.url));
const { origin, close } = await serveSite(PAGE, { files: { '/solver-worker.js': WORKER } });
let browser;
try {
  browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, headless: true });
  console.log(`Chromium ${browser.version()} headless; Node ${process.version}`);
  const runs = [];
  for (let load = 0; load <= loads; load++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${origin}/`);
      const run = await page.evaluate(() => window.hintTimes);
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      // The first load warms the browser's own caches; it is not counted.
      if (load > 0) runs.push(run);
    } finally {
      await context.close();
    }
  }
  for (let request = 0; request < 3; request++) {
    const times = runs.map((run) => run.times[request]);
    console.log(`hint ${request + 1} of a page: hint() -> answer, median ${ms(median(times))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}) over ${runs.length} loads`);
  }
  console.log(`Workers created for three hints: ${[...new Set(runs.map((run) => run.workers))].join(', ')}`);
} finally {
  await browser?.close();
  await close();
}
