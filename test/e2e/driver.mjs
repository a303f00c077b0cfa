// One small driver for the end-to-end tests that run in all three engines (script-tag,
// hints): the few things those tests do to a page, the same way in each engine.
//
//   Chromium  puppeteer-core over CDP
//   Firefox   puppeteer-core over WebDriver BiDi
//   WebKit    webdriverio over classic WebDriver (Debian's WebKitWebDriver has no BiDi),
//             with MiniBrowser behind a small proxy of ours: classic WebDriver cannot see
//             the network, so the proxy records what the page asks for (and its status)
//             and refuses what the test does not allow.
//
// Classic WebDriver cannot hear the console or a page's errors either, so the pages of
// these tests put PAGE_RECORDER first in their own script. problems() and warnings():
// in WebKit from that record; in Chromium and Firefox from puppeteer, which also hears
// what the browser itself logs. pageErrors(): the page's uncaught errors, from the
// record in every engine.
import { createServer, request as httpRequest } from 'node:http';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROME_ARGS, findChrome, findFirefox, selectedEngines, startWebKitDriver, webkitCapabilities } from '../browsers.mjs';

/** The engines the end-to-end tests run in: BROWSERS, else all three. */
export const ENGINES = selectedEngines();

/** The page's own record of its errors and warnings (read in WebKit): put it first in the page's first script. */
export const PAGE_RECORDER = `
window.__recorded = { problems: [], warnings: [] };
for (const [level, list] of [['error', 'problems'], ['warn', 'warnings']]) {
  const original = console[level];
  console[level] = (...args) => {
    window.__recorded[list].push((level === 'error' ? 'console error: ' : '') + args.join(' '));
    return original.apply(console, args);
  };
}
addEventListener('error', (event) => window.__recorded.problems.push(event.error || event.message ? 'page error: ' + (event.error?.message ?? event.message) : 'failed to load: ' + (event.target.src || event.target.href)), true);
addEventListener('unhandledrejection', (event) => window.__recorded.problems.push('page error: ' + (event.reason?.message ?? event.reason)));
document.addEventListener('securitypolicyviolation', (event) => window.__recorded.problems.push('console error: refused by the page\\'s policy: ' + event.blockedURI));
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The middle of an element in the shadow root of <montana-solitaire>, in viewport pixels; `text`: part of its text. */
function centreOf({ selector, text }) {
  const found = [...document.querySelector('montana-solitaire').shadowRoot.querySelectorAll(selector)].filter((candidate) => text === undefined || candidate.textContent.includes(text));
  if (found.length !== 1) return `${found.length} elements match ${selector}${text === undefined ? '' : ` with text ${text}`}`;
  const box = found[0].getBoundingClientRect();
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** What every page offers, whatever drives it. */
class Page {
  /** The page's HTTP status, once open. */
  status = null;

  /** Runs `fn(arg)` in the page and returns its (awaited, JSON) result. */
  async evaluate() {
    throw new Error('not implemented');
  }

  /** Waits until `fn(arg)` is truthy in the page; after `timeout` ms, fails with `message`. */
  async waitFor(fn, arg, { timeout = 5000, message = 'the page never got there' } = {}) {
    const until = Date.now() + timeout;
    for (;;) {
      if (await this.evaluate(fn, arg)) return;
      if (Date.now() > until) throw new Error(`${message} (within ${timeout} ms)`);
      await sleep(50);
    }
  }

  /**
   * The page's own uncaught errors and unhandled rejections, from PAGE_RECORDER in every
   * engine. problems() hears more, and what it hears differs by engine: a worker refused
   * by the page's policy is a console error in Chromium, and in Firefox puppeteer reports
   * it as a page error.
   */
  async pageErrors() {
    const problems = await this.evaluate(() => window.__recorded?.problems ?? null);
    if (problems === null) throw new Error('the page has no PAGE_RECORDER, so its errors cannot be read');
    return problems.filter((problem) => problem.startsWith('page error: '));
  }

  /** Waits for two animation frames: the page has settled after what it just did. */
  settle() {
    return this.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  }

  /** The middle of an element in the element's shadow root (see centreOf). */
  async centre(selector, { text } = {}) {
    const centre = await this.evaluate(centreOf, { selector, text });
    if (typeof centre === 'string') throw new Error(centre);
    return centre;
  }

  /** A real mouse click on the middle of an element in the element's shadow root. */
  async click(selector, options) {
    const { x, y } = await this.centre(selector, options);
    await this.mouseClick(x, y);
  }

  /** A real double click there: two clicks the browser counts as one double click (the second's `detail` is 2). */
  async doubleClick(selector) {
    const { x, y } = await this.centre(selector);
    await this.mouseClick(x, y, 2);
  }
}

/** A page in its own browser context, driven by puppeteer (Chromium, Firefox). */
class PuppeteerPage extends Page {
  constructor(context, page) {
    super();
    this.context = context;
    this.page = page;
    this.problemList = [];
    this.warningList = [];
    this.requestList = [];
    page.on('pageerror', (error) => this.problemList.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.problemList.push(`console error: ${message.text()}`);
      if (message.type() === 'warn') this.warningList.push(message.text());
    });
  }

  async goto(url, only) {
    if (only) {
      await this.page.setRequestInterception(true);
      this.page.on('request', (request) => {
        const target = new URL(request.url());
        if (/^(https?|wss?):$/.test(target.protocol) && !only.includes(target.origin)) request.abort();
        else request.continue();
      });
    }
    this.page.on('request', (request) => this.requestList.push(request.url()));
    const response = await this.page.goto(url);
    return response?.status() ?? null;
  }

  evaluate(fn, arg) {
    return this.page.evaluate(fn, arg);
  }

  async problems() {
    return [...this.problemList];
  }

  async warnings() {
    return [...this.warningList];
  }

  async requests() {
    return [...this.requestList];
  }

  mouseClick(x, y, count = 1) {
    return this.page.mouse.click(x, y, { count });
  }

  /** A finger from `from` to `to` in six moves (CDP touch events in Chromium, BiDi touch actions in Firefox). */
  async touchDrag(from, to) {
    const touch = await this.page.touchscreen.touchStart(from.x, from.y);
    for (let step = 1; step <= 6; step++) {
      await touch.move(Math.round(from.x + ((to.x - from.x) * step) / 6), Math.round(from.y + ((to.y - from.y) * step) / 6));
    }
    await touch.end();
  }

  /** Goes on to `url` in this tab, as a link does. */
  async visit(url) {
    await this.page.goto(url);
  }

  /** The browser's Back button. */
  async back() {
    await this.page.goBack();
  }

  /** Another tab of this page's browser context (the same storage) at `url`; closing it leaves this page open. */
  async openTab(url) {
    const tab = new PuppeteerPage(this.context, await this.context.newPage());
    tab.close = () => tab.page.close();
    tab.status = await tab.goto(url);
    return tab;
  }

  close() {
    return this.context.close();
  }
}

/** A page in a fresh WebDriver session of its own (a fresh MiniBrowser: nothing stored carries over). */
class WebDriverPage extends Page {
  constructor(driver, proxy) {
    super();
    this.driver = driver;
    this.proxy = proxy;
  }

  /** The session's window this page is in, once it has tabs (WebDriver commands go to the window in focus). */
  handle = null;

  async focus() {
    if (this.handle) await this.driver.switchToWindow(this.handle);
  }

  /** Another tab of this session (the same storage) at `url`; closing it leaves this page open. */
  async openTab(url) {
    this.handle ??= await this.driver.getWindowHandle();
    const tab = new WebDriverPage(this.driver, this.proxy);
    tab.handle = (await this.driver.createWindow('tab')).handle;
    tab.close = async () => {
      await tab.focus();
      await this.driver.closeWindow();
      await this.focus();
    };
    tab.status = await tab.goto(url);
    return tab;
  }

  async visit(url) {
    await this.focus();
    await this.driver.navigateTo(url);
  }

  async back() {
    await this.focus();
    await this.driver.back();
  }

  async goto(url, only) {
    await this.focus();
    this.proxy.start(only);
    await this.driver.navigateTo(url);
    const target = new URL(url).href;
    return this.proxy.log.find((entry) => entry.url === target)?.status ?? null;
  }

  async evaluate(fn, arg) {
    await this.focus();
    return arg === undefined ? this.driver.execute(fn) : this.driver.execute(fn, arg);
  }

  async recorded(list) {
    return (await this.evaluate((name) => window.__recorded?.[name] ?? null, list)) ?? [`the page has no PAGE_RECORDER, so its ${list} cannot be read in WebKit`];
  }

  async problems() {
    return this.recorded('problems');
  }

  async warnings() {
    return this.recorded('warnings');
  }

  async requests() {
    return this.proxy.log.map((entry) => entry.url);
  }

  async mouseClick(x, y, count = 1) {
    await this.focus();
    const click = [{ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }];
    await this.driver.performActions([
      { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', duration: 0, x, y }, ...Array.from({ length: count }, () => click).flat()] },
    ]);
    await this.driver.releaseActions();
  }

  /** WebDriver touch actions; WebKitGTK's WebDriver delivers them as a mouse (see script-tag.test.mjs). */
  async touchDrag(from, to) {
    await this.focus();
    const moves = [1, 2, 3, 4, 5, 6].map((step) => ({
      type: 'pointerMove',
      duration: 16,
      x: Math.round(from.x + ((to.x - from.x) * step) / 6),
      y: Math.round(from.y + ((to.y - from.y) * step) / 6),
    }));
    await this.driver.performActions([
      { type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions: [{ type: 'pointerMove', duration: 0, ...from }, { type: 'pointerDown', button: 0 }, ...moves, { type: 'pointerUp', button: 0 }] },
    ]);
    await this.driver.releaseActions();
  }

  close() {
    return this.driver.deleteSession();
  }
}

/**
 * The proxy MiniBrowser goes through: it logs every request (URL and status), passes on
 * those to the allowed origins (all of 127.0.0.1 and localhost unless `start(only)` names
 * fewer) and cuts off the rest, as a failed connection.
 */
async function startProxy() {
  let only = null;
  const log = [];
  const allowed = (target) => (only ? only.includes(target.origin) : ['127.0.0.1', 'localhost'].includes(target.hostname));
  const server = createServer((request, response) => {
    const target = new URL(request.url);
    const entry = { url: target.href, status: null };
    log.push(entry);
    if (!allowed(target)) return request.socket.destroy();
    // The test servers listen on 127.0.0.1; 'localhost' may resolve to ::1 first.
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method: request.method, headers: request.headers },
      (answer) => {
        entry.status = answer.statusCode;
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  // https (and wss): recorded, never connected.
  server.on('connect', (request, socket) => {
    log.push({ url: `https://${request.url}/`, status: null });
    socket.destroy();
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    log,
    start(origins) {
      only = origins ?? null;
      log.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** `page` at `url`, its HTTP status read; closed again when it cannot get there. */
async function opened(page, url, only) {
  try {
    page.status = await page.goto(url, only);
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}

/**
 * Starts `engine` ('chromium', 'firefox', 'webkit'). `open(url, { only })` gives a page in a
 * fresh context at `url` (`page.status`: its HTTP status); `only`: the origins it may reach
 * (the rest are refused, and still listed in `requests()`).
 */
export async function launch(engine) {
  if (engine === 'webkit') {
    let webkitDriver = await startWebKitDriver();
    const proxy = await startProxy();
    const capabilities = webkitCapabilities();
    capabilities['webkitgtk:browserOptions'].args.push(`--proxy=${proxy.url}`);
    const session = () => remote({ hostname: '127.0.0.1', port: webkitDriver.port, logLevel: 'silent', capabilities, connectionRetryTimeout: 30000, connectionRetryCount: 0 });
    return {
      engine,
      async open(url, { only } = {}) {
        let driver;
        try {
          driver = await session();
        } catch (error) {
          // A new MiniBrowser takes about half a second. Once in a full run on a loaded
          // machine, WebKitWebDriver never answered a new session (it waited 120 s): say
          // so, start a fresh WebKitWebDriver, and try once more.
          console.warn(`WebKitWebDriver did not open a session (${error.message}); starting it afresh. Its stderr: ${webkitDriver.stderr() || '(nothing)'}`);
          await webkitDriver.stop();
          webkitDriver = await startWebKitDriver();
          driver = await session();
        }
        await driver.setTimeout({ pageLoad: 10000, script: 30000 });
        const page = new WebDriverPage(driver, proxy);
        return opened(page, url, only);
      },
      async close() {
        await webkitDriver.stop();
        await proxy.close();
      },
    };
  }
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: findFirefox(), headless: true })
      : await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_ARGS });
  return {
    engine,
    async open(url, { only } = {}) {
      const context = await browser.createBrowserContext();
      const page = new PuppeteerPage(context, await context.newPage());
      page.page.setDefaultTimeout(10000);
      return opened(page, url, only);
    },
    close: () => browser.close(),
  };
}
