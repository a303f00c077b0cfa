// Fingers on a phone, for the Chromium-only end-to-end tests that drive Playwright: real
// touch input through Chromium's input pipeline (a drag: touch start, six moves, end; and
// a pinch). The tests that run in all three engines drag a finger through
// test/e2e/driver.mjs.

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

/** Spreads two fingers apart around `at` (page coordinates, `{ x, y }`), as a player zooms in on a phone. */
export async function pinchOut(context, page, at) {
  const cdp = await context.newCDPSession(page);
  const fingers = (apart) => [
    { x: Math.round(at.x - apart), y: Math.round(at.y), id: 1 },
    { x: Math.round(at.x + apart), y: Math.round(at.y), id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(10) });
  for (let apart = 14; apart <= 90; apart += 4) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
    await page.waitForTimeout(20);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
