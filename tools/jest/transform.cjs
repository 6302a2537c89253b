// @swc/jest, plus one fix for ESM-only packages: `import.meta` (react-router's dev-only HMR checks)
// has no CommonJS form, so it becomes an empty object before swc compiles the file.
const { createTransformer } = require('@swc/jest');

const swcOptions = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
};
const swc = createTransformer(swcOptions);
const patch = (src, file) => (file.includes('node_modules') ? src.replace(/\bimport\.meta\b/g, '({})') : src);

module.exports = {
  ...swc,
  process: (src, file, options) => swc.process(patch(src, file), file, options),
  processAsync: (src, file, options) => swc.processAsync(patch(src, file), file, options),
  getCacheKey: (src, file, options) => `${swc.getCacheKey(patch(src, file), file, options)}-meta1`,
};
