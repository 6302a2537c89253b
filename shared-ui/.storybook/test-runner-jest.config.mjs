// Jest config of `test-storybook` (found by name in the config dir): the test-runner's defaults,
// with jest-playwright driving the system's Chromium instead of a downloaded browser.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tools/chromium.mjs';

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
        executablePath: TEST_CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
      // The portal honours the system's "reduce motion": dialogs and notices appear at once, so a
      // play function never checks an element still fading in on a loaded 2-core machine.
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
};
