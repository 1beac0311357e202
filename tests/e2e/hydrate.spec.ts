import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, main, site } from './site-helpers';

/**
 * A server-rendered site page (declarative shadow DOM and its data block) is hydrated by the
 * browser: the nodes the server wrote are the ones that stay, nothing moves, the rendered calls
 * are not made again, and the site routes client-side afterwards, under a strict CSP too.
 */
const PATH = '/what-is-our-cancellation-and-refund-policy';
const SLUG = PATH.slice(1);

interface Rendered {
  html: string;
  /** The stylesheets the tree renders with, as the one file the server links in its shadow root. */
  css: string;
  state: { v: 1; url: string; kinds: string[]; queries: [unknown[], unknown][] };
}

/** What the server writes for a page: the site's tree and the replies it rendered from. */
async function renderedPage(browser: Browser, path: string): Promise<Rendered> {
  const page = await browser.newPage();
  let initialData: Record<string, unknown> | undefined;
  let contents: unknown;
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/domain/initialData')) initialData = await response.json();
    if (url.endsWith('/graphql') && response.request().postData()?.includes('cognitoPage(')) {
      contents = (await response.json())?.data?.cognitoPage?.pageContents ?? [];
    }
  });
  await page.goto(site(path));
  await expect(main(page).locator('[part=page] h1')).toBeVisible();
  await expect(page.locator('venue-site[data-venue-ready]')).toHaveCount(1);
  await expect.poll(() => initialData !== undefined && contents !== undefined).toBe(true);
  const { html, css } = await page.locator('venue-site').evaluate((el) => {
    const tree = document.createElement('div');
    tree.append(...[...el.shadowRoot!.childNodes].map((node) => node.cloneNode(true)));
    // A strict CSP refuses style attributes in a document: a page's inline styles travel as
    // data-venue-style, each with its rule in the linked stylesheet.
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    for (const styled of tree.querySelectorAll('[style]')) {
      const style = styled.getAttribute('style')!;
      styled.removeAttribute('style');
      styled.setAttribute('data-venue-style', style);
      rules.push(`[data-venue-style="${CSS.escape(style)}"]{${style}}`);
    }
    return { html: tree.innerHTML, css: rules.join('\n') };
  });
  await page.close();
  const data = initialData!;
  const initial = {
    sitemap: data.sitemap ?? [],
    domain: data.domain ?? {},
    groups: data.groups ?? [],
    pages: data.pages ?? [],
    redirects: data.redirects ?? [],
  };
  return {
    html,
    css,
    state: {
      v: 1,
      url: path,
      kinds: ['heading', 'core/html'],
      queries: [
        [['initial-data'], initial],
        [['page-contents', path.slice(1)], contents],
      ],
    },
  };
}

const STYLES = '/site/rendered.css';

function documentOf({ html, state }: Rendered) {
  // `<` escaped in the data block, as a server must, so no text in it can close the script.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rendered</title><link rel="stylesheet" href="/dist/venue-elements.css">
<script src="/dist/venue-elements.js" data-api="${api()}" data-site-url="/site/" defer></script>
<link rel="stylesheet" href="/demo/site/site.css"></head>
<body><venue-site base="/site"><template shadowrootmode="open"><link rel="stylesheet" href="${STYLES}">${html}</template></venue-site>
<script type="application/json" data-venue-state>${json}</script></body></html>`;
}

/**
 * Serves the rendered page at its address and holds the loader until `release()`: the test
 * marks the server's nodes before any script of the SDK has run.
 */
async function serve(page: Page, rendered: Rendered, headers: Record<string, string> = {}) {
  await page.route(site(PATH), (route) => route.fulfill({ status: 200, contentType: 'text/html', headers, body: documentOf(rendered) }));
  await page.route(`**${STYLES}`, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: rendered.css }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/venue-elements.js', async (route) => {
    await released;
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(api())) return;
    calls.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; violations: string[] };
    w.shifts = 0;
    w.violations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  await page.goto(site(PATH), { waitUntil: 'commit' });
  // The server's tree is there, readable, before any of the SDK's code has run.
  await expect(main(page).locator('[part=page] h1')).toHaveText('Cancellation and refund policy');
  await expect(main(page).locator('.cms-html p').first()).toBeVisible();
  const marked = await page.evaluate(() => {
    const root = document.querySelector('venue-site')!.shadowRoot!;
    const nodes = [...root.querySelectorAll('main *')];
    (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
    return { nodes: nodes.length, defined: Boolean(customElements.get('venue-site')) };
  });
  expect(marked.defined).toBe(false);
  expect(marked.nodes).toBeGreaterThan(5);
  release();
  // Hydrated: the site's effects have run (its head writes the page's title).
  await expect(page).toHaveTitle(/Lakeside Park/);
  return { calls };
}

async function expectHydratedInPlace(page: Page, calls: string[]) {
  // Past the re-checks a known page has after a second (001 §4), which replace nothing here.
  await page.waitForTimeout(1_500);
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return nodes.filter((node) => !node.isConnected).map((node) => node.localName);
  });
  expect(kept).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  // The page's calls were rendered into it: not one asked again.
  expect(calls.filter((call) => call.includes('/domain/initialData'))).toEqual([]);
  expect(calls.filter((call) => call.includes('cognitoPage('))).toEqual([]);
  expect(calls.filter((call) => call.includes(`/cognito/page?`) && !call.includes(SLUG))).toEqual([]);
}

test('a rendered page hydrates in place: same nodes, no shift, no refetch; the site then routes client-side', async ({ page, browser }) => {
  const rendered = await renderedPage(browser, PATH);
  const { calls } = await serve(page, rendered);
  await expectHydratedInPlace(page, calls);

  // Live: a link in the page's header routes without a document load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('venue-site [part=header] a[href="/site/contact"]').first().click();
  await expect(page).toHaveURL(/\/site\/contact$/);
  await expect(main(page).getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a rendered page hydrates under a strict CSP with no violation', async ({ page, browser }) => {
  const rendered = await renderedPage(browser, PATH);
  const policy = `default-src 'self'; connect-src 'self' ${api()}; img-src 'self' ${api()}; media-src 'self' ${api()}; frame-src 'none'`;
  const { calls } = await serve(page, rendered, { 'Content-Security-Policy': policy });
  await expectHydratedInPlace(page, calls);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
