import { expect, type Page } from '@playwright/test';

export const api = () => process.env.API_URL!;
/** The venue's site in path routing (demo/site at /site/). */
export const site = (path = '/') => `${process.env.PAGES_URL}/site${path}`;
export const hashSite = (path = '/') => `${process.env.PAGES_URL}/site/hash.html#${path}`;

/** Kinds the site does not render yet ('Unknown' is expected for them): none. */
export const NOT_YET = new Set<string>([]);

/** Console errors and page errors. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** The site's main content (inside its shadow root: Playwright's locators pierce it). */
export const main = (page: Page) => page.locator('venue-site main');

/** Logs the demo member in with a password on the site's /login screen, as a visitor types it. */
export async function logInWithPassword(page: Page) {
  await main(page).getByRole('button', { name: 'Log in with a password instead' }).click();
  await main(page)
    .getByRole('textbox', { name: /^E-mail address/ })
    .fill('demo@venue.example');
  await main(page)
    .getByRole('textbox', { name: /^Password/ })
    .fill('demo1234');
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Stores the demo member's session the way the SDK does, before the site's code runs. */
export async function logInAsMember(page: Page) {
  const reply = await page.request.post(`${api()}/api/v1/cognito/user/login`, {
    data: { username: 'demo@venue.example', password: 'demo1234', fingerprint: 'e2eSiteFingerprint0001' },
  });
  const tokens = await reply.json();
  const user = await (
    await page.request.get(`${api()}/api/v1/cognito/user/authUser`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  await page.addInitScript(
    ({ a, r, user }) => {
      // Init scripts run in every frame too: a sandboxed map or video frame has no storage.
      if (window !== window.top) return;
      if (sessionStorage.getItem('e2e-logged-in')) return;
      sessionStorage.setItem('e2e-logged-in', '1');
      localStorage.setItem(
        'venue-elements/session',
        JSON.stringify({ access_token: a, refresh_token: r, auth_fingerprint: 'e2eSiteFingerprint0001', link_active: true }),
      );
      localStorage.setItem('venue-elements/user', JSON.stringify(user));
    },
    { a: tokens.access_token, r: tokens.refresh_token, user: user.data ?? user.user ?? user },
  );
}

/**
 * Client-side navigation the way the back button does it: the address changes, then popstate.
 * Returns once the site has put the new route in place of the one it showed (a new path mounts
 * its own route body), so what a test reads next is the new route's, never the last one's.
 */
export async function goClientSide(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const target = `/site${to}`;
    const shown = document.querySelector('venue-site')?.shadowRoot?.querySelector('main')?.firstElementChild;
    const samePath = `${location.pathname}${location.search}` === target;
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    if (!shown || samePath) return;
    const deadline = performance.now() + 15_000;
    while (shown.isConnected) {
      if (performance.now() > deadline) throw new Error(`the site still shows the last route, not ${to}`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, path);
}

export async function waitForPage(page: Page) {
  await expect(main(page).locator('[part=page], .not-found, [part=search]').first()).toBeVisible();
}

/**
 * One event type of each shape the seed gives them: entered online, not entered online (another
 * venue), with an FAQ of its own, with no dates to come. The seed's other event types are these
 * pages with other words and dates.
 */
export const EVENT_TYPE_SHAPES = [
  '/events/happy-laps',
  '/events/small-wheels',
  '/events/track-action-moto-ride-day',
  '/events/chrome-bar-bonanza',
];

/**
 * Each page of the site's sitemap (initialData's, as the SDK reads it) for the tests that load
 * every page: its event types one of each shape (EVENT_TYPE_SHAPES), as each of the seed's other
 * event types repeats one of them.
 */
export async function sitemapPaths(): Promise<string[]> {
  const { sitemap } = (await (await fetch(`${api()}/api/v1/cognito/domain/initialData`)).json()) as { sitemap: { url: string }[] };
  const paths = sitemap.map((entry) => entry.url);
  const absent = EVENT_TYPE_SHAPES.filter((path) => !paths.includes(path));
  if (absent.length) throw new Error(`the sitemap has no ${absent.join(', ')}: name its event types of each shape again`);
  return paths.filter((path) => !path.startsWith('/events/') || EVENT_TYPE_SHAPES.includes(path));
}

/** A static server whose /site/ is the site rendered by the built `venue-elements/server`'s createHandler, as `npm start` serves it. */
export async function startRenderedSite(options: Record<string, unknown> = {}): Promise<{ url: string; close(): Promise<void> }> {
  type Handler = (request: Request) => Promise<Response | null>;
  const server = (await import(new URL('../../dist/server/index.js', import.meta.url).href)) as { createHandler(options: object): Handler };
  const { startStatic } = (await import(new URL('../../scripts/serve.mjs', import.meta.url).href)) as {
    startStatic(options: object): Promise<{ url: string; close(): Promise<void> }>;
  };
  const handler = server.createHandler({
    api: api(),
    siteUrl: 'http://localhost/site/',
    base: '/site',
    assets: '/dist/',
    stylesheets: ['/demo/site/site.css'],
    ...options,
  });
  return startStatic({ vars: { API: api() }, site: handler });
}

/**
 * Violations of the policy of the pages at `origin`: each top document's `securitypolicyviolation`
 * (heard through a binding, so that it is reported without script too; a raw_code frame is a
 * document of its own, under its own policy), and what Chromium says in the console about a policy
 * (without script it reports a refused resource there alone).
 */
export async function watchPolicy(page: Page, origin: string): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(
    () =>
      window === window.top &&
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          (window as unknown as { reportViolation(t: string): void }).reportViolation(
            `${location.pathname} ${e.violatedDirective} ${e.blockedURI}`,
          ),
        true,
      ),
  );
  page.on(
    'console',
    (m) => /Content Security Policy/.test(m.text()) && m.location().url.startsWith(origin) && violations.push(`${page.url()} ${m.text()}`),
  );
  return violations;
}
