// `npm test`'s browser tests: Web Test Runner over every test file (its arguments passed
// on), then once more for each file whose browser was lost under it, in that engine
// alone. WebKitGTK's MiniBrowser, driven over WebDriver, has now and then gone away in
// the middle of a long run ("invalid session id") or hung (no answer to a request), which
// failed a file no test had failed, once WebKitWebDriver itself went away
// (ECONNREFUSED), failing the file's commands, and once its reply to the script that
// collects a file's results came back garbled ("Could not parse script result"); the
// launcher (web-test-runner.config.mjs) starts a new browser for the files after it, and
// this runs that file again. Only such a file: a test that fails on its own, or a file
// that fails any other way, is never run again (test/count-reporter.mjs tells them apart
// by their errors). The last lines are the counts over both runs (the second run's in
// place of the first's for the files it ran), in the form of test/count-reporter.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countLines } from './count-reporter.mjs';

const WTR = fileURLToPath(new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'browser-tests-'));

/** Runs Web Test Runner: its exit status, and the files' results (null when it wrote none: it did not finish). */
function run(args, env, name) {
  const results = join(folder, name);
  const { status } = spawnSync(process.execPath, [WTR, ...args], { stdio: 'inherit', env: { ...process.env, ...env, BROWSER_RESULTS: results } });
  try {
    return { status, files: JSON.parse(readFileSync(results, 'utf8')) };
  } catch {
    return { status, files: null };
  }
}

let { status, files } = run(process.argv.slice(2), {}, 'all.json');
try {
  const lost = files?.filter((file) => file.lost) ?? [];
  for (const engine of new Set(lost.map((file) => file.engine))) {
    const again = lost.filter((file) => file.engine === engine).map((file) => file.file);
    console.log(`\n${engine} lost its browser under ${again.join(', ')}: running ${again.length === 1 ? 'it' : 'them'} again in ${engine} alone`);
    const rerun = run(['--files', ...again], { BROWSERS: engine.toLowerCase() }, `${engine}.json`);
    if (rerun.files === null) continue;
    const ran = new Set(rerun.files.map((file) => file.file));
    files = [...files.filter((file) => file.engine !== engine || !ran.has(file.file)), ...rerun.files];
    // The first run failed for the lost browser; what decides now is the files' counts.
    if (status !== 0 && files.every((file) => file.failed === 0)) status = rerun.status;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (files === null) {
  console.error('Web Test Runner ended without its counts (did it start?)');
  process.exit(1);
}
console.log(`\n${countLines(files).join('\n')}`);
process.exit(status === 0 && files.every((file) => file.failed === 0) ? 0 : 1);
