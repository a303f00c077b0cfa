// A finger on a phone, for the Chromium-only end-to-end tests that drive Playwright: real
// touch input through Chromium's input pipeline (touch start, six moves, end). The tests
// that run in all three engines drag a finger through test/e2e/driver.mjs.

/** Drags a finger from `from` to `to` (page coordinates, `{ x, y }`) on a playwright page. */
export async function touchDrag(context, page, from, to) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step++) {
    const point = { x: Math.round(from.x + ((to.x - from.x) * step) / 6), y: Math.round(from.y + ((to.y - from.y) * step) / 6) };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
