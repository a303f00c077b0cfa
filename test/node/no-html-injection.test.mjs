// No HTML injection and no eval in the element, and nothing that a strict Content Security
// Policy (no 'unsafe-inline', no 'unsafe-eval') would block: every file under src/ is
// parsed with TypeScript (so comments and ordinary strings that merely mention a name do
// not count), and the script-tag file is searched as text. Needs `npm run build` first
// for the second part.
//
//   node --test test/node/no-html-injection.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../../dist/montana-solitaire.js', import.meta.url));

/** Names that write markup as HTML (or let Lit do so unescaped): never used, in any form. */
const HTML_SINKS = new Set(['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'unsafeHTML', 'unsafeSVG']);
/** Lit's tags whose templates become markup (a `css` template is an adopted stylesheet, which a CSP allows). */
const MARKUP_TAGS = new Set(['html', 'svg']);
/** A style attribute in a template's markup, bound or not: `style="…"`, `style=${…}`, `?style=`, `.style=`. */
const STYLE_ATTRIBUTE = /(?:^|[\s"'])([.?]?style)\s*=/gi;

const SCRIPT_KINDS = { '.ts': ts.ScriptKind.TS, '.tsx': ts.ScriptKind.TSX, '.mts': ts.ScriptKind.TS, '.js': ts.ScriptKind.JS, '.mjs': ts.ScriptKind.JS, '.jsx': ts.ScriptKind.JSX };

/** The name an expression stands for when it is a plain identifier, possibly parenthesised or behind `globalThis.`/`window.`. */
function plainName(node) {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ['globalThis', 'window', 'self'].includes(node.expression.text)) return node.name.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken) return plainName(node.right); // (0, eval)(…)
  return null;
}

/** Every forbidden use in one file's text: `[{ line, what }]`, lines counted from 1. */
function findProblems(fileName, text) {
  const kind = SCRIPT_KINDS[extname(fileName)];
  const problems = [];
  if (kind === undefined) {
    // Not a script (a stylesheet, a JSON file): search the text as it is.
    text.split('\n').forEach((line, index) => {
      for (const name of HTML_SINKS) if (line.includes(name)) problems.push({ line: index + 1, what: name });
      if (/\beval\s*\(/.test(line)) problems.push({ line: index + 1, what: 'eval(' });
      if (/\bnew\s+Function\b/.test(line)) problems.push({ line: index + 1, what: 'new Function' });
      if (/document\s*\.\s*write/.test(line)) problems.push({ line: index + 1, what: 'document.write' });
    });
    return problems;
  }
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const report = (node, what, at = node.getStart(source)) => problems.push({ line: source.getLineAndCharacterOfPosition(at).line + 1, what });

  const visit = (node) => {
    // innerHTML & co., as a property (`el.innerHTML`), a name (an import of unsafeHTML), a key (`el['innerHTML']`).
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && HTML_SINKS.has(node.text)) report(node, node.text);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      const key = node.argumentExpression.text;
      if (HTML_SINKS.has(key) || key === 'eval') report(node, key);
      if ((key === 'write' || key === 'writeln') && plainName(node.expression) === 'document') report(node, `document.${key}`);
    }
    // Lit's directives by module, whatever they are renamed to.
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const match = /\/directives\/(unsafe-html|unsafe-svg)(\.js)?$/.exec(node.moduleSpecifier.text);
      if (match) report(node, `import of ${node.moduleSpecifier.text}`);
    }
    // document.write(…) and document.writeln(…).
    if (ts.isPropertyAccessExpression(node) && ['write', 'writeln'].includes(node.name.text) && plainName(node.expression) === 'document') report(node, `document.${node.name.text}`);
    // eval(…), window.eval(…), (0, eval)(…); new Function(…) and Function(…), which is the same.
    if (ts.isCallExpression(node) && plainName(node.expression) === 'eval') report(node, 'eval(');
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && plainName(node.expression) === 'Function') report(node, 'new Function');
    // A string of code given to a timer is an eval too.
    if (ts.isCallExpression(node) && ['setTimeout', 'setInterval'].includes(plainName(node.expression)) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      report(node, `${plainName(node.expression)} with a string of code`);
    }
    // style= in the markup of an html`` or svg`` template (the literal parts, not the ${…} code).
    if (ts.isTaggedTemplateExpression(node) && MARKUP_TAGS.has(plainName(node.tag))) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        // The part's text as written, starting after its opening ` or }.
        const start = part.getStart(source) + 1;
        const raw = text.slice(start, part.getEnd());
        for (const match of raw.matchAll(STYLE_ATTRIBUTE)) report(part, `${match[1]}= attribute in a Lit template`, start + match.index + match[0].indexOf(match[1]));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`.replace(/\/\/+/g, '/');
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const describeAll = (problems) => problems.map(({ file, line, what }) => `${file}:${line}: ${what}`).join('\n');

test('the check finds each forbidden use, on the right line (so a clean result means something)', () => {
  const sample = [
    "import { html } from 'lit';", // 1
    "import { unsafeHTML as raw } from 'lit/directives/unsafe-html.js';", // 2
    'el.innerHTML = text;', // 3
    "el['outerHTML'] = text;", // 4
    "el.insertAdjacentHTML('beforeend', text);", // 5
    'document.write(text);', // 6
    'eval(text);', // 7
    'const f = new Function("return 1");', // 8
    'const t = html`<div style="color: red"></div>`;', // 9
    'const u = html`<p>${html`<span', // 10
    '  style=${colour}></span>`}</p>`;', // 11
    'window.eval(text); Function("x");', // 12
    '// innerHTML, eval(x), new Function, document.write and style="x" in a comment are fine', // 13
    "const note = 'el.innerHTML is never used, nor eval(x)';", // 14
    'el.style.setProperty("--x", "1"); const style = 1; const c = css`a { color: red }`;', // 15
    'const v = unsafeSVG(markup);', // 16
  ].join('\n');
  const found = findProblems('sample.ts', sample).map(({ line, what }) => `${line}: ${what}`);
  assert.deepEqual(found, [
    '2: import of lit/directives/unsafe-html.js',
    '2: unsafeHTML',
    '3: innerHTML',
    '4: outerHTML',
    '5: insertAdjacentHTML',
    '6: document.write',
    '7: eval(',
    '8: new Function',
    '9: style= attribute in a Lit template',
    '11: style= attribute in a Lit template',
    '12: eval(',
    '12: new Function',
    '16: unsafeSVG',
  ]);
});

test('no file under src/ writes HTML as text, evaluates code, or puts a style attribute in a template', () => {
  const files = [...filesUnder(SRC)];
  assert.ok(files.length > 0, `no files under ${SRC}`);
  const problems = [];
  for (const path of files) {
    const file = relative(ROOT, path);
    for (const problem of findProblems(path, readFileSync(path, 'utf8'))) problems.push({ file, ...problem });
  }
  assert.ok(problems.length === 0, `forbidden under a strict CSP or an HTML-injection risk:\n${describeAll(problems)}`);
});

test('the script-tag file has no eval and no new Function', () => {
  assert.ok(existsSync(BUNDLE), `${relative(ROOT, BUNDLE)} is missing: run npm run build first`);
  const text = readFileSync(BUNDLE, 'utf8');
  const file = relative(ROOT, BUNDLE);
  const problems = [];
  // Minified code may say Function(…) for new Function(…); a property such as `.eval(` or
  // a name that ends in Function is not one.
  for (const [what, pattern] of [
    ['eval(', /(?<![\w$])eval\s*\(/g],
    ['new Function', /\bnew\s+Function\b/g],
    ['Function(', /(?<![\w$.])Function\s*\(/g],
  ]) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(0, match.index);
      const line = before.split('\n').length;
      const column = match.index - before.lastIndexOf('\n');
      problems.push({ file, line: `${line}:${column}`, what: `${what} in …${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\n/g, '\\n')}…` });
    }
  }
  assert.ok(problems.length === 0, `code evaluated from text, refused under a CSP without 'unsafe-eval':\n${describeAll(problems)}`);
});
