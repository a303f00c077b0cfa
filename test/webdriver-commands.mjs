// Web Test Runner's commands (@web/test-runner-commands) for a WebDriver session, where
// its own plugins stop short: they refuse setViewport and emulateMedia for WebDriver, and
// sendKeys only presses keys (no down/up, so no Ctrl+Shift+Z) and takes a key's name
// ('KeyZ', 'Space') as text to type. Used for WebKit (WebKitWebDriver); Chromium and
// Firefox go through puppeteer and WTR's own plugins.

/** WebDriver's code points for the named keys the tests press (W3C WebDriver, "keyboard actions"). */
const NAMED_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  ' ': '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** A key as puppeteer names it ('Escape', 'KeyZ', 'Digit4', 'y') as a WebDriver key value. */
function webdriverKey(key) {
  if (Object.hasOwn(NAMED_KEYS, key)) return NAMED_KEYS[key];
  if (/^Key[A-Z]$/.test(key)) return key.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(key)) return key.slice(5);
  if ([...key].length === 1) return key;
  throw new Error(`sendKeys over WebDriver: no WebDriver key for "${key}"`);
}

const keyActions = (actions) => [{ type: 'key', id: 'keyboard', actions }];

async function sendKeys(driver, payload) {
  // performActions keeps the keys held between calls, so { down: 'Control' } holds Control
  // for the presses that follow until { up: 'Control' }.
  if ('press' in payload) {
    const value = webdriverKey(payload.press);
    return driver.performActions(keyActions([{ type: 'keyDown', value }, { type: 'keyUp', value }]));
  }
  if ('down' in payload) return driver.performActions(keyActions([{ type: 'keyDown', value: webdriverKey(payload.down) }]));
  if ('up' in payload) return driver.performActions(keyActions([{ type: 'keyUp', value: webdriverKey(payload.up) }]));
  if ('type' in payload) {
    return driver.performActions(keyActions([...payload.type].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }])));
  }
  throw new Error(`sendKeys over WebDriver: unknown payload ${JSON.stringify(payload)}`);
}

const innerSize = (driver) => driver.execute('return [window.innerWidth, window.innerHeight]');

/**
 * WebDriver sizes the window, not the page: size it, then correct by what the window's own
 * parts take. MiniBrowser's window is never narrower than its toolbar (about 450 px): asked
 * for less, the page is left as narrow as the window goes, and the test sees it in
 * innerWidth (test/element/variants.test.ts says what it checks then). Anything else that
 * is not the size asked for is an error.
 */
async function setViewport(driver, { width, height }) {
  let size = await innerSize(driver);
  let narrowest = false;
  for (let attempt = 0; attempt < 3 && (size[0] !== width || size[1] !== height); attempt++) {
    const rect = await driver.getWindowRect();
    await driver.setWindowRect(null, null, rect.width + width - size[0], rect.height + height - size[1]);
    const before = size;
    size = await innerSize(driver);
    narrowest = size[0] > width && size[0] === before[0];
  }
  if ((size[0] !== width && !narrowest) || size[1] !== height) {
    throw new Error(`setViewport over WebDriver: asked for ${width}×${height}, the page is ${size[0]}×${size[1]} (is the display large enough?)`);
  }
}

/**
 * The plugin. Web Test Runner puts its own command plugins first, and those refuse these
 * commands for WebDriver before this one is asked, so `frontOf(config)` moves it ahead of
 * them (the launcher calls it when Web Test Runner starts it).
 */
export const webdriverCommands = {
  name: 'webdriver-commands',
  frontOf(config) {
    const at = config.plugins.indexOf(this);
    if (at > 0) config.plugins.unshift(...config.plugins.splice(at, 1));
  },
  async executeCommand({ command, payload, session }) {
    if (session.browser.type !== 'webdriver') return undefined;
    const { driver } = session.browser;
    switch (command) {
      case 'send-keys':
        await sendKeys(driver, payload);
        return true;
      case 'set-viewport':
        await setViewport(driver, payload);
        return true;
      case 'emulate-media':
        throw new Error('emulateMedia: WebDriver cannot emulate a media feature (no command for it in WebDriver or WebKitWebDriver)');
      default:
        return undefined;
    }
  },
};
