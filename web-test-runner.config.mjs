// Web Test Runner: every test in test/engine and test/element runs in headless Chromium.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS, findChrome } from './test/find-chrome.mjs';

const commonjs = fromRollup(rollupCommonjs);

export default {
  files: ['test/engine/**/*.test.ts', 'test/element/**/*.test.ts'],
  // Lit's production build, as the script-tag file ships it (and no dev-mode warning per test file).
  nodeResolve: { browser: true, exportConditions: ['production'] },
  concurrency: 1,
  // A file's time limit, not a test's: no assertion depends on it, and a shared 2-core
  // machine under load (CI, or two busy processes beside it) may take the solver's files
  // past the default 120 s.
  testsFinishTimeout: 300_000,
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
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: findChrome(),
        headless: true,
        args: CHROME_ARGS,
      },
    }),
  ],
};
