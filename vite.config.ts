import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';

const src = (file: string) => resolve(import.meta.dirname, 'src', file);

/**
 * The demo page loads the element as a site owner does, `<script type="module"
 * src="./montana-solitaire.js">`; while serving, that file is compiled from src.
 */
const scriptTagFromSource: Plugin = {
  name: 'montana-solitaire-script-tag-from-source',
  apply: 'serve',
  resolveId: (id) => (id === '/montana-solitaire.js' ? src('index.ts') : null),
};

/** While serving, the demo page's documentation links read the README and docs/ as text. */
const documentation: Plugin = {
  name: 'montana-solitaire-documentation',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = request.url?.split('?')[0] ?? '';
      if (!/^\/(README|docs\/[a-z-]+)\.md$/.test(path)) return next();
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(readFileSync(resolve(import.meta.dirname, `.${path}`)));
    });
  },
};

/**
 * While serving, the solver's worker, which the element asks for beside its own module
 * (a URL ending in /solver-worker.js, not an import), is compiled from src too.
 */
const solverWorkerFromSource: Plugin = {
  name: 'montana-solitaire-solver-worker-from-source',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.split('?')[0].endsWith('/solver-worker.js')) request.url = `/@fs${src('worker/solver-worker.ts')}`;
      next();
    });
  },
};

/**
 * Lit templates and styles are template literals, whose indentation minifiers must keep.
 * HTML and CSS treat a line break plus indentation as a line break, and JavaScript does
 * too outside literals (no literal of ours holds a line break that matters), so the
 * build drops the indentation of the element's sources. The style sheet (the template
 * literal given to `unsafeCSS()` in styles.ts; the build stops if it is not found) goes
 * further: each of its lines ends in `;`, `{`, `}` or `,`, so its line breaks and the spaces after
 * `:` and `,` and before `{` carry nothing either, nor those around `*` and `/` (in
 * `calc()`, `aspect-ratio` and `container`) and the child combinator `>`, or after
 * `@media` and `@container` before a condition; and `transparent` is `#0000`, the same
 * colour (transparent black) in fewer letters. A static attribute's value that is one
 * word needs no quotes in HTML (nor in a selector), so the templates' lose theirs.
 */
const dropIndentation: Plugin = {
  name: 'montana-solitaire-drop-indentation',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/element/')) return null;
    if (id.endsWith('/styles.ts')) {
      const sheet = /unsafeCSS\(`([^`]*)`\)/;
      if (!sheet.test(code)) throw new Error(`${id}: the style sheet is no longer one unsafeCSS(\`…\`) (see dropIndentation in vite.config.ts)`);
      code = code.replace(sheet, (_sheet, rules: string) => `unsafeCSS(\`${rules.replace(/\n\s*/g, '').replace(/([:,]) | (?=\{)|;(?=\})/g, '$1').replace(/(?<![\d.])0\./g, '.').replace(/ ([*/>]) |(?<=@media|@container) (?=\()/g, '$1').replace(/\btransparent\b/g, '#0000')}\`)`);
    }
    return { code: code.replace(/\n[ \t]+/g, '\n').replace(/="([\w-]+)"/g, '=$1'), map: null };
  },
};

/**
 * A build plugin that writes one part of one module otherwise in the self-contained files
 * (`file`: the end of its path; `pattern` replaced by `replacement`). The build stops,
 * saying `expected` and naming the plugin (`name`, the constant that holds it here), when
 * the pattern is no longer found: the module changed, and the rewrite needs a look.
 */
function rewriteModule({ name, file, pattern, replacement, expected }: { name: string; file: string; pattern: RegExp; replacement: string; expected: string }): Plugin {
  return {
    name: `montana-solitaire-${name}`,
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(file)) return null;
      const rewritten = code.replace(pattern, replacement);
      if (rewritten === code) throw new Error(`${id}: ${expected} (see ${name} in vite.config.ts)`);
      return { code: rewritten, map: null };
    },
  };
}

