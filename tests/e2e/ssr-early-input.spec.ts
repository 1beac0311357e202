import { expect, test, type Page } from '@playwright/test';
import { api, main, startRenderedSite } from './site-helpers';

/**
 * A visitor who clicks or sends a form on the server-rendered site before its code is live loses
 * nothing: the element holds the click or the submission (loader/rendered) and does it again as
 * it hydrates, and a form sent meanwhile never goes natively (its fields in the address).
 */
let pages: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  pages = await startRenderedSite();
});
test.afterAll(() => pages?.close());
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Opens a rendered page with the kit (React) held back until `release()`, once the loader holds input. */
async function openHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunks/kit-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${pages.url}/site${path}`);
  await page.waitForFunction(() => typeof window.VenueElements?.releaseInput === 'function');
  return release;
}

test('the menu pressed before the page is live opens at once, and stays open as the page comes alive', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await openHeld(page, '/');
  const menu = page.locator('venue-site').getByRole('button', { name: 'Menu', exact: true });
  const gallery = page.locator('venue-site nav a', { hasText: 'Gallery' });
  await expect(gallery).toBeHidden();
  await menu.click();
  // The browser's own popover: open with no code. The toggle carries no aria-expanded the server
  // wrote, which would say closed: the browser tells a popover's toggle open by itself.
  await expect(gallery).toBeVisible();
  await expect(menu).not.toHaveAttribute('aria-expanded');
  await page.waitForTimeout(300);
  release();
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  // Pressed once: still open once every part is live, and not done again; live, React says so.
  await page.waitForTimeout(300);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(gallery).toBeVisible();
  // Live: its close button closes it, and a press opens it again.
  await page.locator('venue-site').getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test("a press on a control before the page is live reaches none of the page's own listeners: React would hydrate the whole page in its task", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await openHeld(page, '/');
  // Listening where React listens (on the element's shadow root, after the loader), as React does.
  await page.evaluate(() => {
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    const root = document.querySelector('venue-site')!.shadowRoot!;
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'])
      root.addEventListener(type, (event) => heard.push(event.type), true);
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  const menu = page.locator('venue-site').getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await menu.dispatchEvent('touchstart');
  await menu.dispatchEvent('touchend');
  expect(await heard()).toEqual([]);
  release();
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Live, a press is the page's again.
  const close = page.locator('venue-site').getByRole('button', { name: 'Close' });
  await close.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await heard()).toEqual(expect.arrayContaining(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']));
});

test('an e-mail typed and sent before the page is live is sent once it is, never natively', async ({ page }) => {
  const release = await openHeld(page, '/login');
  const loaded = page.url();
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().startsWith(api()) && sent.push(request.postData() ?? ''));
  const email = main(page).getByRole('textbox', { name: /^E-mail address/ });
  await email.fill('demo@venue.example');
  await email.press('Enter');
  await page.waitForTimeout(300);
  // Not sent natively: the page is the same page, with no field in its address.
  expect(page.url()).toBe(loaded);
  expect(sent).toEqual([]);
  release();
  await expect(
    main(page)
      .getByText(/demo@venue\.example/)
      .first(),
  ).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: /^Code/ })).toBeVisible();
  expect(sent.some((body) => body.includes('demo@venue.example'))).toBe(true);
  expect(page.url()).toBe(loaded);
});

test('a button pressed before the page is live does its work once it is', async ({ page }) => {
  const release = await openHeld(page, '/login');
  await main(page).getByRole('button', { name: 'Log in with a password instead' }).click();
  release();
  await expect(main(page).getByRole('textbox', { name: /^Password/ })).toBeVisible();
});

test('Add to cart pressed before the page is live adds the product once it is', async ({ page }) => {
  const release = await openHeld(page, '/shop');
  await main(page).getByRole('button', { name: 'Add to cart' }).first().click();
  release();
  await expect(
    main(page)
      .getByText(/was added to your cart/)
      .first(),
  ).toBeAttached();
});

test('a key typed just as the page goes live is kept with what was typed before it', async ({ page }) => {
  // The moment the page hands back what it held: one more letter typed into the e-mail field then.
  await page.addInitScript(() => {
    const venue = ((window as unknown as { VenueElements: Record<string, unknown> }).VenueElements ??= {});
    let release: ((root: ShadowRoot, part?: Element) => void) | undefined;
    Object.defineProperty(venue, 'releaseInput', {
      configurable: true,
      set: (given) => (release = given),
      get: () =>
        release &&
        ((root: ShadowRoot, part?: Element) => {
          release!(root, part);
          const field = root.querySelector<HTMLInputElement>('input[type=email]');
          if (!field) return;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, `${field.value}u`);
          field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: 'u' }));
        }),
    });
  });
  const release = await openHeld(page, '/login');
  const email = main(page).getByRole('textbox', { name: /^E-mail address/ });
  await email.pressSequentially('demo@ven');
  release();
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect(email).toHaveValue('demo@venu');
  // And React has it: typing on goes on from there.
  await email.press('End');
  await email.pressSequentially('e.example');
  await expect(email).toHaveValue('demo@venue.example');
});
