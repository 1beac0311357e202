import { defineConfig } from '@playwright/test';
import { testChromeArgs, testChromePath } from '../scripts/chrome.mjs';

// A worker (this file is read again in each) takes its own pair's addresses.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  process.env.API_URL = process.env[`API_URL_${slot}`];
  process.env.PAGES_URL = process.env[`PAGES_URL_${slot}`];
  process.env.STRICT_API_URL = process.env[`STRICT_API_URL_${slot}`];
  process.env.STRICT_PAGES_URL = process.env[`STRICT_PAGES_URL_${slot}`];
}

/** The strict-mode suite: the SDK against a back end that answers exactly the contract. */
const STRICT = /strict-[^/]*\.spec\.ts$/;

/**
 * Browser tests mount real elements in real Chromium; e2e tests drive the demo pages against
 * the reference back end; strict tests drive them against its strict mode. tests/global-setup.ts
 * starts a back end and a static server on free ports for each worker (and a strict pair when
 * the strict project runs) and stops them afterwards.
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
    launchOptions: { executablePath: testChromePath(), args: testChromeArgs },
    trace: 'off',
  },
  projects: [
    { name: 'browser', testDir: './browser' },
    { name: 'e2e', testDir: './e2e', testIgnore: STRICT },
    { name: 'strict', testDir: './e2e', testMatch: STRICT },
  ],
});
