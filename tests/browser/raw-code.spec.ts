import { expect, test, type Page } from '@playwright/test';
import { bundle, mount } from './harness';

/** raw_code (001 §3, DESIGN Security): its scripts run in a sandboxed frame that cannot reach the page, sized to its content. */
const ENTRY = 'raw-code-entry.tsx';
const frameOf = (page: Page) => page.locator('venue-raw-code iframe');
const heightOf = async (page: Page) => (await frameOf(page).boundingBox())!.height;

/** An element whose html attribute is `html` (escaped for an attribute). */
const element = (html: string) => `<venue-raw-code html="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></venue-raw-code>`;

test('its scripts run, but not with the page: no DOM, no storage, no cookies', async ({ page }) => {
  await mount(
    page,
    element(`<p>Book a session</p><output id="out"></output><script>
      const tries = [];
      try { tries.push('dom:' + parent.document.title); } catch (e) { tries.push('dom:blocked'); }
      try { tries.push('storage:' + localStorage.length); } catch (e) { tries.push('storage:blocked'); }
      try { tries.push('cookie:' + document.cookie); } catch (e) { tries.push('cookie:blocked'); }
      document.getElementById('out').textContent = tries.join(' ');
    </script>`),
    ENTRY,
  );
  const frame = page.frameLocator('venue-raw-code iframe');
  await expect(frame.locator('#out')).toHaveText('dom:blocked storage:blocked cookie:blocked');
  const sandbox = (await frameOf(page).getAttribute('sandbox'))!.split(/\s+/).sort();
  expect(sandbox).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
});

test('the frame takes its content’s height, and follows it when a script changes it', async ({ page }) => {
  await mount(
    page,
    element(
      `<div id="box" style="height: 640px">Calendar</div><button id="grow" onclick="document.getElementById('box').style.height = '900px'">More</button>`,
    ) + '<p id="after">After the embed</p>',
    ENTRY,
  );
  await expect.poll(() => heightOf(page)).toBeGreaterThan(640);
  expect(await heightOf(page)).toBeLessThan(720);
  // the page's own text sits right below the content
  const frameBottom = await frameOf(page).evaluate((el) => el.getBoundingClientRect().bottom);
  const after = await page.locator('#after').evaluate((el) => el.getBoundingClientRect().top);
  expect(after - frameBottom).toBeLessThan(40);
  await page.frameLocator('venue-raw-code iframe').locator('#grow').click();
  await expect.poll(() => heightOf(page)).toBeGreaterThan(900);
  // set through CSSOM on the frame, never as a style attribute written by markup
  expect(await frameOf(page).evaluate((el) => el.style.height)).toMatch(/^\d+px$/);
});

test('a height posted by anything but its own frame is ignored', async ({ page }) => {
  await mount(page, element('<p>Short</p>'), ENTRY);
  await expect.poll(() => frameOf(page).evaluate((el) => el.style.height)).toMatch(/^\d+px$/);
  expect(await heightOf(page)).toBeLessThan(120);
  await page.evaluate(() => window.postMessage({ 'venue-raw-code-height': 3000 }, '*'));
  await page.waitForTimeout(200);
  // The frame may still post its own height again (after its load), never the forged one.
  expect(await heightOf(page)).toBeLessThan(120);
});

test('under a strict host policy the page has no violation and the markup still shows', async ({ page }) => {
  const origin = 'http://strict.test';
  const script = await bundle(ENTRY);
  await page.route(`${origin}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/entry.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>strict</title><script src="/entry.js" defer></script></head><body>${element('<table><tr><td>Helmet</td><td>$25</td></tr></table>')}</body></html>`,
    });
  });
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    if (window === window.top) document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective), true);
  });
  await page.goto(`${origin}/`);
  await expect(page.frameLocator('venue-raw-code iframe').getByText('Helmet')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
