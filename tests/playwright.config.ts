import { defineConfig } from '@playwright/test';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

/**
 * Browser tests mount real elements in real Chromium; e2e tests drive the demo pages against
 * the reference back end. tests/global-setup.ts starts both servers on free ports and stops
 * them afterwards.
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
