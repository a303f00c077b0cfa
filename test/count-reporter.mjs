// A Web Test Runner reporter that ends the run with plain lines, one per engine and one
// for all of them, e.g. "WebKit: 1121 passed, 0 failed" and
// "browser tests: 3363 passed, 0 failed". Web Test Runner's own counts sit behind a
// progress bar, one per engine, and leave out a test file that never finished (a timeout,
// an error outside any test); here such a file counts as one failed test, so a run that
// failed never reads "0 failed". `.ci/run` reads the last line.

function count(suite, totals) {
  if (!suite) return totals;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
  return totals;
}

export function countReporter() {
  let lines = [];
  return {
    onTestRunFinished({ sessions }) {
      const byEngine = new Map();
      for (const session of sessions) {
        const totals = byEngine.get(session.browser.name) ?? { passed: 0, failed: 0, skipped: 0 };
        const before = totals.failed;
        count(session.testResults, totals);
        if (!session.passed && totals.failed === before) totals.failed += 1;
        byEngine.set(session.browser.name, totals);
      }
      const all = { passed: 0, failed: 0, skipped: 0 };
      lines = [];
      for (const [name, totals] of byEngine) {
        lines.push(`${name}: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
        for (const key of Object.keys(all)) all[key] += totals[key];
      }
      lines.push(`browser tests: ${all.passed} passed, ${all.failed} failed${all.skipped ? `, ${all.skipped} skipped` : ''}`);
    },
    stop() {
      if (lines.length) console.log(`\n${lines.join('\n')}`);
    },
  };
}
