// The package as npm would publish it: `npm pack --dry-run` lists what a user downloads.
// It must hold what the exports, the types and the manifest point at, and nothing else
// (no tests, no demo, no sources, no benches, no examples: the framework apps in examples/
// install this package, they are not part of it). Needs `npm run build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
const packed = new Set(files.map(({ path }) => path));

test('the package holds only the built files, the framework typings, the manifest, the README and package.json', () => {
  const stray = [...packed].filter((path) => !/^(dist\/.+\.(js|d\.ts)|frameworks\/[a-z]+\.d\.ts|custom-elements\.json|README\.md|package\.json)$/.test(path));
  assert.deepEqual(stray, []);
});

test('every file the package points at is in it', () => {
  const targets = [packageJson.main, packageJson.types, packageJson.customElements];
  for (const entry of Object.values(packageJson.exports)) targets.push(...(typeof entry === 'string' ? [entry] : Object.values(entry)));
  // The worker is not imported: the element asks for it beside its own module. The
  // script-tag file imports what it loads on demand from beside it.
  targets.push('./dist/solver-worker.js', './dist/montana-solitaire-on-demand.js');
  const missing = targets.map((path) => path.replace(/^\.\//, '')).filter((path) => !packed.has(path));
  assert.deepEqual(missing, []);
});

test("the manifest describes the element as the README does: each event named once, each member once, variant a variant's name", () => {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'montana-solitaire');
  assert.deepEqual(element.events.map((event) => event.name), ['newgame', 'move', 'undo', 'redeal', 'win', 'lose', 'stats']);
  const members = element.members.map((member) => `${member.static ? 'static ' : ''}${member.name}`);
  assert.deepEqual(members.filter((member, index) => members.indexOf(member) !== index), [], 'members listed twice');
  assert.equal(element.members.find((member) => member.name === 'solverUrl').type.text, 'string | URL');
  assert.equal(element.members.find((member) => member.name === 'variant').type.text, 'VariantName');
});

// (frameworks/*.d.ts are left out: each is imported only by an app of its framework, which it imports.)
test('the published types import only the package itself and its dependencies (a strict install, pnpm without hoisting, has nothing else)', () => {
  const allowed = new Set([packageJson.name, ...Object.keys(packageJson.dependencies)]);
  const declarations = [...packed].filter((path) => path.startsWith('dist/') && path.endsWith('.d.ts'));
  const strays = declarations.flatMap((path) => {
    const text = readFileSync(new URL(path, root), 'utf8');
    const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)["']([^"']+)["']/g)].map(([, specifier]) => specifier);
    return specifiers
      .filter((specifier) => !specifier.startsWith('.'))
      .filter((specifier) => !allowed.has(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]))
      .map((specifier) => `${path}: ${specifier}`);
  });
  assert.ok(declarations.length > 10, 'the types are packed');
  assert.deepEqual(strays, []);
});

/**
 * The names a source module exports as values (what its built module exports), read from
 * its syntax: `export type` and type-only specifiers, interfaces and type aliases left
 * out, `export *` followed into the module it names.
 */
function valueExports(file) {
  const url = new URL(file, root);
  const source = ts.createSourceFile(url.pathname, readFileSync(url, 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (!statement.exportClause) names.push(...valueExports(new URL(statement.moduleSpecifier.text.replace(/\.js$/, '.ts'), url).href));
      else if (ts.isNamespaceExport(statement.exportClause)) names.push(statement.exportClause.name.text);
      else names.push(...statement.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text));
    } else if (ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) && !ts.getModifiers(statement).some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) {
      if (ts.isVariableStatement(statement)) names.push(...statement.declarationList.declarations.map((declaration) => declaration.name.text));
      else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) names.push(statement.name.text);
    } else if (ts.isExportAssignment(statement)) names.push('default');
  }
  return names;
}

// The entries that load in Node, each with the source it is built from. (The script-tag
// file needs a DOM; what it exports is checked from its text below.)
const ENTRIES = { 'montana-solitaire': 'src/index.ts', 'montana-solitaire/engine': 'src/engine.ts', ...Object.fromEntries(['fr', 'es', 'it', 'nl'].map((code) => [`montana-solitaire/languages/${code}`, `src/languages/${code}.ts`])) };

