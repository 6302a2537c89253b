import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium against the production builds, served as deployed
// (tools/preview) with the mock backend running as a real HTTP server.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4200',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
