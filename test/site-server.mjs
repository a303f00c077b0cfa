// A site owner's server in miniature, for the end-to-end tests and the UI benchmark: one
// HTML page and the built script-tag file, on 127.0.0.1 at a free port; optionally more
// files beside them and extra response headers (a Content-Security-Policy, say).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

/** The script-tag file and what it loads on demand, served beside it, as a site owner copies them. */
const SCRIPT_FILES = ['/montana-solitaire.js', '/montana-solitaire-on-demand.js'];

/**
 * A site owner's page: an inline script of the page's own (run before the element is
 * defined, so it hears everything), the one script tag, and the element with `seed` (and
 * `attributes`, more attributes as written in HTML, e.g. `variant="jungle" winnable`).
 */
export function sitePage({ title, pageScript, seed, attributes = '' }) {
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
    <montana-solitaire seed="${seed}"${attributes ? ` ${attributes}` : ''}></montana-solitaire>
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
 * Starts serving `page` at `/`, and dist/montana-solitaire.js and
 * dist/montana-solitaire-on-demand.js at `/montana-solitaire.js` and
 * `/montana-solitaire-on-demand.js`.
 *
 * Options, both optional (without them the server is exactly the plain one):
 * - `files`: more files to serve, `{ '/page.js': text or Buffer }`; the content type comes
 *   from the extension (.html, .js, .mjs, .css, .json; anything else is octet-stream).
 *   `{ '/montana-solitaire-on-demand.js': null }` leaves that file out (a 404).
 * - `headers`: extra headers sent with every response, e.g.
 *   `{ 'content-security-policy': "default-src 'self'" }`.
 */
export async function serveSite(page, { files = {}, headers: extraHeaders = {} } = {}) {
  const served = {};
  for (const path of SCRIPT_FILES) {
    const file = new URL(`../dist${path}`, import.meta.url);
    try {
      served[path] = readFileSync(file);
    } catch (error) {
      throw new Error(`${file.pathname} is missing: run \`npm run build\` first`, { cause: error });
    }
  }
  for (const [path, content] of Object.entries(files)) {
    if (!path.startsWith('/') || path === '/' || path === '/montana-solitaire.js') throw new Error(`serveSite: cannot serve an extra file at ${JSON.stringify(path)}`);
    if (content === null) delete served[path];
    else served[path] = content;
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    // no-store: every load fetches the script afresh, as a first visit does.
    const headers = { ...extraHeaders, 'cache-control': 'no-store' };
    if (path === '/') response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (Object.hasOwn(served, path)) {
      const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
      response.writeHead(200, { ...headers, 'content-type': type }).end(served[path]);
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
