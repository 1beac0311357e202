import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { isChunk } from '../chunks';

const pages = () => process.env.PAGES_URL!;
const api = () => process.env.API_URL!;
const fixture = () => `${pages()}/tests/browser/fixtures/accounts.html`;

/** Restores per mode; each restore is two tabs opened at once on one stored, expired session. */
const ROUNDS = 6;
const FINGERPRINT = 'restoredTabsFingerpr1';
/**
 * Each tab's CPU slowed this much (DevTools protocol): on a slow phone one tab's storage write
 * reaches the other tab late, after the refresh lock has already passed to it.
 */
const SLOWDOWN = 6;

type Tokens = { access_token: string; refresh_token: string };

/**
 * `count` logged-in sessions whose access tokens have expired (the back end issues 1 s tokens),
 * made first: one wait for them all.
 */
async function expiredSessions(request: APIRequestContext, count: number): Promise<Tokens[]> {
  await request.post(`${api()}/dev/faults`, { data: { token_ttl_s: 1 } });
  const sessions: Tokens[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await request.post(`${api()}/api/v1/cognito/user/login`, {
      data: { username: 'demo@venue.example', password: 'demo1234', fingerprint: FINGERPRINT },
    });
    sessions.push((await reply.json()) as Tokens);
  }
  // Tokens issued from here on (the refreshed ones) live the default time.
  await request.delete(`${api()}/dev/faults`);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // past the last access token's 1 s
  return sessions;
}

interface Outcome {
  refreshes: number[];
  loggedIn: boolean[];
}

/** A browser context whose storage holds `tokens` as a member's stored session. */
function restoredContext(browser: Browser, tokens: Tokens) {
  const session = { ...tokens, auth_fingerprint: FINGERPRINT, redirect_after_login: '', oauth2_state: '', baseURL: '' };
  const user = { id: 1, first_name: 'Casey', last_name: 'Driver', email: 'demo@venue.example' };
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(pages()).origin,
          localStorage: [
            { name: 'venue-elements/session', value: JSON.stringify(session) },
            { name: 'venue-elements/user', value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
}

async function restoreTwoTabs(browser: Browser, tokens: Tokens, withoutWebLocks: boolean): Promise<Outcome> {
  const context = await restoredContext(browser, tokens);
  try {
    if (withoutWebLocks) {
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { value: undefined, configurable: true }));
    }
    const refreshes: number[] = [];
    context.on('response', (r) => {
      if (r.url().includes('/user/refreshToken')) refreshes.push(r.status());
    });
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await Promise.all(tabs.map((tab) => tab.goto(fixture())));
    // Settled: a tab either shows the account (logged in, fresh token) or the login link.
    const settled = (tab: (typeof tabs)[number]) =>
      tab.locator('#account [part=credit], #menu a:has-text("Log in")').first().waitFor({ timeout: 20_000 });
    await Promise.all(tabs.map(settled)).catch(async (error: Error) => {
      // What each tab showed instead, and the refresh calls so far: a hang and a slow machine differ.
      const shown = await Promise.all(
        tabs.map((tab) =>
          tab.evaluate(() => ['#menu', '#account'].map((id) => document.querySelector(id)?.shadowRoot?.textContent?.trim().slice(0, 120))),
        ),
      );
      throw new Error(`${error.message.split('\n')[0]}; the tabs showed ${JSON.stringify(shown)}; refreshes ${refreshes.join() || 'none'}`);
    });
    const loggedIn = await Promise.all(tabs.map((tab) => tab.locator('#account [part=credit]').isVisible()));
    return { refreshes, loggedIn };
  } finally {
    await context.close();
  }
}

// The two lock kinds in the two workers at once: slowed tabs leave the CPU to the other.
test.describe.configure({ mode: 'parallel' });

for (const mode of ['Web Locks', 'the storage lease'] as const) {
  test(`two tabs restored at once with an expired token, their CPU slowed (${mode}): one refresh, both stay logged in`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(ROUNDS * 20_000);
    const sessions = await expiredSessions(request, ROUNDS);
    const failures: string[] = [];
    try {
      const round = async (n: number) => {
        const { refreshes, loggedIn } = await restoreTwoTabs(browser, sessions[n], mode === 'the storage lease');
        // Web Locks: one refresh call. The lease can let both tabs refresh (it is not a lock):
        // then one is refused, and that tab keeps the session the other one rotated.
        const oneRefresh = mode === 'Web Locks' ? refreshes.join() === '200' : refreshes.filter((s) => s === 200).length === 1;
        if (!oneRefresh || loggedIn.join() !== 'true,true') {
          failures.push(`round ${n}: refreshes ${refreshes.join() || 'none'}, logged in ${loggedIn.join()}`);
        }
      };
      for (let n = 0; n < ROUNDS; n++) await round(n);
    } finally {
      await request.delete(`${api()}/dev/faults`);
    }
    expect(failures).toEqual([]);
  });
}

test('a restored tab whose refresh code fails to arrive keeps the session, and the next refresh loads it', async ({ browser, request }) => {
  const [tokens] = await expiredSessions(request, 1);
  const context = await restoredContext(browser, tokens);
  try {
    // The refresh's code (core/session/refresh) is refused once, then served.
    const asked: string[] = [];
    await context.route(/\/dist\/chunks\//, (route) => {
      if (!isChunk('refresh')(route.request().url())) return route.continue();
      asked.push(route.request().url());
      return asked.length === 1 ? route.abort() : route.continue();
    });
    const refreshes: number[] = [];
    context.on('response', (r) => {
      if (r.url().includes('/user/refreshToken')) refreshes.push(r.status());
    });
    const tab = await context.newPage();
    await tab.goto(fixture());
    // The session's first check could not refresh; the member's first call, refused with the
    // expired token, refreshes with the code asked for again, and the account shows.
    await expect(tab.locator('#account [part=credit]')).toBeVisible({ timeout: 20_000 });
    expect(asked).toHaveLength(2);
    expect(refreshes).toEqual([200]);
  } finally {
    await context.close();
  }
});
