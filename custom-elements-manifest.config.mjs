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
  ],
};
