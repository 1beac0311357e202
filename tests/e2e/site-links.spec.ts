import { expect, test, type Page } from '@playwright/test';
import { isChunk } from '../chunks';
import { FINGERPRINT, newMember } from './shop-helpers';
import { api, hashSite, logInAsMember, main, site } from './site-helpers';

/**
 * Every link a screen renders goes through the site's navigation (useLink): under the site's
 * base in path routing, `#/path` in hash routing, followed client-side without a page load.
 */
const MODES = [
  { name: 'path routing under /site', at: site, href: (path: string) => `/site${path}` },
  { name: 'hash routing', at: hashSite, href: (path: string) => `#${path}` },
];

/** The member's session stored as the SDK stores it, before the site's code runs. */
async function logInAs(page: Page, token: string) {
  const user = await (
    await page.request.get(`${api()}/api/v1/cognito/user/authUser`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  await page.addInitScript(
    ({ token, user, fingerprint }) => {
      if (window !== window.top) return;
      localStorage.setItem(
        'venue-elements/session',
        JSON.stringify({ access_token: token, refresh_token: '', auth_fingerprint: fingerprint, link_active: true }),
      );
      localStorage.setItem('venue-elements/user', JSON.stringify(user));
    },
    { token, user: user.data ?? user.user ?? user, fingerprint: FINGERPRINT },
  );
}

/**
 * Opens `path`, checks that every link in the page's main content is a site href (or leaves the
 * origin), then follows each named link from a fresh view of the screen: the address shows its
 * route and the page was not loaded again.
 */
async function followEveryLink(page: Page, mode: (typeof MODES)[number], path: string, links: Record<string, string>, ready: string) {
  await page.goto(mode.at(path));
  await expect(main(page).getByText(ready).first()).toBeVisible();
  const hrefs = await main(page)
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    if (/^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    expect(href, `a link on ${path}`).toMatch(mode.name === 'hash routing' ? /^#\// : /^\/site\//);
  }
  for (const [name, target] of Object.entries(links)) {
    await page.goto(mode.at(path));
    const link = main(page).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', mode.href(target));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await link.click();
    await expect(page).toHaveURL(
      mode.name === 'hash routing' ? new RegExp(`#${target.replace(/[?]/g, '\\$&')}$`) : new RegExp(`/site${target}$`),
    );
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), `${name} on ${path}`).toBe(true);
    await expect(main(page).locator('[part=page], .not-found, [part=base], [part=cart], [part=checkout]').first()).toBeVisible();
    await expect(main(page).locator('.not-found')).toHaveCount(0);
  }
}

for (const mode of MODES) {
  test.describe(`links of every screen, ${mode.name}`, () => {
    test('login, sign-up, the empty cart, a visitor’s invoice and the not-found page', async ({ page }) => {
      test.setTimeout(90_000);
      await followEveryLink(page, mode, '/login', { 'Sign up': '/signup' }, 'Log in');
      await followEveryLink(page, mode, '/signup', { 'Log in': '/login' }, 'Already have an account?');
      await followEveryLink(page, mode, '/cart', { 'Continue shopping': '/' }, 'Your cart is empty');
      await followEveryLink(page, mode, '/invoice/1', { 'Log in': '/login' }, 'Log in');
      await followEveryLink(page, mode, '/no-such-page', { 'Take me home': '/' }, 'Page not found');
    });

    test('the checkout of a member with an empty cart, and of a visitor', async ({ page }) => {
      test.setTimeout(90_000);
      // A visitor is sent to the site's login at once (loginRedirect), under its base or hash.
      await page.goto(mode.at('/checkout'));
      await expect(page).toHaveURL(mode.name === 'hash routing' ? /#\/login$/ : /\/site\/login$/);
      await expect(main(page).getByRole('button', { name: 'Log in with a password instead' })).toBeVisible();
      const member = await newMember(page.request);
      await logInAs(page, member.token);
      // A new document, so that the stored session is read (a hash-only change would not load one).
      await page.goto('about:blank');
      await followEveryLink(page, mode, '/checkout', { 'Continue shopping': '/' }, 'Your cart is empty');
    });

    test('a member’s cart and an invoice after a declined payment', async ({ page }) => {
      test.setTimeout(90_000);
      const member = await newMember(page.request, { earlierSku: 'PASS-1' });
      await logInAs(page, member.token);
      await followEveryLink(page, mode, '/cart', { 'Continue shopping': '/', 'Check out': '/checkout' }, 'Your cart');
      // The card page came back declined.
      await page.route('**/api/v1/cognito/payment/checkPaid**', (route) =>
        route.fulfill({
          json: { success: false, message: 'Card declined', payment: { status: 'declined', kind: 'order', reference: '' } },
        }),
      );
      if (mode.name === 'hash routing') {
        // Hash routing keeps the payment's query before the hash (site-payment.spec).
        await page.goto(`${process.env.PAGES_URL}/site/hash.html?payum_token=declined#/invoice`);
        const back = main(page).getByRole('link', { name: 'Back to checkout' });
        await expect(back).toHaveAttribute('href', '#/checkout');
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        await back.click();
        await expect(page).toHaveURL(/#\/checkout$/);
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      } else await followEveryLink(page, mode, '/invoice?payum_token=declined', { 'Back to checkout': '/checkout' }, 'Card declined');
    });
  });
}

test('a standalone element follows the address it was given, and its default routes lead to the venue’s site', async ({ page }) => {
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/standalone-links.html`);
  await expect(page.locator('#cart').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    `${process.env.PAGES_URL}/site/`,
  );
  await expect(page.locator('#login').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/join');
  await expect(page.locator('#invoice').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `${process.env.PAGES_URL}/site/login`,
  );
  // A visitor's checkout and the cart button lead to the site's login, cart and checkout.
  await expect(page.locator('#checkout').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `${process.env.PAGES_URL}/site/login`,
  );
  await expect(page.locator('#cart-button').getByRole('link')).toHaveAttribute('href', `${process.env.PAGES_URL}/site/cart`);
  await page.locator('#cart').getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(`${process.env.PAGES_URL}/site/`);
});

test.describe('logging out inside the site goes home (000 §2, §4)', () => {
  test("from the login screen's 'Log out'", async ({ page }) => {
    await logInAsMember(page);
    await page.goto(site('/login'));
    await main(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(site('/'));
    await expect(main(page).locator('[part=page][data-page=home]')).toBeVisible();
  });

  test("from the header's 'Log out' on a page", async ({ page }) => {
    await logInAsMember(page);
    await page.goto(hashSite('/about'));
    await page.locator('venue-site header').getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(hashSite('/'));
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test("from the header's 'Log out' when the login flows' code cannot be loaded: the session ends all the same", async ({ page }) => {
    await logInAsMember(page);
    const refused: string[] = [];
    await page.route(/\/dist\/chunks\//, (route) => {
      if (!isChunk('account')(route.request().url())) return route.continue();
      refused.push(route.request().url());
      return route.abort();
    });
    await page.goto(hashSite('/about'));
    await page.locator('venue-site header').getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(hashSite('/'));
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(refused.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').access_token)).toBe('');
  });
});

test.describe('the navigation progress bar (000 §2)', () => {
  /** Counts the bar's appearances in the site's shadow root, from now on. */
  const watchBar = (page: Page) =>
    page.locator('venue-site').evaluate((el) => {
      const w = window as unknown as { bars: number };
      w.bars = 0;
      let shown = false;
      new MutationObserver(() => {
        const now = Boolean(el.shadowRoot!.querySelector('[role=progressbar]'));
        if (now && !shown) w.bars += 1;
        shown = now;
      }).observe(el.shadowRoot!, { childList: true, subtree: true });
    });
  const bars = (page: Page) => page.evaluate(() => (window as unknown as { bars: number }).bars);
  const bar = (page: Page) => page.locator('venue-site [role=progressbar]');

  test('shows on each client-side navigation to another path, a page or a screen, and goes when it is done', async ({ page }) => {
    await page.goto(site('/'));
    await expect(main(page).locator('[part=page][data-page=home]')).toBeVisible();
    await watchBar(page);
    await page.locator('venue-site header nav').getByRole('link', { name: 'About', exact: true }).click();
    await expect(main(page).locator('[part=page][data-page=about]')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await bars(page)).toBe(1);
    // A screen, with nothing to fetch: the bar shows all the same.
    await page.locator('venue-site header nav').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Log in with a password instead' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await bars(page)).toBe(2);
    // Back to a page already seen (served from cache), by the browser's back button.
    await page.goBack();
    await expect(main(page).locator('[part=page][data-page=about]')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await bars(page)).toBe(3);
  });
});
