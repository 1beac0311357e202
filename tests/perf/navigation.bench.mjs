// Client-side navigation in <venue-site> as a visitor sees it: one cold load of the demo site
// (path routing, /site/), one untimed visit to a second page so that both pages are in the site's
// cache (initialData holds the pages, the query cache their widgets' data), then clicks on the
// header's real links, alternating between the two pages. Each is timed in the page itself; the
// unthrottled and throttled visitors are open side by side and take turns.
// The issue's target (median ≤ 50 ms to the new page's content) is printed, never asserted.
import { readFileSync } from 'node:fs';
import { PROFILES, median, quantile } from './measure.mjs';

/** The two pages: both in the header menu, each with a heading and a list widget fed by its own call. */
const SLUGS = ['faq', 'news'];
const NAVIGATIONS = 30;
/** Between navigations: the last one's background calls (refetches, images) settle first. */
const PAUSE_MS = 300;
const TIMEOUT_MS = 20_000;

/** The first item a list widget shows, read from the reference back end as the widget asks for it. */
const FIRST_ITEM = {
  faq: async (api, widget) =>
    (await getJson(`${api}/api/v1/cognito/faq?group=${encodeURIComponent(widget.templatevar.group)}`)).data[0].name,
  'Blog/article_list': async (api) => {
    const [first] = (await getJson(`${api}/api/v1/cognito/article?page_size=20&page=1&orderby=display_start_time`)).data;
    return first.title || first.name;
  },
};

async function getJson(url) {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`${reply.status} from ${url}`);
  return reply.json();
}

/**
 * What each page's check waits for: its header link's name (the sitemap's seo_title, as the menu
 * writes it), its heading and its list widget's first item, all read from the back end so the
 * check does not lean on the markup.
 */
async function targets(api) {
  const initial = await getJson(`${api}/api/v1/cognito/domain/initialData`);
  return Promise.all(
    SLUGS.map(async (slug) => {
      const entry = initial.sitemap.find((e) => e.url === `/${slug}`);
      const page = initial.pages.find((p) => p.slug === slug);
      if (!entry || (entry.priority ?? 0) < 90 || !page) throw new Error(`/${slug} is not a menu page in initialData.`);
      const widgets = page.rows.flatMap((row) => row.blocks ?? []).flatMap((block) => block.widgets ?? []);
      const heading = widgets.find((w) => w.outer === 'heading')?.templatevar.heading;
      const list = widgets.find((w) => FIRST_ITEM[w.outer]);
      if (!heading || !list) throw new Error(`/${slug} has no heading or no list widget.`);
      return { slug, link: entry.seo_title, texts: [heading.trim(), (await FIRST_ITEM[list.outer](api, list)).trim()] };
    }),
  );
}

/**
 * The page-side instrument, installed once the site has loaded (a full load would lose it). A
 * capturing click listener on window, the first to see the click, notes performance.now() and
 * checks in every animation frame from then on whether the armed target is laid out: the
 * site's [part=page] for that slug has a box, and each expected text has a visible box in it.
 */
function instrument() {
  const hasText = (root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.trim() !== text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && node.parentElement.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        return true;
    }
    return false;
  };
  const nav = {
    target: undefined,
    clickAt: undefined,
    ms: undefined,
    arm(target) {
      Object.assign(nav, { target, clickAt: undefined, ms: undefined });
    },
    ready({ slug, texts }) {
      const root = document.querySelector('venue-site')?.shadowRoot;
      const page = root?.querySelector(`[part=page][data-page="${slug}"]`);
      const box = page?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.height > 0 && texts.every((t) => hasText(page, t)));
    },
  };
  addEventListener(
    'click',
    () => {
      if (!nav.target || nav.clickAt !== undefined) return;
      nav.clickAt = performance.now();
      const tick = () => {
        if (nav.ready(nav.target)) nav.ms = performance.now() - nav.clickAt;
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );
  window.__nav = nav;
}

/**
 * One profile's visitor in a fresh context: the cold load of the first page and the untimed
 * visit to the second. Returns `go(target)`, one timed click, and `close()`.
 */
async function open(browser, { url, pages, profile }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const trouble = []; // shown when a navigation never completes
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => trouble.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('response', (response) => response.status() >= 400 && trouble.push(`${response.status()}: ${response.url()}`));
    if (PROFILES[profile]) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PROFILES[profile]);
    }
    const [first, second] = pages;
    await page.goto(`${url}/site/${first.slug}`);
    await page.evaluate(`(${instrument})()`);
    await page.waitForFunction((target) => window.__nav.ready(target), first, { polling: 50, timeout: TIMEOUT_MS });

    /** Clicks the header link to `target` and waits for its content; the in-page time, in ms. */
    const go = async (target) => {
      await page.evaluate((t) => window.__nav.arm(t), target);
      await page.locator('venue-site header').getByRole('link', { name: target.link, exact: true }).click();
      const done = await page
        .waitForFunction(() => !window.__nav || window.__nav.ms !== undefined, null, { polling: 20, timeout: TIMEOUT_MS })
        .catch((error) => {
          throw new Error(`/${target.slug} not shown: ${error.message.split('\n')[0]} ${JSON.stringify(trouble.slice(0, 3))}`);
        });
      const ms = await done.evaluate(() => window.__nav?.ms);
      // A full load would have lost the instrument: the click must stay in the document.
      if (ms === undefined) throw new Error(`the link to /${target.slug} loaded a new document`);
      await page.waitForTimeout(PAUSE_MS);
      return ms;
    };
    // The second page once, untimed: its content (the check includes its list's first item)
    // means its widget's data is in the cache too.
    await go(second);
    return { go, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Both profiles' visitors open side by side, their navigations interleaved (profiles in
 * alternating order), so a slow moment of the machine falls on both alike, as in bench.mjs.
 * Returns { [profile]: { times, error? } }.
 */
