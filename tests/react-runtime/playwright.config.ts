import { defineConfig } from '@playwright/test';
import { chromeArgs, chromePath } from '../../scripts/chrome.mjs';

// A worker (this file is read again in each) takes its own pair's addresses.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  process.env.API_URL = process.env[`API_URL_${slot}`];
  process.env.PAGES_URL = process.env[`PAGES_URL_${slot}`];
}

/**
 * The script-tag build with React 19 itself instead of preact/compat (VENUE_RUNTIME=react, built
 * into dist/react: `node scripts/test.mjs "react runtime"` builds it, then runs this). Every other
 * browser and e2e test runs on the Preact build; this smoke holds the same code to the product's
 * promise on React: every element renders, the site's sitemap walk, one login, one checkout to
 * the payment page. global-setup.ts serves dist/react wherever a page asks for dist/.
 */
export default defineConfig({
  globalSetup: './global-setup.ts',
  testDir: '.',
  timeout: 30_000,
  // Each test is some page's first load on a fresh back end (the catalogue's 25 elements, the
  // site's home, /profile), which a busy 2-core machine took up to 15 s to show; one worker, so
  // that two such loads never share the cores.
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: chromeArgs },
    trace: 'off',
  },
});
