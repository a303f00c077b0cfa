// The three browser engines the tests run in, each from a Debian package (no test ever
// downloads a browser), and how to find and start them. Shared by Web Test Runner
// (web-test-runner.config.mjs), the end-to-end tests (test/e2e/driver.mjs) and the benches.
//
//   Chromium  apt-get install chromium            CHROME_PATH overrides
//   Firefox   apt-get install firefox-esr         FIREFOX_PATH overrides (driven over WebDriver BiDi)
//   WebKit    apt-get install webkit2gtk-driver   WEBKIT_DRIVER_PATH, MINIBROWSER_PATH override
//             (WebKitWebDriver with WebKitGTK's MiniBrowser; without a DISPLAY it needs
//              apt-get install xvfb, and runs on an Xvfb display of its own)
//
// BROWSERS=chromium,firefox picks engines for `npm test` (default: all three). A missing
// engine is an error that names the package to install, never a silent skip.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engines asked for in BROWSERS (comma-separated), else all three. */
export function selectedEngines() {
  const asked = (process.env.BROWSERS ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of asked) if (!ENGINES.includes(name)) throw new Error(`BROWSERS: unknown engine "${name}" (known: ${ENGINES.join(', ')})`);
  return asked.length ? asked : ENGINES;
}

function onPath(...names) {
  for (const name of names) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      // not on the PATH; try the next name
    }
  }
  return undefined;
}

function missing(engine, variable, pkg) {
  return new Error(`No ${engine} found for the browser tests: install it (Debian/Ubuntu: apt-get install ${pkg}) or set ${variable}. To test in fewer engines, set BROWSERS (e.g. BROWSERS=chromium,firefox).`);
}

export function findChrome() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const found = onPath('chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome');
  if (found) return found;
  throw missing('Chrome or Chromium', 'CHROME_PATH', 'chromium');
}

/** Flags that let Chromium run headless as root on a machine with no network. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findFirefox() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  const found = onPath('firefox-esr', 'firefox');
  if (found) return found;
  throw missing('Firefox', 'FIREFOX_PATH', 'firefox-esr');
}

/** WebKitWebDriver and WebKitGTK's MiniBrowser. */
export function findWebKit() {
  const driver = process.env.WEBKIT_DRIVER_PATH || onPath('WebKitWebDriver');
  let browser = process.env.MINIBROWSER_PATH;
  if (!browser) {
    // /usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser (or webkit2gtk-4.0, webkitgtk-6.0)
    for (const lib of ['/usr/lib', ...readdirSafe('/usr/lib').filter((name) => name.endsWith('-linux-gnu')).map((name) => `/usr/lib/${name}`)]) {
      for (const dir of readdirSafe(lib).filter((name) => /^webkit(2)?gtk-/.test(name)).sort().reverse()) {
        if (existsSync(`${lib}/${dir}/MiniBrowser`)) browser ??= `${lib}/${dir}/MiniBrowser`;
      }
    }
  }
  if (!driver || !browser) throw missing('WebKitWebDriver and MiniBrowser', 'WEBKIT_DRIVER_PATH and MINIBROWSER_PATH', 'webkit2gtk-driver');
  return { driver, browser };
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * What WebDriver says when the browser behind a session no longer answers at all: a
 * request got no reply within WebdriverIO's time limit, each of its retries too
 * (MiniBrowser hung once while leaving a test page that had passed every test).
 */
export const HUNG_BROWSER = /UND_ERR_HEADERS_TIMEOUT|Request timed out/;

/**
 * What WebDriver says once WebKitWebDriver itself is gone: nothing listens on its port
 * (a clean-clone run lost the driver and its MiniBrowser together in the middle of a file).
 */
export const LOST_DRIVER = /ECONNREFUSED/;

/**
 * What WebKitWebDriver says when MiniBrowser's answer to a script sent to it does not come
 * back whole: the script Web Test Runner runs at a file's end to collect its results (once
 * in a WebKit run of four element files, the browser then reported disconnected; the same
 * files passed in the three runs after). No test sends scripts over WebDriver itself.
 */
export const GARBLED_REPLY = /Could not parse script result/;

/**
 * What WebDriver and Web Test Runner say once the browser behind a session is gone or
 * hung (the WebKit launcher then starts a new one; test/browser-tests.mjs runs the file
 * again). "Navigated to another origin" is Web Test Runner's word for a page that went
 * away while the launcher no longer knew its address, which with one session at a time
 * happens only when that session is gone: no test here leaves its page.
 */
export const LOST_BROWSER = new RegExp(
  `invalid session id|session deleted|browser disconnected|page navigated to another origin|${HUNG_BROWSER.source}|${LOST_DRIVER.source}|${GARBLED_REPLY.source}`,
);

/** WebDriver capabilities that open MiniBrowser in automation mode. */
export function webkitCapabilities() {
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: findWebKit().browser, args: ['--automation'] },
    // WebKitWebDriver speaks classic WebDriver; do not let webdriverio ask for BiDi.
    'wdio:enforceWebDriverClassic': true,
  };
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a process and stops it by its own PID (and its process group), whatever else runs. */
function start(command, args, options) {
  const child = spawn(command, args, { detached: true, ...options });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    return exited;
  };
  // Never leave a browser behind if the test process ends without stopping it.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  return { child, exited, stop };
}

/** An X display for WebKitGTK: $DISPLAY if there is one, else an Xvfb of its own. */
async function display() {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: async () => {} };
  const xvfb = onPath('Xvfb');
  if (!xvfb) throw new Error('WebKitGTK needs a display: set DISPLAY, or install Xvfb (Debian/Ubuntu: apt-get install xvfb).');
  // -displayfd: Xvfb picks a free display number and writes it to fd 3 when ready.
  const server = start(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  server.child.stderr.on('data', (chunk) => (errors += chunk));
  const number = await new Promise((resolve, reject) => {
    let text = '';
    server.child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.trim());
    });
    server.exited.then((code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)));
  });
  return { name: `:${number}`, stop: server.stop };
}

/**
 * Starts WebKitWebDriver on a free port of 127.0.0.1 (on an Xvfb display if there is no
 * DISPLAY) and waits until it answers. Returns `{ port, stop, stderr }` (`stderr()`: what
 * the driver and its browsers have written there so far).
 */
export async function startWebKitDriver() {
  const { driver } = findWebKit();
  const screen = await display();
  const port = await freePort();
  const server = start(driver, [`--port=${port}`, '--host=local'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DISPLAY: screen.name } });
  let errors = '';
  server.child.stderr.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    await server.stop();
    await screen.stop();
  };
  for (let tries = 0; ; tries++) {
    if (server.child.exitCode !== null) {
      await stop();
      throw new Error(`WebKitWebDriver exited (${server.child.exitCode}): ${errors.trim()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries === 100) {
      await stop();
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s: ${errors.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, stop, stderr: () => errors.trim() };
}
