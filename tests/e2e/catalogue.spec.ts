import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** The catalogue page (demo/index.html, demo/catalogue.js, demo/demo.css) as a developer meets it. */
const catalogue = () => `${process.env.PAGES_URL}/demo/index.html`;

/** Every live element has rendered its first content (the loader's data-venue-ready). */
async function allReady(page: Page) {
  await expect(page.locator('section.element').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('.live > *')
        .evaluateAll((all) =>
          all.filter((el) => el.localName.startsWith('venue-') && !el.hasAttribute('data-venue-ready')).map((el) => el.localName),
        ),
    )
    .toEqual([]);
}

async function logIn(page: Page) {
  const login = page.locator('#venue-login venue-login');
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill('demo@venue.example');
  await login.locator('input[name=password]').fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('#venue-user-menu venue-user-menu').getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

/** Every link on the page, shadow roots included, with what it points at. */
function links(page: Page) {
  return page.evaluate(() => {
    const found: { href: string; raw: string; text: string; host: string; target: boolean }[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (!(el instanceof HTMLAnchorElement) || !el.getAttribute('href')) continue;
        const url = new URL(el.href);
        const sameDocument = url.origin === location.origin && url.pathname === location.pathname && url.hash !== '';
        const id = decodeURIComponent(url.hash.slice(1));
        found.push({
          href: el.href,
          raw: el.getAttribute('href')!,
          text: el.textContent!.trim(),
          host: (root as ShadowRoot).host?.localName ?? 'page',
          target: sameDocument ? Boolean(root.getElementById(id) ?? document.getElementById(id)) : true,
        });
      }
    };
    walk(document);
    return found;
  });
}

test.describe('the element catalogue', () => {
  test('axe finds nothing on the whole page, for a visitor and for the demo member', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(catalogue());
    await allReady(page);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('catalogue-1280.png') });
    await logIn(page);
    await allReady(page);
    expect(await axeViolations(page, 'body')).toEqual([]);
  });

  for (const width of [320, 375]) {
    test(`no sideways scroll at ${width} px, for a visitor and for the demo member`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(catalogue());
      await allReady(page);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`catalogue-${width}.png`) });
      await logIn(page);
      await allReady(page);
      expect(await overflow()).toBeLessThanOrEqual(0);
      if (width === 375) expect(await axeViolations(page, 'body')).toEqual([]);
    });
  }

  test('descriptions show their Markdown rendered, not raw', async ({ page }) => {
    await page.goto(catalogue());
    const events = page.locator('#venue-account table').filter({ has: page.locator('caption', { hasText: 'Events' }) });
    await expect(events.locator('td code', { hasText: '{ message, element }' })).toBeVisible();
    const raw = await page
      .locator('section.element')
      .evaluateAll((all) =>
        all.flatMap((s) => [...s.querySelectorAll(':scope > p, td')].map((el) => el.textContent!)).filter((t) => /`|\*\*/.test(t)),
      );
    expect(raw).toEqual([]);
  });

  test("links lead somewhere: 'Log in' to the login section, other pages answer", async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto(catalogue());
    await allReady(page);

    const all = await links(page);
    expect(all.filter((l) => !l.target).map((l) => `${l.host}: ${l.raw}`)).toEqual([]);
    // No siteUrl unless the venue's site is served here (<venue-site>, at /site/).
    const site = await page.evaluate(() => window.VenueElements?.getConfig?.().siteUrl ?? '');
    if (site) expect((await request.get(`${site}/`)).status()).toBeLessThan(400);
    const local = new Map(
      all
        .filter((l) => new URL(l.href).hash === '' && [process.env.PAGES_URL, process.env.API_URL].includes(new URL(l.href).origin))
        .map((l) => [l.href, l]),
    );
    for (const [href, l] of local) {
      const status = (await request.get(href)).status();
      if (status < 400) continue;
      // A path of the venue's site in CMS content (a FAQ answer, a slide's button) that the
      // element leaves relative to the host page instead of the siteUrl (reported): it must at
      // least be a page of the venue's site.
      expect(l.host !== 'page' && site, `${l.host}: ${l.raw} answers ${status}`).toBeTruthy();
      expect((await request.get(`${site}${new URL(href).pathname}`)).status(), `${site}${new URL(href).pathname}`).toBeLessThan(400);
    }
    for (const url of await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (s) => JSON.stringify(JSON.parse(s.textContent!)).match(/"url":"[^"]+"/g) ?? [],
      ),
    )) {
      const href = JSON.parse(`{${url}}`).url as string;
      if (href.startsWith(process.env.PAGES_URL!)) expect((await request.get(href)).status(), href).toBeLessThan(400);
    }

    // The user menu's 'Log in' leads to the login element's section.
    await page.locator('#venue-user-menu venue-user-menu').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#venue-login$/);
    await expect(page.locator('#venue-login-title')).toBeInViewport();
  });

  test('the demo invoice is the demo member’s own', async ({ page }) => {
    await page.goto(catalogue());
    await logIn(page);
    const invoice = page.locator('#venue-invoice venue-invoice');
    await expect(invoice.getByRole('heading', { name: 'Invoice 1' })).toBeVisible();
    await expect(invoice.locator('[part=status]')).toHaveText('Paid');
    await expect(invoice).not.toContainText('No invoice of yours has this number');
  });

  test('the host-events panel folds away and never covers an element', async ({ page }) => {
    test.setTimeout(60_000);
    const panel = page.locator('aside.events');
    const overlaps = () =>
      page.evaluate(() => {
        const a = document.querySelector('aside.events')!.getBoundingClientRect();
        return [...document.querySelectorAll('section.element')]
          .filter((s) => {
            const b = s.getBoundingClientRect();
            return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          })
          .map((s) => s.id);
      });

    // Narrow: folded above the catalogue, in the flow; opened, it pushes the catalogue down.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(catalogue());
    await allReady(page);
    await expect(panel.locator('details')).not.toHaveAttribute('open');
    expect(await overlaps()).toEqual([]);
    await logIn(page);
    await expect(panel.locator('summary')).toContainText('1');
    await panel.locator('summary').click();
    await expect(panel.getByText('venue-login', { exact: true })).toBeVisible();
    expect(await overlaps()).toEqual([]);
    await page.mouse.wheel(0, 3000);
    expect(await overlaps()).toEqual([]);

    // Wide: open in a column of its own, beside the catalogue wherever it is scrolled.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(catalogue());
    await allReady(page);
    await expect(panel.locator('details')).toHaveAttribute('open');
    for (const y of [0, 2500, 6000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(panel).toBeInViewport();
      expect(await overlaps()).toEqual([]);
    }
  });

  test('code snippets are reachable by keyboard and copy with one click', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(catalogue());
    const snippets = page.locator('pre.snippet');
    await expect(snippets.first()).toBeVisible();
    for (const snippet of await snippets.all()) {
      await expect(snippet).toHaveAttribute('tabindex', '0');
      await expect(snippet).toHaveAttribute('aria-label', /./);
    }
    const faq = page.locator('#venue-faq');
    await faq.getByRole('button', { name: 'Copy the snippet for <venue-faq>' }).click();
    await expect(faq.getByRole('button', { name: 'Copy the snippet for <venue-faq>' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await faq.locator('pre.snippet').textContent());
  });
});
