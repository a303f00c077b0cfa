// The browser harness runs a file again only when its browser was lost under it
// (test/browser-tests.mjs); a test that failed on its own must never get a second chance.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileResults } from '../count-reporter.mjs';

const REFUSED = 'WebDriverError: Request failed with error code ECONNREFUSED when running "window/rect" with method "POST"';

/** A session as Web Test Runner reports it: one suite of tests, each passed or failed with a message. */
function session({ tests, errors = [] }) {
  return {
    browser: { name: 'WebKit' },
    testFile: 'test/element/variants.test.ts',
    passed: errors.length === 0 && tests.every((t) => t.passed),
    errors: errors.map((message) => ({ message })),
    testResults: {
      tests: [],
      suites: [{ tests: tests.map((t) => ({ skipped: false, passed: t.passed, error: t.passed ? undefined : { message: t.message } })), suites: [] }],
    },
  };
}

test('a file whose failed tests failed only because the driver was gone counts as lost, with its failures counted', () => {
  const result = fileResults(session({ tests: [{ passed: true }, { passed: false, message: `Error: ${REFUSED}` }], errors: [REFUSED] }));
  assert.deepEqual(result, { engine: 'WebKit', file: 'test/element/variants.test.ts', passed: 1, failed: 1, skipped: 0, lost: true });
});

test('a file the browser left mid-run (no results, the session gone) counts as lost and as one failure', () => {
  const message = 'Tests were interrupted because the page navigated to another origin. This can happen when clicking a link, submitting a form or interacting with window.location.';
  const result = fileResults(session({ tests: [], errors: [message] }));
  assert.equal(result.lost, true);
  assert.equal(result.failed, 1);
});

test("a file whose results the driver could not read back (WebKitWebDriver's garbled reply, then the browser gone) counts as lost", () => {
  const garbled = 'unknown error: WebDriverError: Could not parse script result when running "execute/sync" with method "POST"';
  const result = fileResults(session({ tests: [{ passed: true }], errors: [garbled, 'Tests were interrupted because the browser disconnected.'] }));
  assert.equal(result.lost, true);
  assert.equal(result.failed, 1);
});

test('a failed assertion beside a lost browser is not lost: the file is never run again', () => {
  const result = fileResults(session({ tests: [{ passed: false, message: 'expected 3 to equal 4' }, { passed: false, message: REFUSED }], errors: [REFUSED] }));
  assert.equal(result.lost, false);
  assert.equal(result.failed, 2);
});

test('a page that navigated to a named address is a test leaving its page, not a lost browser', () => {
  const message = 'Tests were interrupted because the page navigated to http://127.0.0.1:8000/elsewhere. This can happen when clicking a link, submitting a form or interacting with window.location.';
  assert.equal(fileResults(session({ tests: [], errors: [message] })).lost, false);
});

test('a file that passed is not lost', () => {
  assert.equal(fileResults(session({ tests: [{ passed: true }] })).lost, false);
});
