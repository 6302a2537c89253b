// @swc/jest, plus one fix for ESM-only packages: `import.meta` (react-router's dev-only HMR checks)
// has no CommonJS form, so it becomes an object with the file's URL (msw's node interceptors read it) before swc compiles the file.
const { createTransformer } = require('@swc/jest');

const swcOptions = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
};
const swc = createTransformer(swcOptions);
const patch = (src, file) =>
  file.includes('node_modules') ? src.replace(/\bimport\.meta\b/g, "({ url: require('url').pathToFileURL(__filename).href })") : src;

module.exports = {
  ...swc,
  process: (src, file, options) => swc.process(patch(src, file), file, options),
  processAsync: (src, file, options) => swc.processAsync(patch(src, file), file, options),
  getCacheKey: (src, file, options) => `${swc.getCacheKey(patch(src, file), file, options)}-meta2`,
};
