import { defineConfig } from '@playwright/test';
import { SHELL, urlOf } from '../tools/apps.mjs';
// @ts-expect-error plain ESM tool without types
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../tools/chromium.mjs';

// End-to-end journeys in Debian's Chromium against the production builds, served as deployed
// (tools/preview) with the mock backend running as a real HTTP server.
export default defineConfig({
  testDir: './tests',
  // Playwright empties its output folder at every run: the journey groups' reports beside it in
  // test-results/ (Nx's cached outputs) must outlive the next group's run.
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: two loaded cores turn a rare timing race into a failed run. A retried
  // journey is still named in `npm test`'s summary as flaky, so its cause gets fixed; a real
  // break fails both tries. Locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }], ['./support/drives-reporter.ts']],
  use: {
    baseURL: urlOf(SHELL),
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
