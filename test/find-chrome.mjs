// How the tests find a browser: CHROME_PATH, else Debian's chromium, else a Chrome or
// Chromium on the PATH. Shared by Web Test Runner and the end-to-end tests.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export function findChrome() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      // not on the PATH; try the next name
    }
  }
  throw new Error('No Chrome or Chromium found: set CHROME_PATH, or install one (Debian/Ubuntu: apt-get install chromium).');
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
