import { expect, test } from '@playwright/test';

/**
 * A host page with a strict Content-Security-Policy (no inline styles or scripts, nothing but
 * its own origin and the API) shows every element of the manifest with no violation: styles go
 * through constructed sheets, no eval, no inline <style>.
 */
test('a strict-CSP host shows every element with zero securitypolicyviolation events', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  const cspErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy|Refused/.test(m.text()) && cspErrors.push(m.text()));

  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/csp.html`);
  // (document.querySelectorAll: Playwright's own selectors would reach into the shadow roots)
  const listed = () => page.evaluate(() => [...document.querySelectorAll('#elements > section > :not(h2)')].map((el) => el.localName));
  await expect.poll(async () => (await listed()).length).toBeGreaterThan(10);
  const tags = await listed();
  for (const tag of tags) {
    // every element shows its content: not a loading state, not an error
    await expect
      .poll(
        () =>
          page
            .locator(tag)
            .first()
            .evaluate((el) => {
              const root = el.shadowRoot?.querySelector('.venue-root');
              // <venue-keep-awake> shows nothing by design: its one hidden marker is its content.
              const shown = Boolean(root?.textContent?.trim()) || root?.firstElementChild?.matches('[hidden]:only-child');
              return Boolean(shown) && !root!.querySelector('.spinner, .alert[data-tone=danger]');
            }),
        { message: tag },
      )
      .toBe(true);
  }
  // the styles really apply under the policy: adopted sheets lay the element out
  const styled = await page
    .locator('venue-faq')
    .evaluate((el) => ({ sheets: el.shadowRoot!.adoptedStyleSheets.length, display: getComputedStyle(el).display }));
  expect(styled.sheets).toBeGreaterThan(2);
  expect(styled.display).toBe('block');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(cspErrors).toEqual([]);

  // Viewed again, the loader reserves each element's remembered height on the element itself
  // (CSSOM, which the policy allows): still not one violation.
  await page.addInitScript(() => {
    const reserved: string[] = ((window as unknown as { reserved: string[] }).reserved = []);
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.style?.getPropertyValue('--venue-remembered')) reserved.push(el.localName);
      }
    }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
  await page.reload();
  // <venue-keep-awake> has no height to remember.
  const boxed = tags.filter((tag) => tag !== 'venue-keep-awake');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { reserved: string[] }).reserved.length))
    .toBeGreaterThanOrEqual(boxed.length);
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-venue-ready]').length)).toBeGreaterThanOrEqual(tags.length);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(cspErrors).toEqual([]);
});
