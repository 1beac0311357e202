import { expect, test, type Page } from '@playwright/test';
import { HIDDEN_ELEMENTS } from '../e2e/hidden-elements';
import { fixture, logInThroughOutbox, newMember } from '../e2e/shop-helpers';
import { api, collectErrors, goClientSide, logInAsMember, logInWithPassword, main, NOT_YET, site, waitForPage } from '../e2e/site-helpers';

/**
 * The script-tag build on React 19 (playwright.config.ts): the four things a visitor of the venue
 * does first, on the runtime bundler users render with.
 */

/**
 * The venue elements on the page that have rendered with React itself: react-dom marks every
 * node it creates with a `__reactFiber$…` key, which preact/compat never sets.
 */
function renderedByReact(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('venue-') && el.shadowRoot)
      .filter((el) =>
        [...el.shadowRoot!.querySelectorAll('*')].some((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'))),
      )
      .map((el) => el.localName),
  );
}

/** What each live element of the catalogue shows: its tag, text, and any spinner or error. */
function catalogueState(page: Page) {
  return page.locator('.live > *').evaluateAll((all) =>
    all
      .filter((el) => el.localName.startsWith('venue-'))
      .map((el) => {
        const root = el.shadowRoot?.querySelector<HTMLElement>('.venue-root');
        return {
          tag: el.localName,
          ready: el.hasAttribute('data-venue-ready'),
          text: (root?.innerText.trim().length ?? 0) > 0,
          spinner: Boolean(root?.querySelector('.spinner')),
          errors: [...(root?.querySelectorAll('[part=alert][data-tone=danger]') ?? [])].map((a) => a.textContent),
        };
      }),
  );
}

async function expectEveryElementShown(page: Page) {
  const tags = await page.locator('.live > *').evaluateAll((all) => all.map((el) => el.localName).filter((t) => t.startsWith('venue-')));
  expect(tags.length, 'the catalogue shows every element but the site').toBeGreaterThan(20);
  // Twenty-five elements' code and data on one page: on a busy machine that takes a while.
  await expect
    .poll(
      async () =>
        (await catalogueState(page)).filter((e) => !e.ready || e.spinner || (!e.text && !HIDDEN_ELEMENTS.has(e.tag))).map((e) => e.tag),
      { timeout: 60_000 },
    )
    .toEqual([]);
  expect((await catalogueState(page)).filter((e) => e.errors.length)).toEqual([]);
  expect((await renderedByReact(page)).sort()).toEqual([...tags].sort());
}

test('every element of the catalogue renders with React 19, for a visitor and for the demo member', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await page.goto(`${process.env.PAGES_URL}/demo/index.html`);
  await expect(page.locator('section.element').first()).toBeVisible();
  await expectEveryElementShown(page);

  const login = page.locator('#venue-login venue-login');
  await logInWithPasswordIn(login);
  await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expectEveryElementShown(page);
  await expect(page.locator('#venue-account venue-account')).not.toContainText('Please log in');
  expect(errors).toEqual([]);
});

/** The login element's password form, as a visitor fills it in (the catalogue's own <venue-login>). */
async function logInWithPasswordIn(login: ReturnType<Page['locator']>) {
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill('demo@venue.example');
  await login.locator('input[name=password]').fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('<venue-site>: every sitemap URL renders its content, with no Unknown kind and no console error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = (
    (await (await request.get(`${api()}/api/v1/cognito/domain/sitemap`)).json()) as { data: { url: string; seo_title: string }[] }
  ).data;
  expect(sitemap.length).toBeGreaterThan(30);
  // Logged in, unknown kinds show as 'Unknown <kind>' (visitors see nothing), so the walk sees them.
  await logInAsMember(page);
  const errors = collectErrors(page);
  await page.goto(site('/'));
  await waitForPage(page);
  expect(await renderedByReact(page)).toContain('venue-site');
  for (const { url, seo_title } of sitemap) {
    await goClientSide(page, url);
    await expect(main(page).locator('[part=page]')).toBeVisible();
    await expect.poll(() => page.title()).toContain(seo_title);
    await expect.poll(async () => (await main(page).innerText()).trim().length, { message: `${url} shows content` }).toBeGreaterThan(20);
    const unknown = (await main(page).locator('.unknown-widget').allInnerTexts()).map((text) => text.replace(/^Unknown /, ''));
    expect(
      unknown.filter((kind) => !NOT_YET.has(kind)),
      `${url} shows Unknown for kinds the site renders`,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('<venue-site>: /profile as a visitor → /login → a password login → /profile', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(site('/profile'));
  await expect(page).toHaveURL(/\/site\/login$/);
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/site\/profile$/);
  await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
  expect(await renderedByReact(page)).toContain('venue-site');
  expect(errors).toEqual([]);
});

test('checkout: a member logged in by the e-mailed link places an order and reaches the payment page, then the paid invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await newMember(page.request, { earlierSku: 'PASS-1' });
  await logInThroughOutbox(page, member, fixture('shop-checkout.html'));
  const checkout = page.locator('#checkout');
  await expect(checkout.locator('.checkout-lines li')).toHaveCount(1);
  expect(await renderedByReact(page)).toContain('venue-checkout');
  await expect(checkout.getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
  await checkout.getByRole('radio', { name: 'Standard Post $9.95' }).check();
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/dev\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/shop-invoice\.html\?payum_token=/);
  const invoice = page.locator('#invoice');
  await expect(invoice.locator('[part=payment-status]')).toHaveText('Thank you! Your payment was received.');
  await expect(invoice.locator('[part=status]')).toHaveText('Paid');
});