/**
 * Lit's published modules offer hooks to other copies of Lit on a page: each pushes its
 * version to a global list (read by Lit's development build, to warn that several are
 * loaded), and each calls the global hook that `lit/polyfill-support.js` sets for
 * browsers without shadow DOM, and LitElement the one that `@lit-labs/ssr-client` sets to
 * hydrate server-rendered elements. The script-tag file's Lit is its own, private to the
 * element: no other Lit reads its version, every browser the element runs in has shadow
 * DOM, and the element is never rendered on a server, so the bundle leaves them out (a
 * host page's own Lit in development mode no longer warns of a second copy either).
 * ReactiveElement also sets up two globals for standard decorators (`Symbol.metadata`,
 * and `litPropertyMetadata`, where Lit's decorators record the properties they declare);
 * the element uses no decorators, so the bundle sets neither up and reads the second only
 * if the page has it: a page's own Lit sets both up when its decorators load, and the
 * page's subclass of the element declared with them still works. And Lit checks whether
 * the browser can adopt constructed style sheets (`adoptedStyleSheets`, with ShadyCSS's
 * polyfill absent or native), else it writes each sheet into a `<style>` of the shadow
 * root: every browser the element runs in adopts them (Safari from 16.4, the oldest the
 * README names; the panels adopt their own sheet too), so the bundle takes the answer as
 * yes and leaves the `<style>` way out (168 bytes gzipped). A Lit whose modules no longer
 * read as expected stops the build.
 */
const litAlone: Plugin = {
  name: 'montana-solitaire-lit-alone',
  apply: 'build',
  transform(code, id) {
    if (!/\/node_modules\/(lit-html|lit-element|@lit\/reactive-element)\//.test(id) || !/(Versions|PolyfillSupport|HydrateSupport|litPropertyMetadata|adoptedStyleSheets)\b/.test(code)) return null;
    const alone = code
      .replace(/(\w+)\.ShadowRoot&&\(void 0===\1\.ShadyCSS\|\|\1\.ShadyCSS\.nativeShadow\)&&"adoptedStyleSheets"in Document\.prototype&&"replace"in CSSStyleSheet\.prototype/, '!0')
      .replace(/\(\w+\.\w+Versions\?\?=\[\]\)\.push\("[\d.]+"\)/g, '0')
      .replace(/\w+\.(\w+PolyfillSupport|litElementHydrateSupport)\b/g, '(void 0)')
      .replace(/Symbol\.metadata\?\?=Symbol\("metadata"\),\w+\.litPropertyMetadata\?\?=new WeakMap;/, '')
      .replace(/const (\w+)=this\[Symbol\.metadata\];if\(null!==\1\)\{const (\w+)=litPropertyMetadata\.get\(\1\);(if\(void 0!==\2\)for\(const\[\w+,\w+\]of \2\)this\.elementProperties\.set\(\w+,\w+\))\}/, 'const $2=globalThis.litPropertyMetadata?.get(this[Symbol.metadata]);$3;');
    if (/(Versions|PolyfillSupport|HydrateSupport|ShadyCSS)\b|Symbol\.metadata\?\?=|litPropertyMetadata(\?\?=|\.get)/.test(alone)) throw new Error(`${id}: Lit's hooks for other copies of Lit, its globals for decorators, or its check for adopted style sheets no longer read as expected (see litAlone in vite.config.ts)`);
    return { code: alone, map: null };
  },
};

/**
 * The script-tag file's style sheet is the one thing its Lit makes with `unsafeCSS`, and
 * the result's class (a guard against constructing it, with its message, and a cache of
 * sheets by template for the `css` tag, which nothing in the file uses) is private to the
 * file: no page sees it, nor can test a value against it, and Lit, the bundle's or a
 * page's own, reads a style only through `_$cssResult$`, `cssText` and `styleSheet`
 * (built once, on first reading, from `cssText`). The bundle gives the sheet a plain
 * object with those (and `toString`, as Lit's), 108 bytes gzipped fewer. The npm module keeps
 * Lit's `unsafeCSS`, whose result is the host's own Lit's class. The build stops if
 * styles.ts no longer imports `unsafeCSS` from lit.
 */
const sheetAlone = rewriteModule({
  name: 'sheetAlone',
  file: '/src/element/styles.ts',
  pattern: /import \{ unsafeCSS \} from ['"]lit['"];?/,
  replacement: 'const unsafeCSS = (cssText) => { let sheet; return { _$cssResult$: true, cssText, get styleSheet() { if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(this.cssText); return sheet; }, toString() { return this.cssText; } }; };',
  expected: 'styles.ts no longer imports unsafeCSS from lit',
});

/**
 * `Game.verify` checks a save a player submits against the game a server issued: a
 * server's work, done with `montana-solitaire/engine` (docs/leaderboard.md), which keeps
 * it, as the npm module's own `Game` does. The script-tag file is a browser's, and leaves
 * it out (0.23 KB gzipped): its `Game.verify` throws, saying where the check is. The
 * build stops if the method no longer reads as expected.
 */
const serverCheckApart = rewriteModule({
  name: 'serverCheckApart',
  file: '/src/engine/game.ts',
  pattern: /static verify\((\w+), (\w+)\) \{\s*return verifySave\(\1, \2\);?\s*\}/,
  replacement: "static verify() { throw new Error('Cannot verify here: Game.verify, a server\\'s check, is not in the script-tag file (import it from montana-solitaire/engine)'); }",
  expected: 'Game.verify no longer reads as expected',
});

/**
 * A game's rules (`compileRules`, variants.ts) hold more than a game reads: what only the
 * solver's search reads (each card's one successor and predecessor in a run, and of the
 * fill rule, fill.ts, how many cards a gap may take at most and whether a won board still
 * has moves), and the deck before its removed cards are taken out, for the engine's users
 * (`deckCards`, `removedCards`). The script-tag file never searches: its solver is the
 * worker (dist/solver-worker.js, built with them all), which compiles its own rules from
 * the variant's definition each request brings; and it hands no rules to a page (it
 * exports neither `compileRules` nor `Tableau`, and a game keeps its own private). So the
 * bundle leaves those fields out (some 130 bytes gzipped), each written on a line of its own,
 * `name: value` or `name`, and with `searchShortcutApart` the two only the search's
 * shortcut reads. The build stops if the file, minified, still names one anywhere: its
 * definition no longer reads so, or something in the file or in what it loads on demand
 * reads it, and would find it missing.
 */
const UNREAD_RULES = ['follower', 'onlyLeftFollowers', 'successor', 'predecessor', 'mostCandidates', 'movesWhenWon', 'deckCards', 'removedCards'];
const unreadRulesApart: Plugin = {
  name: 'montana-solitaire-unread-rules-apart',
  apply: 'build',
  transform(code, id) {
    if (!/\/src\/engine\/(variants|fill)\.ts$/.test(id)) return null;
    return { code: code.replace(new RegExp(`^[ \\t]*(${UNREAD_RULES.join('|')})(: .*)?,?\\n`, 'gm'), ''), map: null };
  },
  // After `squeeze`, which drops the reads `searchShortcutApart` leaves unused.
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      const named = chunk.type === 'chunk' && UNREAD_RULES.find((name) => new RegExp(`\\b${name}\\b`).test(chunk.code));
      if (named) throw new Error(`${chunk.fileName} names ${named}, which the bundle leaves out of a game's rules (see unreadRulesApart in vite.config.ts)`);
    }
  },
};

