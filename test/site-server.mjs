// A site owner's server in miniature, for the end-to-end test and the UI benchmark: one
// HTML page and the built script-tag file, on 127.0.0.1 at a free port.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const SCRIPT_FILE = new URL('../dist/montana-solitaire.js', import.meta.url);

/** Starts serving `page` at `/` and dist/montana-solitaire.js at `/montana-solitaire.js`. */
export async function serveSite(page) {
  let script;
  try {
    script = readFileSync(SCRIPT_FILE);
  } catch (error) {
    throw new Error(`${SCRIPT_FILE.pathname} is missing: run \`npm run build\` first`, { cause: error });
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    // no-store: every load fetches the script afresh, as a first visit does.
    const headers = { 'cache-control': 'no-store' };
    if (path === '/') response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (path === '/montana-solitaire.js') response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    // Chromium asks for a favicon on its own; a 404 would log a console error that is not the element's.
    else response.writeHead(path === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
