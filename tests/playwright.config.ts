import { defineConfig } from '@playwright/test';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

// A worker (this file is read again in each) takes its own pair's addresses.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  process.env.API_URL = process.env[`API_URL_${slot}`];
  process.env.PAGES_URL = process.env[`PAGES_URL_${slot}`];
}

/**
 * Browser tests mount real elements in real Chromium; e2e tests drive the demo pages against
 * the reference back end. tests/global-setup.ts starts a back end and a static server on free
 * ports for each worker and stops them afterwards.
 */
export default defineConfig({
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: chromeArgs },
    trace: 'off',
  },
  projects: [
    { name: 'browser', testDir: './browser' },
    { name: 'e2e', testDir: './e2e' },
  ],
});