/**
 * The self-contained files are weighed gzipped against their budgets. After the bundler's
 * own minifier, terser's extra passes (inlining what is used once, merging statements)
 * take about 1% more off them, and a second run of terser over its own output a little
 * more (a third finds nothing). Its `unsafe_arrows` writes a function expression that
 * uses no `this` as an arrow function, which is safe where no function expression is
 * called with `new` (ours and Lit's constructors are classes). Its `pure_getters` may drop a
 * property read whose value goes unused, or put it off, safe while nothing is read only
 * for what reading does (as a layout read to force a reflow would be; the element's
 * `#game`, which deals the first game when first read, is read for its value wherever
 * it is read), and `keep_fargs: false` drops parameters a function never reads, safe as
 * nothing reads a function's `length`. Minified, a line break is
 * left only inside a template literal, and ours that hold one are the templates' markup
 * (see `dropIndentation`), where a space says the same, and none before a tag's `>`.
 */
const squeeze: Plugin = {
  name: 'montana-solitaire-squeeze',
  apply: 'build',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      let code = chunk.code;
      for (let run = 0; run < 2; run++) code = (await minify(code, { module: true, ecma: 2020, compress: { passes: 2, unsafe_arrows: true, pure_getters: true, keep_fargs: false }, format: { comments: false } })).code!;
      chunk.code = code.replace(/\n(?=>)/g, '').replace(/\n/g, ' ');
    }
  },
};

/**
 * The npm module keeps `new URL('./solver-worker.js', import.meta.url)` in the plain form
 * an app's bundler recognises and emits the worker for: the comment that kept this build
 * from rewriting it goes.
 */
const plainWorkerUrl: Plugin = {
  name: 'montana-solitaire-plain-worker-url',
  renderChunk: (code) => code.replace(/\/\* @vite-ignore \*\/\s*/g, ''),
};

/**
 * `vite build`: the npm module (element and engine, lit left to the host's bundler).
 * `vite build --mode bundle`: dist/montana-solitaire.js, one self-contained, minified
 * ES module for a script tag. `vite build --mode worker`: dist/solver-worker.js, the
 * solver's worker, self-contained too, to sit beside it. `vite build --mode languages`:
 * dist/languages/fr.js, es.js, it.js, nl.js, each a language's table that registers
 * itself with the element (importing only types from it), for a second script tag.
 * `vite` (npm start): serves demo/ with the element compiled from src on the fly.
 */
