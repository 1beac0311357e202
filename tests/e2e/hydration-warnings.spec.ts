import { expect, test, type Route } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitemapPaths, startRenderedSite } from './site-helpers';

/**
 * Every page of the site (its event types one of each shape), rendered by the server and hydrated
 * by React's development build, which reports what production keeps quiet: a hydration mismatch
 * (an attribute or text the browser's first render gives otherwise than the server wrote), a
 * missing key, an effect's misuse. Not one warning or error on any page.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const development = `${root}dist/react-development/`;
let pages: { url: string; close(): Promise<void> };
/** Files the development build answered with. */
let served = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The script-tag build on React's development build, beside the production one the server names.
  const build = spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, env: { ...process.env, VENUE_BUILD: 'react-development' } });
  if (build.status !== 0) throw new Error(`the development build failed:\n${build.stderr}`);
  pages = await startRenderedSite();
});
test.afterAll(() => pages?.close());

/**
 * The development build's loader and chunks, in place of the production build's. The chunks the
 * server names in the page's data block are the production build's: they arrive empty, as the
 * development build's loader finds its own from the page's kinds.
 */
async function serveDevelopmentBuild(route: Route) {
  const path = new URL(route.request().url()).pathname.replace(/^\/dist\//, '');
  let body = 'export {};';
  try {
    body = readFileSync(development + path, 'utf8');
    served += 1;
  } catch {
    // A production chunk's name.
  }
  await route.fulfill({ contentType: 'text/javascript', body });
}

test("React's development build hydrates every page of the site, its event types one of each shape, with no warning", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths()), '/no-such-page'];
  const context = await browser.newContext();
  await context.route('**/dist/venue-elements.js', serveDevelopmentBuild);
  await context.route('**/dist/chunks/**', serveDevelopmentBuild);
  const page = await context.newPage();
  const heard: string[] = [];
  page.on('console', (message) => {
    // The unknown page's document answers 404, as it should: Chromium says so.
    if (page.url().endsWith('/no-such-page') && message.text().includes('status of 404')) return;
    if (message.type() === 'error' || message.type() === 'warning') heard.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`${page.url()}: ${error.message}`));
  let hydrated = 0;
  for (const path of paths) {
    await page.goto(`${pages.url}/site/${path.replace(/^\//, '')}`);
    // Every part goes live.
    await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '', { timeout: 30_000 });
    hydrated += 1;
  }
  // React's development build logs in the console; read once the last page has settled.
  await page.waitForTimeout(500);
  expect(heard).toEqual([]);
  expect(hydrated).toBe(paths.length);
  // The development build is what hydrated.
  expect(served).toBeGreaterThan(3);
  console.log(`hydrated ${hydrated} pages with React's development build`);
  await context.close();
});
