import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A host page with a strict Content-Security-Policy (no inline styles or scripts, nothing but
 * its own origin and the API) shows every element of the manifest with no violation: styles go
 * through constructed sheets, no eval, no inline <style>.
 */
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string; demo?: string }[] }[];
};
const elements = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName !== 'venue-site');

test('a strict-CSP host shows every element with zero securitypolicyviolation events', async ({ page }) => {
  const pages = process.env.PAGES_URL!;
  const api = process.env.API_URL!;
  const policy = `default-src 'self'; connect-src 'self' ${api}; img-src 'self' ${api}; media-src 'self' ${api}; frame-src 'none'`;
  const body = elements.map((e) => `<section><h2>${e.tagName}</h2><${e.tagName} ${e.demo ?? ''}></${e.tagName}></section>`).join('\n');
  await page.route(`${pages}/csp-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': policy },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP host</title>
<script src="/dist/venue-elements.js" data-api="${api}" defer></script></head><body><h1>Strict CSP</h1>${body}<p id="after">Host text</p></body></html>`,
    }),
  );
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy|Refused/.test(m.text()) && consoleErrors.push(m.text()));

  await page.goto(`${pages}/csp-host.html`);
  for (const { tagName } of elements) {
    // every element has rendered its content (not only a loading state)
    await expect
      .poll(() =>
        page.locator(tagName).evaluate((el) => {
          const root = el.shadowRoot?.querySelector('.venue-root');
          return Boolean(root?.textContent?.trim()) && !root!.querySelector('.spinner');
        }),
      )
      .toBe(true);
  }
  // styles really apply under the policy: the element's own sheets are adopted and lay it out
  const styled = await page
    .locator('venue-faq')
    .evaluate((el) => ({ sheets: el.shadowRoot!.adoptedStyleSheets.length, display: getComputedStyle(el).display }));
  expect(styled.sheets).toBeGreaterThan(2);
  expect(styled.display).toBe('block');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
