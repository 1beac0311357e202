// Shared by the benchmarks: one cold load of a page in a fresh browser context, as a visitor of a
// partner's site sees it, and the statistics over many such loads.
//
// Time is counted from navigation start (performance.now() of the page): the first animation
// frame in which the page's `ready` check holds (for a calendar: the first event's title text
// has a box). Layout shifts are every 'layout-shift' entry of the load with its sources, until the
// page has been quiet for a while after it became ready.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The two network profiles. Throttled: 40 ms added to each request, 10 Mbit/s both ways (CDP). */
export const PROFILES = {
  unthrottled: null,
  throttled: { offline: false, latency: 40, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 },
};

/** Ready once the page has been this long without a layout shift (and has loaded). */
const QUIET_MS = 600;
const TIMEOUT_MS = 20_000;
/** What the page's instrument writes on the console once it is ready and quiet. */
const SETTLED = 'venue-bench: settled';

/**
 * The page-side instrument: collects layout shifts (with node descriptions of their sources) and
 * checks `ready(arg)` in every animation frame until it holds. `ready` is given `bench`, whose
 * `textHasBox(root, texts)` is the one strict check both calendars use.
 */
function instrument({ ready, arg, quiet, signal }) {
  const bench = {
    readyAt: undefined,
    lastShiftAt: 0,
    shifts: [],
    /** `tag#id.class.class "text…"`, with the custom element that holds it when in a shadow root. */
    describe(node) {
      if (!node) return '(removed node)';
      const el = node.nodeType === 1 ? node : node.parentElement;
      if (!el) return node.nodeName;
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.data)
        .join('')
        .trim();
      const text = own ? ` "${own.length > 28 ? `${own.slice(0, 27)}…` : own}"` : '';
      const name = `${el.localName}${el.id ? `#${el.id}` : ''}${classes}${text}`;
      const root = el.getRootNode();
      return root instanceof ShadowRoot ? `${root.host.localName} › ${name}` : name;
    },
    /**
     * True when, of the text nodes under `root` in document order, the first whose text is one
     * of `texts` is laid out with a non-empty box and is visible.
     */
    textHasBox(root, texts) {
      if (!root) return false;
      const wanted = new Set(texts);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!wanted.has(node.data.trim())) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && node.parentElement.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      }
      return false;
    },
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      bench.lastShiftAt = performance.now();
      bench.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((s) => ({
          node: bench.describe(s.node),
          // Rects are clipped to the viewport: an empty one means out of view.
          from: s.previousRect.height ? Math.round(s.previousRect.y) : null,
          to: s.currentRect.height ? Math.round(s.currentRect.y) : null,
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Tasks of 50 ms or more (the Long Tasks API reports no shorter ones).
  bench.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tick = () => {
    let done = false;
    try {
      done = ready(bench, arg);
    } catch (error) {
      bench.error = String(error); // a check that throws is not ready yet
    }
    if (done) {
      bench.readyAt = performance.now();
      settle();
    } else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // Loaded, and no shift for `quiet` ms since the first content: said on the console, which the
  // driver hears without running anything in the page while it loads.
  const settle = () => {
    const settled = document.readyState === 'complete' && performance.now() - Math.max(bench.readyAt, bench.lastShiftAt) > quiet;
    if (settled) console.debug(signal);
    else setTimeout(settle, 100);
  };
}

/** CLS as browsers report it: the largest session window (gaps < 1 s, windows ≤ 5 s) of shifts. */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (s.startTime - last > 1000 || s.startTime - first > 5000) {
      sum = 0;
      first = s.startTime;
    }
    sum += s.value;
    last = s.startTime;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * Goes to `url` and waits until the page's check holds, it has loaded and no layout shift has come
 * for QUIET_MS. The page says so itself (the instrument's console message): a driver-side
 * `waitForFunction` would put its own script into the page, 40 ms of the page's main thread on a
 * cold load, while the load is being timed.
 */
async function loaded(page, url, trouble) {
  const settled = page.waitForEvent('console', { predicate: (message) => message.text() === SETTLED, timeout: TIMEOUT_MS });
  await page.goto(url, { waitUntil: 'commit' });
  await settled.catch(async (error) => {
    const state = await page
      .evaluate(() => {
        // What the page shows instead: each element's state and the start of its text.
        const elements = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('venue-'));
        const shown = elements.map(
          (el) =>
            `${el.localName}${el.hasAttribute('data-venue-ready') ? ' ready' : ''}: ${(el.shadowRoot?.textContent ?? '(no shadow root)').trim().slice(0, 80)}`,
        );
        return { check: window.__bench?.error, state: document.readyState, shown };
      })
      .catch(() => ({}));
    state.trouble = trouble.slice(0, 5);
    throw new Error(
      `${url.replace(/^.*\//, '')} not ready after ${TIMEOUT_MS} ms (${JSON.stringify(state)}): ${error.message.split('\n')[0]}`,
    );
  });
}

/**
 * One cold load of `url` in a new context; with `repeat`, the second of two loads in it (a
 * visitor's next view of the page: the HTTP cache and the page's storage kept, the first load
 * untimed). With `inventory`, also counts the requests and the JavaScript's gzip size (level 9,
 * as `npm run size`); the timed runs leave the bodies alone.
 * Returns { ms, cls, shifts, path: { scripts, asked, answered, longTask }, requests?, jsBytes?, urls? } or throws when the page never gets ready.
 */
export async function loadOnce(browser, { url, ready, arg, profile = 'unthrottled', inventory = false, repeat = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const settings = `arg: ${JSON.stringify(arg ?? null)}, quiet: ${QUIET_MS}, signal: ${JSON.stringify(SETTLED)}`;
    await page.addInitScript({ content: `(${instrument})({ ready: (${ready}), ${settings} });` });
    const conditions = PROFILES[profile];
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    const trouble = []; // shown when the page never gets ready
    page.on('pageerror', (error) => trouble.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => message.type() === 'error' && trouble.push(`console: ${message.text().slice(0, 160)}`));
    page.on('requestfailed', (request) => trouble.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => response.status() >= 400 && trouble.push(`${response.status()}: ${response.url()}`));
    const urls = [];
    const bodies = [];
    let jsBytes = 0;
    if (inventory) {
      page.on('request', (request) => urls.push({ url: request.url(), type: request.resourceType() }));
      page.on('response', (response) => {
        if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
        bodies.push(
          response.body().then(
            (body) => (jsBytes += gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
    }
    if (repeat) {
      await loaded(page, url, trouble);
      await Promise.all(bodies);
      urls.length = 0;
      bodies.length = 0;
      jsBytes = 0;
    }
    await loaded(page, url, trouble);
    if (inventory) await page.waitForTimeout(500); // late requests
    const { readyAt, shifts, path } = await page.evaluate(() => {
      // Where the time went: when the scripts were all in, and the data calls asked and answered.
      const entries = performance.getEntriesByType('resource').filter((e) => e.startTime <= window.__bench.readyAt);
      const scripts = entries.filter((e) => /\.js(\?|$)/.test(new URL(e.name).pathname));
      const calls = entries.filter((e) => e.initiatorType === 'xmlhttprequest' || e.initiatorType === 'fetch');
      const max = (list, key) => (list.length ? Math.max(...list.map((e) => e[key])) : undefined);
      const min = (list, key) => (list.length ? Math.min(...list.map((e) => e[key])) : undefined);
      const { readyAt, longTasks } = window.__bench;
      // The longest task of 50 ms or more between the last script or data byte and the first content (0: none).
      const lastByte = Math.max(max(scripts, 'responseEnd') ?? 0, max(calls, 'responseEnd') ?? 0);
      const after = longTasks.filter((t) => t.end > lastByte && t.start < readyAt).map((t) => t.end - t.start);
      return {
        readyAt,
        shifts: window.__bench.shifts,
        path: {
          scripts: max(scripts, 'responseEnd'),
          asked: min(calls, 'startTime'),
          answered: max(calls, 'responseEnd'),
          longTask: after.length ? Math.max(...after) : 0,
        },
      };
    });
    await Promise.all(bodies);
    return {
      ms: readyAt,
      cls: cumulativeLayoutShift(shifts),
      shifts,
      path,
      ...(inventory ? { requests: urls.length, jsBytes, urls } : {}),
    };
  } finally {
    await context.close();
  }
}

/** The q-quantile (0…1) of numbers, linearly interpolated. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (at - lo);
}

export const median = (values) => quantile(values, 0.5);

/**
 * A variant of a bench fixture, made here rather than kept as a near-copy: `edit` changes its HTML
 * (it must change something) and its title says which variant it is. Returns [its file under the
 * served root, its HTML], for a bench's `files`; the page's fixture is the file's name.
 */
export function variantOf(fixture, name, edit) {
  const html = readFileSync(new URL(`../browser/fixtures/${fixture}`, import.meta.url), 'utf8');
  const edited = edit(html);
  if (edited === html) throw new Error(`${fixture}: the ${name} variant changes nothing`);
  return [`tests/browser/fixtures/${fixture.replace(/\.html$/, `-${name}.html`)}`, edited.replace(/<\/title>/, ` (${name})</title>`)];
}

/** The fixture with its deferred script tag plain (parser-blocking) or async instead. */
export const withScript = (fixture, mode) =>
  variantOf(fixture, mode, (html) => html.replace(' defer></script>', mode === 'async' ? ' async></script>' : '></script>'));

/** The fixture with dist/venue-elements.css linked before its script: the documented embed for a deferred or async script. */
export const withStylesheet = (fixture) =>
  variantOf(fixture, 'css', (html) =>
    html.replace(/^(\s*)(<script src="\/dist\/venue-elements\.js")/m, '$1<link rel="stylesheet" href="/dist/venue-elements.css" />\n$1$2'),
  );
