// `npm run analyze` writes custom-elements.json from the element's source and JSDoc.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.d.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
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