test('each entry of the npm module exports exactly what its source does: no internal name under a minified alias', async () => {
  assert.deepEqual(Object.keys(packageJson.exports).filter((path) => packageJson.exports[path].default && path !== './montana-solitaire.js').map((path) => path.replace(/^\./, packageJson.name)).sort(), Object.keys(ENTRIES).sort(), 'every entry is checked');
  for (const [entry, source] of Object.entries(ENTRIES)) {
    const expected = valueExports(source);
    assert.ok(expected.length > 0, source);
    assert.deepEqual(Object.keys(await import(entry)).sort(), [...expected].sort(), entry);
  }
});

test("the script-tag file exports all of the npm module's names", () => {
  const code = readFileSync(new URL('dist/montana-solitaire.js', root), 'utf8');
  const [, list] = code.match(/export\s*\{([^}]*)\}\s*;?\s*$/) ?? [];
  assert.ok(list, 'one export statement, at the end');
  const exported = list.split(',').map((specifier) => specifier.trim().split(/\s+as\s+/).at(-1));
  const missing = valueExports('src/index.ts').filter((name) => !exported.includes(name));
  assert.deepEqual(missing, []);
});

/**
 * A TypeScript user's file, type-checked against the package as published (its exports'
 * `types`, the built declarations): its errors, `[name, type]` of each `const` it exports,
 * and the names each module it imports exports, by specifier.
 */
function typeCheck(code) {
  const file = new URL('test/node/consumer.ts', root).pathname;
  const options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], strict: true, noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) => (name === file ? ts.createSourceFile(name, code, ts.ScriptTarget.ES2022) : getSourceFile.call(host, name, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? code : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const errors = ts.getPreEmitDiagnostics(program, source).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  const types = Object.fromEntries(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((symbol) => [symbol.name, checker.typeToString(checker.getTypeOfSymbol(symbol))]));
  const modules = Object.fromEntries(source.statements.filter(ts.isImportDeclaration).map(({ moduleSpecifier }) => [moduleSpecifier.text, checker.getExportsOfModule(checker.getSymbolAtLocation(moduleSpecifier)).map((symbol) => symbol.name).sort()]));
  return { errors, types, modules };
}

test("the script-tag file's types are the npm module's, but for its Game.verify, which throws there", () => {
  const { errors, types, modules } = typeCheck(`
    import * as scriptTag from 'montana-solitaire/montana-solitaire.js';
    import * as npmModule from 'montana-solitaire';
    const issued = { variant: 'montana', seed: '1', redeals: 2 };
    export const scriptTagVerify = scriptTag.Game.verify('', issued);
    export const moduleVerify = npmModule.Game.verify('', issued);
    export const element = document.createElement('montana-solitaire');
    export const moves = new scriptTag.Game({ seed: '1' }).moves();
    export const fromScriptTag: npmModule.Game = new scriptTag.Game({ seed: '1' });
  `);
  assert.deepEqual(errors, []);
  assert.equal(types.scriptTagVerify, 'never');
  assert.equal(types.moduleVerify, 'Verdict');
  assert.ok(modules['montana-solitaire'].length > 40, 'types and values');
  assert.deepEqual(modules['montana-solitaire/montana-solitaire.js'], modules['montana-solitaire'], 'the same names');
  assert.equal(types.element, 'MontanaSolitaire', 'the element in HTMLElementTagNameMap');
  assert.equal(types.moves, 'Move[]');
});

test('the manifest names only modules the package ships, each exporting what the built module does, each declaration where it says', async () => {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const named = new Set();
  (function walk(value) {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && typeof inner === 'string') named.add(inner);
      else walk(inner);
    }
  })(manifest);
  assert.ok(named.has('dist/index.js'));
  assert.deepEqual([...named].filter((path) => !packed.has(path.replace(/^\.?\//, ''))), [], 'named but not packed');
  const modules = new Map(manifest.modules.map((module) => [module.path, module]));
  for (const module of manifest.modules) {
    const exported = module.exports.filter((entry) => entry.kind === 'js').map((entry) => entry.name);
    assert.deepEqual(exported.sort(), Object.keys(await import(new URL(module.path, root).href)).sort(), `${module.path}: the manifest's exports`);
    for (const { declaration } of module.exports) assert.ok(modules.get(declaration.module)?.declarations.some((candidate) => candidate.name === declaration.name), `${module.path}: ${declaration.name} is declared in ${declaration.module}`);
  }
  const definition = manifest.modules.flatMap((module) => module.exports).find((entry) => entry.kind === 'custom-element-definition');
  assert.deepEqual(definition, { kind: 'custom-element-definition', name: 'montana-solitaire', declaration: { name: 'MontanaSolitaire', module: 'dist/index.js' } });
});
