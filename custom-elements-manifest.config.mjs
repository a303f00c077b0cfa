// `npm run analyze` writes custom-elements.json from the element's source and JSDoc.
import { posix } from 'node:path';

/**
 * The built module a source module's code is published in: an entry's own (src/index.ts
 * is dist/index.js, src/languages/fr.ts dist/languages/fr.js), or for the modules behind
 * the entries, the entry that exports them, src/element/ the element's, src/engine/ the
 * engine's. The worker's sources publish nothing to import.
 */
function shipped(path) {
  if (/^src\/(index|engine|languages\/[a-z]+)\.ts$/.test(path)) return path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  if (path.startsWith('src/element/')) return 'dist/index.js';
  if (path.startsWith('src/engine/')) return 'dist/engine.js';
  return null;
}

/** The source module a reference names, as the analyzer writes it from `from` (`./game.js`, `/src/x.js`, `src/x.ts`). */
const sourceOf = (from, specifier) => (specifier.startsWith('.') ? posix.join(posix.dirname(from), specifier) : specifier.replace(/^\//, '')).replace(/\.js$/, '.ts');

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.d.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // Exports as written: `export type` exports no value, and the analyzer, which lists
      // each export without its kind, would read `export type * from './engine.js'` as
      // every one of the engine's values exported again; and a name imported, then
      // exported (`import { reviewRounds } from './review-rounds.js'; export { reviewRounds }`),
      // comes from the module it was imported from, where the analyzer has this one.
      name: 'montana-solitaire-exports-as-written',
      analyzePhase({ ts, node, moduleDoc }) {
        if (!ts.isExportDeclaration(node)) return;
        const elements = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
        const types = node.isTypeOnly ? (node.exportClause ? elements.map((element) => element.name.text) : ['*']) : elements.filter((element) => element.isTypeOnly).map((element) => element.name.text);
        const from = (entry) => sourceOf(moduleDoc.path, entry.declaration.module);
        const module = node.moduleSpecifier ? sourceOf(moduleDoc.path, node.moduleSpecifier.text) : moduleDoc.path;
        moduleDoc.exports = moduleDoc.exports.filter((entry) => !(types.includes(entry.name) && from(entry) === module));
        if (node.moduleSpecifier) return;
        for (const element of elements) {
          const local = (element.propertyName ?? element.name).text;
          for (const statement of node.getSourceFile().statements) {
            const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
            const imported = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((binding) => binding.name.text === local) : undefined;
            if (!imported) continue;
            for (const entry of moduleDoc.exports) {
              if (entry.name === element.name.text && from(entry) === moduleDoc.path) entry.declaration = { name: (imported.propertyName ?? imported.name).text, module: statement.moduleSpecifier.text };
            }
          }
        }
      },
    },
    {
      // The manifest names the modules the package ships, as tools (IDEs, Storybook)
      // resolve them, not the sources it does not: one module for each entry (dist/index.js,
      // dist/engine.js, dist/languages/*.js), exporting what the entry exports, each
      // declaration in the module its code is published in, with what it extends (a
      // global such as CustomEvent as `global:`). What only the package's own modules use
      // is left out. Two declarations of one name in a module would stop the analyzer.
      name: 'montana-solitaire-shipped-modules',
      packageLinkPhase({ customElementsManifest }) {
        const byPath = new Map(customElementsManifest.modules.map((module) => [module.path, module]));
        // The declaration an export of `path` named `name` comes from: { path, declaration }, or none for a type.
        const find = (path, name, seen = new Set()) => {
          const module = byPath.get(path);
          if (!module || seen.has(`${path} ${name}`)) return undefined;
          seen.add(`${path} ${name}`);
          const declaration = module.declarations?.find((candidate) => candidate.name === name);
          if (declaration) return { path, declaration };
          for (const entry of module.exports ?? []) {
            if (entry.kind !== 'js' || (entry.name !== name && entry.name !== '*')) continue;
            const found = find(sourceOf(path, entry.declaration.module), entry.name === '*' ? name : entry.declaration.name, seen);
            if (found) return found;
          }
          return undefined;
        };
        // The names `path` exports, `export *` followed.
        const names = (path) => (byPath.get(path)?.exports ?? []).flatMap((entry) => (entry.kind !== 'js' ? [] : entry.name === '*' ? names(sourceOf(path, entry.declaration.module)) : [entry.name]));
        const published = new Map(); // shipped path → Map(name → declaration)
        const publish = ({ path, declaration }) => {
          const module = shipped(path);
          if (!published.has(module)) published.set(module, new Map());
          const declarations = published.get(module);
          if (declarations.get(declaration.name) === declaration) return;
          if (declarations.has(declaration.name)) throw new Error(`${module} would declare ${declaration.name} twice (${path})`);
          declarations.set(declaration.name, declaration);
          // What it extends, and what it inherits from, is published too (they are in this package).
          for (const reference of [declaration.superclass, ...['members', 'attributes', 'events'].flatMap((key) => (declaration[key] ?? []).map((member) => member.inheritedFrom))]) {
            if (!reference?.module) continue;
            const found = find(sourceOf(path, reference.module), reference.name);
            if (found) {
              publish(found);
              reference.module = shipped(found.path);
            } else {
              delete reference.module;
              reference.package = 'global:';
            }
          }
        };
        const entries = customElementsManifest.modules.filter((module) => shipped(module.path) === module.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js'));
        const exports = new Map(
          entries.map(({ path }) => [
            shipped(path),
            [...new Set(names(path))].flatMap((name) => {
              const found = find(path, name);
              if (!found) return []; // a type
              publish(found);
              return [{ kind: 'js', name, declaration: { name: found.declaration.name, module: shipped(found.path) } }];
            }),
          ]),
        );
        // The element's definition, where its class is published.
        for (const module of customElementsManifest.modules) {
          for (const entry of module.exports ?? []) {
            if (entry.kind !== 'custom-element-definition') continue;
            const found = find(sourceOf(module.path, entry.declaration.module), entry.declaration.name);
            exports.get(shipped(found.path)).push({ ...entry, declaration: { name: found.declaration.name, module: shipped(found.path) } });
          }
        }
        customElementsManifest.modules = [...exports].map(([path, moduleExports]) => ({ kind: 'javascript-module', path, declarations: [...(published.get(path)?.values() ?? [])], exports: moduleExports }));
      },
    },
    {
      // The analyzer lists modules in the order the file system returns them, which
      // differs between clones; sorted by path, the manifest is the same everywhere, so
      // CI's check that the committed copy is current does not fail on a fresh clone.
      name: 'montana-solitaire-modules-by-path',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
    {
      // The analyzer reads `dispatchEvent(new UndoEvent(…))` as an event without a name (the
      // class's @fires already lists `undo`), and `solverUrl`'s getter and setter as two
      // fields, the second untyped: tools that build typings from the manifest would make an
      // `onundefined` and a second, untyped `solverUrl`.
      name: 'montana-solitaire-one-entry-each',
      packageLinkPhase({ customElementsManifest }) {
        for (const declaration of customElementsManifest.modules.flatMap((module) => module.declarations ?? [])) {
          if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
          if (declaration.members) {
            const seen = new Set();
            declaration.members = declaration.members.filter((member) => {
              const key = `${member.static ? 'static ' : ''}${member.name}`;
              if (seen.has(key)) return false;
              seen.add(key);
              return true;
            });
          }
        }
      },
    },
  ],
};
