import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Copy-paste works: every snippet the catalogue shows (its script tag and the element's @demo
 * attributes), pasted as it is into a blank page (tests/browser/fixtures/snippet.html) on a host
 * of its own, as a marketer's page would be, renders the element's content against the reference
 * back end: not an error, not a spinner. Once as a visitor and once as the demo member (logged
 * in through the pasted <venue-login> snippet).
 */
const pages = () => process.env.PAGES_URL!;
const blank = readFileSync(new URL('../browser/fixtures/snippet.html', import.meta.url), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations: { customElement?: boolean; tagName?: string }[] }[];
};
// <venue-site> is the whole website: it owns the address bar and the head, and runs on a page of its own.
const tags = manifest.modules
  .flatMap((m) => m.declarations)
  .filter((d) => d.customElement && d.tagName !== 'venue-site')
  .map((d) => d.tagName!);

test.describe.configure({ mode: 'parallel' });

let snippets: Map<string, string>;
/** The blank pages' own server: GET /venue-faq is the blank page with the <venue-faq> snippet. */
let host: Server;
let hostUrl: string;
let member: Awaited<ReturnType<BrowserContext['storageState']>>;

async function catalogueSnippets(browser: Browser) {
  const page = await browser.newPage();
  await page.goto(`${pages()}/demo/index.html`);
  const sections = page.locator('section.element');
  // The catalogue builds its sections from the manifest: count them once they are there.
  await expect.poll(() => sections.count()).toBeGreaterThan(20);
  await expect(sections.locator('pre.snippet')).toHaveCount(await sections.count());
  const found = await sections.evaluateAll((all) =>
    all.map((s) => [s.id, s.querySelector('pre.snippet')!.textContent!] as [string, string]),
  );
  await page.close();
  return new Map(found);
}

function startHost() {
  return new Promise<void>((resolve) => {
    host = createServer((req, res) => {
      const snippet = snippets.get(decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1)));
      if (!snippet) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(blank.replace(/<!--[^]*?-->/, () => snippet));
    });
    host.listen(0, '127.0.0.1', () => {
      hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

/** The blank page with the snippet pasted into its body. */
async function paste(page: Page, tag: string) {
  expect(snippets.get(tag), `the catalogue shows a snippet for <${tag}>`).toBeTruthy();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { venueErrors: unknown[] };
    w.venueErrors = [];
    document.addEventListener('venue-error', (event) => w.venueErrors.push((event as CustomEvent).detail));
  });
  await page.goto(`${hostUrl}/${tag}`);
  return errors;
}

/** The element's first content is there: ready, no spinner, no error, some text. */
async function expectRendered(page: Page, tag: string, errors: string[]) {
  const element = page.locator(tag);
  await expect(element).toHaveCount(1);
  await expect(element).toHaveAttribute('data-venue-ready', '');
  const state = await element.evaluate((el) => {
    const root = el.shadowRoot?.querySelector<HTMLElement>('.venue-root');
    return {
      text: root?.innerText.trim() ?? '',
      spinner: Boolean(root?.querySelector('.spinner')),
      errors: [...(root?.querySelectorAll('[part=alert][data-tone=danger]') ?? [])].map((a) => a.textContent),
      events: (window as unknown as { venueErrors: unknown[] }).venueErrors,
    };
  });
  expect(state.spinner, 'a spinner').toBe(false);
  expect(state.errors, 'error alerts').toEqual([]);
  expect(state.events, 'venue-error events').toEqual([]);
  // <venue-keep-awake> shows nothing by design (001 §2).
  if (tag === 'venue-keep-awake') expect(state.text, 'nothing shown').toBe('');
  else expect(state.text.length, 'text shown').toBeGreaterThan(0);
  expect(errors, 'console errors').toEqual([]);
  return state.text;
}

test.beforeAll(async ({ browser }) => {
  snippets = await catalogueSnippets(browser);
  await startHost();
  // The demo member, logged in through the pasted <venue-login> snippet.
  const context = await browser.newContext();
  const page = await context.newPage();
  await paste(page, 'venue-login');
  const login = page.locator('venue-login');
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill('demo@venue.example');
  await login.locator('input[name=password]').fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible();
  member = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

test('every element of the manifest has a snippet that is the stylesheet, the script tag and the tag', async () => {
  for (const tag of tags) {
    const [stylesheet, script, element, ...rest] = snippets.get(tag)!.split('\n');
    expect(stylesheet).toBe(`<link rel="stylesheet" href="${pages()}/dist/venue-elements.css">`);
    expect(script).toBe(`<script src="${pages()}/dist/venue-elements.js" data-api="${process.env.API_URL}"></script>`);
    expect(element).toMatch(new RegExp(`^<${tag}( [^>]*)?></${tag}>$`));
    expect(rest).toEqual([]);
  }
});

for (const tag of tags) {
  test(`<${tag}> pasted into a blank page renders for a visitor`, async ({ page }) => {
    const errors = await paste(page, tag);
    await expectRendered(page, tag, errors);
  });

  test(`<${tag}> pasted into a blank page renders for the demo member`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: member });
    const page = await context.newPage();
    const errors = await paste(page, tag);
    const text = await expectRendered(page, tag, errors);
    expect(text).not.toMatch(/Please log in/);
    // The catalogue's sample invoice is one of the demo member's own.
    if (tag === 'venue-invoice') expect(text).toMatch(/Invoice 1\b/);
    await context.close();
  });
}
