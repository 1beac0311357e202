import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import {
  api,
  collectErrors,
  goClientSide,
  hashSite,
  logInAsMember,
  logInWithPassword,
  main,
  NOT_YET,
  site,
  waitForPage,
} from './site-helpers';

interface SitemapEntry {
  url: string;
  seo_title: string;
  seo_meta_description: string;
}

test.describe('<venue-site>: the venue’s whole website', () => {
  test('every sitemap URL renders its content with no Unknown kind that exists and no console error', async ({ page, request }) => {
    test.setTimeout(180_000);
    const sitemap = ((await (await request.get(`${api()}/api/v1/cognito/domain/sitemap`)).json()) as { data: SitemapEntry[] }).data;
    expect(sitemap.length).toBeGreaterThan(30);
    // Logged in: unknown kinds show as 'Unknown <kind>' (visitors see nothing), so the walk sees them.
    await logInAsMember(page);
    const errors = collectErrors(page);
    await page.goto(site('/'));
    await waitForPage(page);
    for (const { url, seo_title } of sitemap) {
      await goClientSide(page, url);
      await expect(main(page).locator('[part=page]')).toBeVisible();
      // Its own content arrived: text beyond the loading state, and the head names the page.
      await expect.poll(() => page.title()).toContain(seo_title);
      await expect.poll(async () => (await main(page).innerText()).trim().length, { message: `${url} shows content` }).toBeGreaterThan(20);
      const unknown = await main(page).locator('.unknown-widget').allInnerTexts();
      const kinds = unknown.map((text) => text.replace(/^Unknown /, ''));
      expect(
        kinds.filter((kind) => !NOT_YET.has(kind)),
        `${url} shows Unknown for kinds the site renders`,
      ).toEqual([]);
    }
    // Spot checks of what the kinds render.
    await goClientSide(page, '/what-is-our-cancellation-and-refund-policy');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cancellation and refund policy' })).toBeVisible();
    await expect(main(page).getByText('$20 admin fee')).toBeVisible();
    await goClientSide(page, '/news');
    await expect(
      main(page)
        .getByRole('link', { name: /Read More/ })
        .first(),
    ).toBeVisible();
    await goClientSide(page, '/article/thank-you');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thank you to our volunteers' })).toBeVisible();
    await goClientSide(page, '/events/happy-laps');
    await expect(main(page).getByText('Upcoming Events')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the script tag’s data-site-url="/site/" is this origin’s /site/, taken without a warning', async ({ page }) => {
    const said: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type()) && !message.location().url.endsWith('/favicon.ico')) said.push(message.text());
    });
    await page.goto(site('/'));
    await waitForPage(page);
    expect(await page.evaluate(() => window.VenueElements?.getConfig?.().siteUrl)).toBe(`${process.env.PAGES_URL}/site/`);
    expect(said).toEqual([]);
  });

  test('a visitor sees nothing of an unknown kind; home offers Calendar, Book The Venue and Contact Us', async ({ page }) => {
    await page.goto(site('/'));
    await waitForPage(page);
    for (const name of ['Calendar', 'Book The Venue', 'Contact Us'])
      await expect(main(page).locator('[part=page]').getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(main(page).locator('.unknown-widget')).toHaveCount(0);
    // A link of the page navigates client-side: the document stays, the address changes.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await main(page).locator('[part=page]').getByRole('link', { name: 'Contact Us', exact: true }).first().click();
    await expect(page).toHaveURL(/\/site\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('links inside CMS HTML navigate client-side and fire venue-navigate', async ({ page }) => {
    await page.goto(site('/faq'));
    await waitForPage(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      (window as unknown as { paths: string[] }).paths = [];
      document.addEventListener('venue-navigate', (e) => (window as unknown as { paths: string[] }).paths.push(e.detail.path));
    });
    await main(page).getByRole('button', { name: 'Can I hire the venue?' }).click();
    // The href is the real address (open in a new tab, copy it): the site's base comes first.
    await expect(main(page).getByRole('link', { name: 'booking enquiry' })).toHaveAttribute('href', '/site/booking-enquiry');
    await main(page).getByRole('link', { name: 'booking enquiry' }).click();
    await expect(page).toHaveURL(/\/site\/booking-enquiry$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { paths: string[] }).paths)).toEqual(['/booking-enquiry']);
  });

  test('an unknown page shows the 404 screen, whose button goes home', async ({ page }) => {
    await page.goto(site('/no-such-page-here'));
    await expect(main(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main(page).getByText('Please visit our homepage to get where you need to go.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/site\/$/);
    await expect(main(page).locator('[part=page]')).toBeVisible();
  });

  test('the redirect table replaces the address on load', async ({ page }) => {
    // The sample redirect list is empty (001 §2): the test gives initialData one rule.
    await page.route('**/api/v1/cognito/domain/initialData', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      await route.fulfill({ response: reply, json: { ...body, redirects: [{ from: '/old-faq', to: '/faq' }] } });
    });
    await page.goto(site('/'));
    await waitForPage(page);
    await page.goto(site('/old-faq'));
    await expect(page).toHaveURL(/\/site\/faq$/);
    await expect(main(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    // Replaced, not pushed: back leaves /old-faq out.
    await page.goBack();
    await expect(page).toHaveURL(/\/site\/$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('/logout logs out and returns to /', async ({ page }) => {
    await logInAsMember(page);
    await page.goto(site('/about'));
    await waitForPage(page);
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.locator('venue-site header').getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/site\/$/);
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') || '{}').access_token)).toBeFalsy();
  });

  test('a logout the server forces takes the site to /', async ({ page }) => {
    await logInAsMember(page);
    await page.goto(site('/about'));
    await waitForPage(page);
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Profile' })).toBeVisible();
    // The server refuses the member's token on the next call (a revoked session).
    await page.route('**/api/v1/sell/cart/getCart', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': new URL(page.url()).origin, 'access-control-allow-credentials': 'true' },
        body: JSON.stringify({ code: 'TOKEN_INVALID', message: 'Signature verification failed' }),
      }),
    );
    await goClientSide(page, '/cart');
    await expect(page).toHaveURL(/\/site\/$/);
    await expect(page.locator('venue-site header').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the page takes the language shown: lang and dir on <html>', async ({ page }) => {
    await page.goto(site('/about'));
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() =>
      (window as unknown as { VenueElements: { setLanguage(l: string): Promise<string> } }).VenueElements.setLanguage('ar'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.evaluate(() =>
      (window as unknown as { VenueElements: { setLanguage(l: string): Promise<string> } }).VenueElements.setLanguage('de'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('/profile as a visitor goes to /login, and back to /profile after logging in', async ({ page }) => {
    await page.goto(site('/profile'));
    await expect(page).toHaveURL(/\/site\/login$/);
    await logInWithPassword(page);
    await expect(page).toHaveURL(/\/site\/profile$/);
    await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
  });

  test('/forgotpassword opens on password recovery, with a way back to log in', async ({ page }) => {
    await page.goto(site('/forgotpassword'));
    await expect(main(page).getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'E-mail me a recovery code' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Back to log in' }).click();
    await expect(main(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('a tab row works by keyboard', async ({ page }) => {
    await page.goto(site('/facts-and-questions'));
    const tabs = main(page).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel').getByRole('button', { name: 'Do I need a racing licence?' })).toBeVisible();
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel').getByRole('button', { name: 'What gear do riders need?' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });

  test('a block whose end_time has passed is hidden; one whose start_time arrives appears within a minute', async ({ page }) => {
    const now = new Date('2031-03-10T10:00:20');
    await page.clock.install({ time: now });
    const at = (offset: number) => {
      const d = new Date(now.getTime() + offset);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    // Content blocks come with the GraphQL Page (001 §3): the test gives the about page timed ones.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('pageContents')) return route.fallback();
      const reply = await route.fetch();
      const body = await reply.json();
      const block = (id: number, html: string, more: object = {}) => ({ id, sort_order: id, variables: JSON.stringify({ html }), ...more });
      if (body.data?.cognitoPage)
        body.data.cognitoPage.pageContents = [
          block(2, '<p>Block that has ended</p>', { end_time: at(-60_000) }),
          block(1, '<p>Block arriving soon</p>', { start_time: at(30_000) }),
          block(3, '<p>Block always here</p>'),
          block(4, '<p>Block deleted</p>', { deleted: true }),
        ];
      await route.fulfill({ response: reply, json: body });
    });
    await page.goto(site('/about'));
    await expect(main(page).getByText('Block always here')).toBeVisible();
    await expect(main(page).getByText('Block that has ended')).toHaveCount(0);
    await expect(main(page).getByText('Block deleted')).toHaveCount(0);
    await expect(main(page).getByText('Block arriving soon')).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(main(page).getByText('Block arriving soon')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('head tags follow the page: title, description, canonical, theme colours, favicons, structured data', async ({ page, request }) => {
    const sitemap = ((await (await request.get(`${api()}/api/v1/cognito/domain/sitemap`)).json()) as { data: SitemapEntry[] }).data;
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name=description]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
        themes: [...document.querySelectorAll('meta[name=theme-color]')].map(
          (m) => `${m.getAttribute('content')} ${m.getAttribute('media')}`,
        ),
        icons: [...document.querySelectorAll('link[rel=icon][data-venue-site]')].map((l) => l.getAttribute('media') ?? 'all'),
        data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent || '{}')),
      }));
    await page.goto(site('/faq'));
    await waitForPage(page);
    const faq = sitemap.find((e) => e.url === '/faq')!;
    await expect.poll(async () => (await head()).title).toBe(`${faq.seo_title} | Lakeside Park`);
    let tags = await head();
    expect(tags.description).toBe(faq.seo_meta_description);
    expect(tags.canonical).toMatch(/\/site\/faq$/);
    expect(tags.themes).toEqual(['#c8102e (prefers-color-scheme: light)', '#7a0a1c (prefers-color-scheme: dark)']);
    expect(tags.icons).toContain('all');
    expect(tags.data[0]).toMatchObject({ '@type': 'Organization', name: 'Lakeside Park Motorsport' });
    const faqData = tags.data;

    await goClientSide(page, '/article/wrap-up-for-grrs1-23');
    await expect.poll(async () => (await head()).data.map((d: { '@type': string }) => d['@type'])).toContain('Article');
    tags = await head();
    expect(tags.title).toBe('Wrap-up for GRRS round 1 | Lakeside Park');
    expect(tags.canonical).toMatch(/\/site\/article\/wrap-up-for-grrs1-23$/);
    const article = tags.data.find((d: { '@type': string }) => d['@type'] === 'Article');
    expect(article.headline.length).toBeLessThanOrEqual(110);

    await goClientSide(page, '/events/happy-laps');
    await expect.poll(async () => (await head()).data.filter((d: { '@type': string }) => d['@type'] === 'Event').length).toBeGreaterThan(0);
    expect((await head()).title).toBe('Happy Laps | Lakeside Park');

    // Back to a page with fewer: the events' structured data goes.
    await goClientSide(page, '/faq');
    await expect.poll(async () => (await head()).data).toEqual(faqData);
  });

  test('back and forward move between pages', async ({ page }) => {
    await page.goto(site('/'));
    await waitForPage(page);
    await page.locator('venue-site header').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(main(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page.locator('venue-site header').getByRole('link', { name: 'Latest News' }).click();
    await expect(main(page).getByRole('heading', { name: 'Latest news' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/site\/faq$/);
    await expect(main(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/site\/news$/);
    await expect(main(page).getByRole('heading', { name: 'Latest news' })).toBeVisible();
  });

  test('hash routing: #/path addresses, links and back', async ({ page }) => {
    await page.goto(hashSite('/faq'));
    await expect(main(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const link = page.locator('venue-site header').getByRole('link', { name: 'About', exact: true });
    await expect(link).toHaveAttribute('href', '#/about');
    await link.click();
    await expect(page).toHaveURL(/hash\.html#\/about$/);
    await expect(main(page).locator('[part=page][data-page=about]')).toBeVisible();
    await page.goto(hashSite('/faq'));
    await main(page).getByRole('button', { name: 'Can I hire the venue?' }).click();
    const cmsLink = main(page).getByRole('link', { name: 'booking enquiry' });
    await expect(cmsLink).toHaveAttribute('href', '#/booking-enquiry');
    await cmsLink.click();
    await expect(page).toHaveURL(/hash\.html#\/booking-enquiry$/);
    await expect(main(page).locator('[part=page][data-page=booking-enquiry]')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/hash\.html#\/faq$/);
    await expect(main(page).getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  });

  test('search finds pages, articles and events', async ({ page }) => {
    await page.goto(site('/search'));
    await main(page).getByLabel('Search pages, news and events').fill('volunteers');
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/site\/search\/volunteers$/);
    await main(page).getByRole('link', { name: 'Thank you to our volunteers' }).click();
    await expect(page).toHaveURL(/\/site\/article\/thank-you$/);
  });

  test('axe finds no violations on the site’s pages and screens', async ({ page, request }) => {
    test.setTimeout(180_000);
    const sitemap = ((await (await request.get(`${api()}/api/v1/cognito/domain/sitemap`)).json()) as { data: SitemapEntry[] }).data;
    const paths = [
      ...sitemap.filter((e) => !e.url.startsWith('/events/') || e.url === '/events/happy-laps').map((e) => e.url),
      '/no-such-page',
      '/search/laps',
      '/login',
      '/signup',
      '/cart',
    ];
    await page.goto(site('/'));
    await waitForPage(page);
    const found: string[] = [];
    for (const path of paths) {
      await goClientSide(page, path);
      await expect(main(page).locator('[part=page], .not-found, [part=search], h2, h1').first()).toBeVisible();
      await page.waitForTimeout(300);
      // Rows that fade in (aos) are read once their transitions end: mid-fade, text reads as low contrast.
      await page.waitForFunction(() =>
        document
          .querySelector('venue-site')!
          .shadowRoot!.getAnimations()
          .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      for (const v of await axeViolations(page, 'venue-site')) found.push(`${path}: ${v.id} ${v.help} ${v.targets.join(' ')}`);
    }
    expect(found).toEqual([]);
  });

  test('the update banner: a new service worker waits, the banner offers it, Update applies it', async ({ page }) => {
    await page.goto(site('/faq'));
    await waitForPage(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const banner = page.locator('venue-site [part=update-banner]');
    await expect(banner).toHaveCount(0);
    // A new version of the worker (another script URL on the same scope) installs and waits.
    await page.evaluate(() => navigator.serviceWorker.register('/site/sw.js?v=2', { updateViaCache: 'none' }));
    await expect(banner).toContainText('New content available');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    // Still waiting: the next navigation applies it with a full load of the new address.
    await page.locator('venue-site header').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/site\/about$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('sw.js?v=2'), undefined, { timeout: 15_000 });
    await expect(main(page).locator('[part=page][data-page=about]')).toBeVisible();
  });
});
