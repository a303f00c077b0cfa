// A site owner's server in miniature, for the end-to-end tests and the UI benchmark: one
// HTML page and the built script-tag file, on 127.0.0.1 at a free port; optionally more
// files beside them and extra response headers (a Content-Security-Policy, say).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

const SCRIPT_FILE = new URL('../dist/montana-solitaire.js', import.meta.url);

/**
 * A site owner's page: an inline script of the page's own (run before the element is
 * defined, so it hears everything), the one script tag, and the element with `seed`.
 */
export function sitePage({ title, pageScript, seed }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script>
${pageScript}
    </script>
    <script type="module" src="/montana-solitaire.js"></script>
  </head>
  <body>
    <montana-solitaire seed="${seed}"></montana-solitaire>
  </body>
</html>
`;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Starts serving `page` at `/` and dist/montana-solitaire.js at `/montana-solitaire.js`.
 *
 * Options, both optional (without them the server is exactly the plain one):
 * - `files`: more files to serve, `{ '/page.js': text or Buffer }`; the content type comes
 *   from the extension (.html, .js, .mjs, .css, .json; anything else is octet-stream).
 * - `headers`: extra headers sent with every response, e.g.
 *   `{ 'content-security-policy': "default-src 'self'" }`.
 */
export async function serveSite(page, { files = {}, headers: extraHeaders = {} } = {}) {
  let script;
  try {
    script = readFileSync(SCRIPT_FILE);
  } catch (error) {
    throw new Error(`${SCRIPT_FILE.pathname} is missing: run \`npm run build\` first`, { cause: error });
  }
  for (const path of Object.keys(files)) {
    if (!path.startsWith('/') || path === '/' || path === '/montana-solitaire.js') throw new Error(`serveSite: cannot serve an extra file at ${JSON.stringify(path)}`);
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    // no-store: every load fetches the script afresh, as a first visit does.
    const headers = { ...extraHeaders, 'cache-control': 'no-store' };
    if (path === '/') response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (path === '/montana-solitaire.js') response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    else if (Object.hasOwn(files, path)) {
      const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
      response.writeHead(200, { ...headers, 'content-type': type }).end(files[path]);
    }
    // Chromium asks for a favicon on its own; a 404 would log a console error that is not the element's.
    else response.writeHead(path === '/favicon.ico' ? 204 : 404, extraHeaders).end();
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