async function measure(browser, { url, pages, log }) {
  const results = {};
  const sessions = {};
  try {
    for (const profile of Object.keys(PROFILES)) {
      results[profile] = { times: [] };
      sessions[profile] = await open(browser, { url, pages, profile }).catch((error) => {
        results[profile].error = error.message.split('\n')[0];
      });
    }
    for (let i = 0; i < NAVIGATIONS; i++) {
      const profiles = Object.keys(PROFILES).filter((p) => !results[p].error);
      for (const profile of i % 2 ? profiles.reverse() : profiles) {
        await sessions[profile]
          .go(pages[i % 2])
          .then((ms) => results[profile].times.push(ms))
          .catch((error) => (results[profile].error = error.message.split('\n')[0]));
      }
    }
    for (const [profile, { times, error }] of Object.entries(results)) log(`navigation ${profile}: ${error ?? `${times.length} clicks`}`);
    return results;
  } finally {
    for (const session of Object.values(sessions)) await session?.close().catch(() => undefined);
  }
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');

/** The lines bench.mjs prints: one saying what is measured, then a table with a row per profile. */
function table(pages, results) {
  const head = ['navigation', 'profile', 'navigations', 'click → content ms (median)', 'p25–p75', 'max'];
  const rows = Object.entries(results).map(([profile, { times }]) => [
    pages.map((p) => `/${p.slug}`).join(' ⇄ '),
    profile,
    String(times.length) + (times.length < NAVIGATIONS ? `/${NAVIGATIONS}` : ''),
    fmt(median(times)),
    `${fmt(quantile(times, 0.25))}–${fmt(quantile(times, 0.75))}`,
    fmt(Math.max(...times)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const out = [
    [
      `Client-side navigation in <venue-site> (target: median ≤ 50 ms): after a cold load of /site/${pages[0].slug}`,
      `and one visit to /${pages[1].slug}, ${NAVIGATIONS} clicks per profile on the header's links, alternating between the two`,
      `cached pages (profiles taking turns, ${PAUSE_MS} ms after each click's content); time from the click (a capturing listener,`,
      "performance.now()) to the first animation frame in which the new page, its heading and its list's first item (FAQ",
      'question, article title) have a visible box.',
    ].join(' '),
    '',
    line(head),
    `|${widths.map((w, i) => (i < 2 ? ':' : '-') + '-'.repeat(w) + (i < 2 ? '-' : ':')).join('|')}|`,
    ...rows.map(line),
  ];
  for (const [profile, { error }] of Object.entries(results)) if (error) out.push(`  ${profile} stopped early: ${error}`);
  return out;
}

/**
 * Adds the demo site's files to the served snapshot, and the `navigation` scenario that
 * bench.mjs runs (with its browser and static server) after the page loads.
 */
export default async function navigation({ apiUrl }) {
  const pages = await targets(apiUrl);
  const files = {};
  for (const file of ['index.html', 'site.css', 'sw.js']) {
    files[`demo/site/${file}`] = readFileSync(new URL(`../../demo/site/${file}`, import.meta.url), 'utf8');
  }
  return {
    files,
    pages: [],
    scenarios: [
      {
        id: 'navigation',
        run: async ({ browser, url, log }) => table(pages, await measure(browser, { url, pages, log })),
      },
    ],
  };
}
