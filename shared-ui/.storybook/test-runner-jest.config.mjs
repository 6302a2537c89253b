// Jest config of `test-storybook` (found by name in the config dir): the test-runner's defaults,
// with jest-playwright driving the system's Chromium instead of a downloaded browser.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
  },
};
