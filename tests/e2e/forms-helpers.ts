import { expect, type Locator, type Page } from '@playwright/test';

export const api = () => process.env.API_URL!;
export const demo = () => `${process.env.PAGES_URL}/demo/forms.html`;

export const FINGERPRINT = 'e2eFormsFingerprint01';

// The same console and request recorders as the shop's tests.
export { collectErrors, recordCalls as recordPosts } from './shop-helpers';

/** The `detail`s of a host event heard on the document, in order. */
export async function hostEvents(page: Page, name: string) {
  const seen: unknown[] = [];
  await page.exposeFunction(`heard_${name.replace(/-/g, '_')}`, (detail: unknown) => seen.push(detail));
  await page.addInitScript((event) => {
    document.addEventListener(event, (e) => {
      (window as unknown as Record<string, (d: unknown) => void>)[`heard_${event.replace(/-/g, '_')}`]((e as CustomEvent).detail);
    });
  }, name);
  return seen;
}

/**
 * Logs a member in with a password through the API and stores the session as the SDK stores it,
 * then opens `url` (the login screen itself is the accounts suite's to test).
 */
export async function logIn(page: Page, url: string, email = 'demo@venue.example', password = 'demo1234') {
  const reply = await page.request.post(`${api()}/api/v1/cognito/user/login`, {
    data: { username: email, password, fingerprint: FINGERPRINT },
  });
  expect(reply.ok()).toBe(true);
  const tokens = (await reply.json()) as { access_token: string; refresh_token: string };
  const me = await (
    await page.request.get(`${api()}/api/v1/cognito/user/authUser`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  // Stored from a page of the same origin that runs no SDK: a running element would write its own
  // (logged-out) session back over it.
  await page.goto(`${process.env.PAGES_URL}/demo/demo.css`);
  await page.evaluate(
    ({ tokens, user, fingerprint }) => {
      const session = JSON.parse(localStorage.getItem('venue-elements/session') || '{}');
      localStorage.setItem(
        'venue-elements/session',
        JSON.stringify({
          ...session,
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          auth_fingerprint: fingerprint,
        }),
      );
      localStorage.setItem('venue-elements/user', JSON.stringify(user));
    },
    { tokens, user: me.data ?? me.user ?? me, fingerprint: FINGERPRINT },
  );
  await page.goto(url);
}

/** Screenshots of one part of the page at phone and desktop widths. */
export async function screenshots(page: Page, selector: string, name: string, outputPath: (name: string) => string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(selector).screenshot({ path: outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the paid track-day form and sends it: after this the visitor is on the card page. */
export async function sendTrackDayForm(page: Page, form: Locator, vehicle = 'Mazda MX-5') {
  await form.getByLabel('Driver name').fill('Sam Shopper');
  await form.getByLabel('Vehicle').fill(vehicle);
  await form.getByRole('combobox', { name: /Class/ }).selectOption('car');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/dev\/pay\//);
}
