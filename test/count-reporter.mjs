// A Web Test Runner reporter that ends the run with plain lines, one per engine and one
// for all of them, e.g. "WebKit: 1121 passed, 0 failed" and
// "browser tests: 3363 passed, 0 failed". Web Test Runner's own counts sit behind a
// progress bar, one per engine, and leave out a test file that never finished (a timeout,
// an error outside any test); here such a file counts as one failed test, so a run that
// failed never reads "0 failed". `.ci/run` reads the last line.
//
// With BROWSER_RESULTS set to a file name, it also writes there each test file's counts
// per engine, and whether the file failed only because its browser was lost
// (test/browser-tests.mjs runs such a file again).
import { writeFileSync } from 'node:fs';
import { LOST_BROWSER } from './browsers.mjs';

/** Counts a suite's tests, its suites' included, and collects the failed ones' errors into `errors`. */
function count(suite, totals, errors) {
  if (!suite) return totals;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      errors.push(test.error);
    }
  }
  for (const child of suite.suites) count(child, totals, errors);
  return totals;
}

/**
 * Each test file's counts in one engine: `lost` when its browser was lost and nothing else
 * went wrong: every error, the file's and its failed tests' (a command such as setViewport
 * that the gone driver refused), says so.
 */
export function fileResults(session) {
  const errors = [...(session.errors ?? [])];
  const totals = count(session.testResults, { passed: 0, failed: 0, skipped: 0 }, errors);
  const lost = !session.passed && errors.length > 0 && errors.every((error) => LOST_BROWSER.test(error?.message ?? ''));
  if (!session.passed && totals.failed === 0) totals.failed = 1;
  return { engine: session.browser.name, file: session.testFile, ...totals, lost };
}

/** The plain lines for a run's files: one per engine, then one for all. */
export function countLines(files) {
  const byEngine = new Map();
  const all = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    const totals = byEngine.get(file.engine) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const key of Object.keys(all)) {
      totals[key] += file[key];
      all[key] += file[key];
    }
    byEngine.set(file.engine, totals);
  }
  const line = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return [...[...byEngine].map(([name, totals]) => `${name}: ${line(totals)}`), `browser tests: ${line(all)}`];
}

export function countReporter() {
  let files = [];
  return {
    onTestRunFinished({ sessions }) {
      files = [...sessions].map(fileResults);
    },
    stop() {
      // Under test/browser-tests.mjs, the lines come at its end, over both of its runs.
      if (process.env.BROWSER_RESULTS) writeFileSync(process.env.BROWSER_RESULTS, JSON.stringify(files));
      else if (files.length) console.log(`\n${countLines(files).join('\n')}`);
    },
  };
}
