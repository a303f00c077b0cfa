// Web Test Runner sends a failed assertion's `actual` and `expected` out of the page as they
// are, and a DOM node among them stops the file's report: the file then fails only when
// `testsFinishTimeout` (5 minutes) runs out, "did not finish", with no word of what failed
// (measured: `expect(document.createElement('div')).to.equal(null)` in Chromium). A root
// hook of every browser test file (through the helpers each imports) writes such values as
// text before the report goes, so the failure reads as chai wrote it, at once.

/** `value` with each DOM node in it (to a depth of 3) written as text: an element as its opening tag. */
export function reportable(value: unknown, depth = 3): unknown {
  if (value instanceof Element) return value.outerHTML.replace(/>[^]*$/, '>');
  if (value instanceof Node) return value.nodeName;
  if (depth === 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => reportable(item, depth - 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reportable(item, depth - 1)]));
}

afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (error && 'actual' in error) error.actual = reportable(error.actual);
  if (error && 'expected' in error) error.expected = reportable(error.expected);
});
