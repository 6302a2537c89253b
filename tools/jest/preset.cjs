// One jest setup for every project: swc transform, a DOM that has fetch/Request for msw,
// and an allow-list of ESM-only packages (msw 3 and friends) that must be transformed.
const path = require('node:path');

const esmPackages = [
  'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'cookie', 'tough-cookie', 'headers-polyfill',
  'type-fest', 'outvariant', 'react-router', 'set-cookie-parser', '@remix-run', 'strict-event-emitter', 'is-node-process', '@msw', 'cookie-es',
];

module.exports = function preset(projectDir, overrides = {}) {
  return {
    rootDir: projectDir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': path.join(__dirname, 'transform.cjs'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    reporters: process.env.JEST_JSON_DIR
      ? ['default', [path.join(__dirname, 'summary-reporter.cjs'), { outDir: process.env.JEST_JSON_DIR, project: path.basename(projectDir) }]]
      : ['default'],
    ...overrides,
  };
};