const dist = resolve(import.meta.dirname, 'dist');

/**
 * The search's shortcut in `Tableau.generateMoves` (past column 0, a gap of the left rule
 * takes the one card that follows its left neighbour, looked up rather than asked of the
 * fill rule, with the same moves) serves the solver's search, which the script-tag file
 * never runs: the bundle turns it off, and terser then drops what it reads, each card's
 * `follower` and the fill rule's `onlyLeftFollowers`, which `unreadRulesApart` leaves out
 * of the rules (some 100 bytes gzipped; the game's own moves, a few gaps at a time, are
 * no search). The worker keeps it.
 */
const searchShortcutApart = rewriteModule({
  name: 'searchShortcutApart',
  file: '/src/engine/tableau.ts',
  pattern: /const leftOnly = fillPart\.onlyLeftFollowers;/,
  replacement: 'const leftOnly = false;',
  expected: 'generateMoves no longer turns its shortcut on with fillPart.onlyLeftFollowers',
});

/**
 * Self-contained, fully minified ES modules: each source in `entries` (named by its file
 * name in dist) written to dist/`fileName`, with what it imports on demand beside it
 * (dist/montana-solitaire-on-demand.js), `plugins` besides those all of them take (after
 * `squeeze`, so that their checks read the files as they ship). They
 * must share no module, or a shared chunk would come out beside them too.
 */
const selfContained = (entries: Record<string, string>, fileName: (name: string) => string, plugins: Plugin[] = []) => ({
  outDir: dist,
  emptyOutDir: false,
  target: 'es2022',
  // Vite leaves white space in an ES library build; a file for a script tag wants it all gone.
  minify: true,
  // What the script-tag file loads on demand (src/element/on-demand.ts) comes out beside it.
  // It imports what it shares with the script-tag file from that file, which may export more than its own API for it.
  rolldownOptions: { output: { minify: true, chunkFileNames: 'montana-solitaire-[name].js' }, preserveEntrySignatures: 'allow-extension' as const, plugins: [litAlone, sheetAlone, serverCheckApart, squeeze, ...plugins], checks: { pluginTimings: false } },
  lib: { entry: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, src(entry)])), formats: ['es' as const], fileName: (_format: string, name: string) => fileName(name) },
});

/** The languages shipped beside the script-tag file, each a module of its own: dist/languages/fr.js, … */
const LANGUAGES = ['fr', 'es', 'it', 'nl'];

/** Files built by mode: `vite build --mode bundle`, `--mode worker` and `--mode languages`. */
const SELF_CONTAINED: Record<string, Parameters<typeof selfContained>> = {
  bundle: [{ main: 'index.ts' }, () => 'montana-solitaire.js', [unreadRulesApart, searchShortcutApart]],
  worker: [{ main: 'worker/solver-worker.ts' }, () => 'solver-worker.js'],
  languages: [Object.fromEntries(LANGUAGES.map((code) => [code, `languages/${code}.ts`])), (code) => `languages/${code}.js`],
};

export default defineConfig(({ mode }) => ({
  root: resolve(import.meta.dirname, 'demo'),
  plugins: [scriptTagFromSource, solverWorkerFromSource, documentation, dropIndentation],
  server: { host: '127.0.0.1', fs: { allow: [import.meta.dirname] } },
  preview: { host: '127.0.0.1' },
  build: SELF_CONTAINED[mode]
    ? selfContained(...SELF_CONTAINED[mode])
    : {
        outDir: dist,
        emptyOutDir: true,
        target: 'es2022',
        minify: false,
        lib: {
          entry: { index: src('index.ts'), engine: src('engine.ts') },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        // Each entry exports its own API and nothing else (`strict`): what the element loads on
        // demand (a chunk beside index.js) shares with the entries comes out in chunks beside
        // them, the engine's (engine.js then re-exports its API from it) and the element's.
        rolldownOptions: {
          external: [/^lit($|\/)/, /^@lit\//],
          preserveEntrySignatures: 'strict',
          output: { chunkFileNames: ({ isDynamicEntry, moduleIds }) => (isDynamicEntry ? '[name]-[hash].js' : moduleIds.every((id) => id.includes('/src/engine')) ? 'engine-[hash].js' : 'element-[hash].js') },
          plugins: [plainWorkerUrl],
        },
      },
}));
