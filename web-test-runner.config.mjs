// Web Test Runner: every test in test/engine and test/element runs in three engines, each
// from a Debian package (test/browsers.mjs finds them): headless Chromium and headless
// Firefox ESR through puppeteer-core (Chromium over CDP, Firefox over WebDriver BiDi), and
// WebKitGTK's MiniBrowser through WebKitWebDriver. BROWSERS=chromium,firefox picks fewer.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import { CHROME_ARGS, HUNG_BROWSER, LOST_BROWSER, LOST_DRIVER, findChrome, findFirefox, selectedEngines, startWebKitDriver, webkitCapabilities } from './test/browsers.mjs';
import { countReporter } from './test/count-reporter.mjs';
import { webdriverCommands } from './test/webdriver-commands.mjs';

const commonjs = fromRollup(rollupCommonjs);

/** WebKitWebDriver is started with the launcher and stopped with it (and Xvfb, if there is no display). */
class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({ hostname: '127.0.0.1', port: 0, logLevel: 'error', capabilities: webkitCapabilities() });
  }
  async initialize(config, testFiles) {
    webdriverCommands.frontOf(config);
    await this.startDriver();
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }
  async stop() {
    await super.stop();
    await this.webkitDriver?.stop();
  }
  /** A WebKitWebDriver of its own (on a free port), which the sessions after it talk to. */
  async startDriver() {
    this.webkitDriver = await startWebKitDriver();
    this.options.port = this.webkitDriver.port;
  }
  // The library queues a page's start without awaiting it, so a lost browser there would
  // end the whole run by an unhandled rejection; here it is awaited, and a browser lost
  // (MiniBrowser gone: "invalid session id") or hung (no answer to a request) is replaced
  // for the files after it. The file it was lost in still fails (test/browser-tests.mjs
  // runs it again).
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    try {
      await this.driverManager.startSession(id, url);
    } catch (error) {
      if (!LOST_BROWSER.test(error?.message)) throw error;
      await this.replaceBrowser(error);
      await this.driverManager.startSession(id, url);
    }
  }
  async stopSession(id) {
    try {
      return await super.stopSession(id);
    } catch (error) {
      if (LOST_BROWSER.test(error?.message)) await this.replaceBrowser(error);
      throw error;
    }
  }
  /**
   * A new session for a lost browser; for a hung one, a new WebKitWebDriver too, since
   * its session could only be ended by a request the hung browser would not answer
   * (stopping the driver stops its MiniBrowser with it); and for a driver that is gone.
   */
  async replaceBrowser(error) {
    if (HUNG_BROWSER.test(error.message) || LOST_DRIVER.test(error.message)) {
      clearInterval(this.pendingHeartbeat);
      await this.webkitDriver.stop();
      await this.startDriver();
    } else {
      await super.stop();
    }
    // The old session's, left set by a stop() whose deleting of it failed, or not stopped at all.
    this.driver = this.driverManager = undefined;
    await this.ensureManagerInitialized();
  }
}

/**
 * The command `emulate-forced-colors` ({ active }): Windows' high-contrast mode, which only
 * Chromium can emulate. WTR's emulateMedia passes puppeteer no forced-colors, and puppeteer
 * refuses the feature, so it goes to Chromium's protocol as it is, on a session kept per page
 * (an emulation lasts as long as the session that asked for it).
 */
const cdpSessions = new WeakMap();
const forcedColorsCommand = {
  name: 'emulate-forced-colors',
  async executeCommand({ command, payload, session }) {
    if (command !== 'emulate-forced-colors') return undefined;
    const page = session.browser.type === 'puppeteer' ? session.browser.getPage(session.id) : null;
    if (!page) throw new Error('emulate-forced-colors: only Chromium can emulate forced colours');
    if (!cdpSessions.has(page)) cdpSessions.set(page, await page.createCDPSession());
    await cdpSessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }] });
    return true;
  },
};

const LAUNCHERS = {
  chromium: () => chromeLauncher({ puppeteer: puppeteerCore, launchOptions: { executablePath: findChrome(), headless: true, args: CHROME_ARGS } }),
  // puppeteer-core launches Firefox with a fresh profile and drives it over WebDriver BiDi.
  firefox: () => chromeLauncher({ puppeteer: puppeteerCore, launchOptions: { browser: 'firefox', executablePath: findFirefox(), headless: true } }),
  webkit: () => new WebKitLauncher(),
};

export default {
  files: ['test/engine/**/*.test.ts', 'test/element/**/*.test.ts'],
  // Lit's production build, as the script-tag file ships it (and no dev-mode warning per test file).
  nodeResolve: { browser: true, exportConditions: ['production'] },
  concurrency: 1,
  // A file's time limit, not a test's: no assertion depends on it, and a shared 2-core
  // machine under load (CI, or two busy processes beside it) may take the solver's files
  // past the default 120 s.
  testsFinishTimeout: 300_000,
  // One engine at a time: three engines sharing the machine would slow each other's files.
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 20000 } },
  // The element asks for solver-worker.js beside its own module; in tests it runs from
  // src/element/, so that request gets the built worker (`npm test` builds first).
  middleware: [
    (context, next) => {
      if (context.url.startsWith('/src/element/solver-worker.js')) context.url = '/dist/solver-worker.js';
      return next();
    },
  ],
  plugins: [
    // seedrandom is CommonJS; its require('crypto') must stay unresolved in the browser.
    commonjs({ include: ['**/node_modules/seedrandom/**'], strictRequires: false }),
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
    // setViewport, emulateMedia and held keys for WebKit's WebDriver session.
    webdriverCommands,
    forcedColorsCommand,
    // The accessibility tree as screen readers get it, where the driver gives one (Chromium's).
    a11ySnapshotPlugin(),
  ],
  reporters: [defaultReporter(), countReporter()],
  browsers: selectedEngines().map((engine) => LAUNCHERS[engine]()),
};
