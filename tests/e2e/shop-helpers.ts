import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const api = () => process.env.API_URL!;
export const fixture = (name: string) => `${process.env.PAGES_URL}/tests/browser/fixtures/${name}`;

/** Console errors and page errors (the fixtures' missing favicon aside). */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon|Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The request bodies of one API call, in order. */
export function recordCalls(page: Page, call: string) {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes(call) && request.method() === 'POST') seen.push(JSON.parse(request.postData() || '{}'));
  });
  return seen;
}

/** The member's orders (newest first), straight from the back end. */
export async function ordersOf(request: APIRequestContext, accessToken: string) {
  const reply = await request.get(`${api()}/api/v1/sell/invoice`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await reply.json()) as { data: { id: number; status: string; total_amount: number }[] }).data;
}

export const FINGERPRINT = 'e2eShopFingerprint001';

async function latestMail(request: APIRequestContext, email: string, base = api()) {
  let mail: { link?: string; code?: string } | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`${base}/dev/outbox.json`, { params: { to: email } });
      const body = await reply.json();
      mail = (Array.isArray(body) ? body : body.data)?.[0];
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

export interface Member {
  email: string;
  /** API tokens for setting up the member (not the browser's session). */
  token: string;
  /** The back end the member belongs to. */
  api: string;
}

/**
 * A fresh member of its own (so parallel suites never share a cart or an address), signed up
 * through registerLink and the outbox code, with a saved address and, optionally, an earlier
 * cart of its own, on the worker's back end or another (`base`: its strict one).
 */
export async function newMember(
  request: APIRequestContext,
  { earlierSku, base = api() }: { earlierSku?: string; base?: string } = {},
): Promise<Member> {
  const email = `shop-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@venue.example`;
  const signup = await request.post(`${base}/api/v1/cognito/user/registerLink`, {
    data: { email, first_name: 'Sam', last_name: 'Shopper', date_of_birth: '1990-05-17', fingerprint: FINGERPRINT },
  });
  expect(signup.ok()).toBe(true);
  const { code } = await latestMail(request, email, base);
  const tokens = await (
    await request.get(`${base}/api/v1/cognito/user/loginRecoveryCode`, { params: { email, code: code!, fingerprint: FINGERPRINT } })
  ).json();
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const address = await request.post(`${base}/api/v1/sell/address/create`, {
    headers,
    data: {
      display_name: 'Workshop',
      first_name: 'Sam',
      last_name: 'Shopper',
      street_address: '7 Paddock Road',
      city: 'Kurwongbah',
      state: 'QLD',
      postcode: '4503',
      country: 'AU',
    },
  });
  expect(address.ok()).toBe(true);
  if (earlierSku) {
    const add = await request.post(`${base}/api/v1/sell/cart/cartAdd`, { headers, data: { sku: earlierSku, qty: 1, addons: [] } });
    expect(add.ok()).toBe(true);
  }
  return { email, token: tokens.access_token, api: base };
}

/**
 * Logs the member in the way a member does: the login link from the outbox lands on `page`
 * with a, r and b (000 §2 token login). Until the core consumes token logins on every page
 * (accounts), a link left unconsumed is stored as the SDK stores a session and the page
 * reloaded; the cart then merges on its next load either way (src/api/cart.ts).
 */
export async function logInThroughOutbox(page: Page, member: Member, landing: string) {
  const sent = await page.request.post(`${member.api}/api/v1/cognito/user/sendLoginLink`, {
    data: { email: member.email, fingerprint: FINGERPRINT, site_url: landing },
  });
  expect(sent.ok()).toBe(true);
  const { link } = await latestMail(page.request, member.email, member.api);
  await page.goto(link!);
  await page.waitForFunction(() => customElements.get('venue-cart-button') !== undefined);
  await page.waitForTimeout(300);
  const url = new URL(page.url());
  const a = url.searchParams.get('a');
  const r = url.searchParams.get('r');
  if (!a || !r) return 'consumed';
  const user = await (
    await page.request.get(`${member.api}/api/v1/cognito/user/authUser`, { headers: { Authorization: `Bearer ${a}` } })
  ).json();
  await page.evaluate(
    ({ a, r, user, fingerprint }) => {
      const session = JSON.parse(localStorage.getItem('venue-elements/session') || '{}');
      localStorage.setItem(
        'venue-elements/session',
        JSON.stringify({ ...session, access_token: a, refresh_token: r, auth_fingerprint: fingerprint }),
      );
      localStorage.setItem('venue-elements/user', JSON.stringify(user.data ?? user.user ?? user));
    },
    { a, r, user, fingerprint: FINGERPRINT },
  );
  url.search = '';
  await page.goto(url.href);
  return 'stored';
}
