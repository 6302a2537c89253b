// One jest setup for every project: swc transform, a DOM that has fetch/Request for msw,
// and an allow-list of ESM-only packages (msw 3 and friends) that must be transformed.
const path = require('node:path');

const esmPackages = [
  'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'cookie', 'tough-cookie', 'headers-polyfill',
  'type-fest', 'outvariant', 'react-router', 'set-cookie-parser', '@remix-run', 'strict-event-emitter', 'is-node-process', '@msw', 'cookie-es',
  // file-type (the mock's check of an upload's content) and its readers
  'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit',
];

/** Where each project's pass/fail counts are written, relative to the project (read by tools/test). */
const SUMMARY_FILE = 'test-results/jest-summary.json';

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
    setupFilesAfterEnv: [path.join(__dirname, 'owner-stacks.ts'), path.join(__dirname, 'label-lookups.ts'), path.join(__dirname, 'hidden-only-styles.ts'), path.join(__dirname, 'setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    // The summary is the test target's cached output (nx.json), so `npm test` counts a project
    // whose result Nx replays from its cache too.
    reporters: ['default', [path.join(__dirname, 'summary-reporter.cjs'), { outFile: path.join(projectDir, SUMMARY_FILE) }]],
    ...overrides,
  };
};
module.exports.SUMMARY_FILE = SUMMARY_FILE;
