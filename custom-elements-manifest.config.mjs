// `npm run analyze` writes custom-elements.json from the element's source and JSDoc.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.d.ts'],
  outdir: '.',
  litelement: true,
};
