// A site page in Playwright's Chromium as the calibrated phone runs it (calibrate.mjs: the CPU
// slowed by 4 × benchmarkIndex / 1750 through the DevTools protocol), with an instrument that
// records, from navigation start, the first paint, every task of 50 ms or more (Long Tasks API),
// every frame of 50 ms or more (Long Animation Frames API: its tasks and the rendering after them,
// where a task of layout alone shows), and every event of an interaction of 16 ms or more (Event
// Timing API), and a wait for idle.
// Shared by long-tasks.bench.mjs and inp.bench.mjs.
import { throttleCpu } from './calibrate.mjs';
import { storeScript } from './site.mjs';

/**
 * Idle: the page has loaded, a <venue-site> on it has hydrated every part (the loader imports
 * them one per task after load, which need not make a long task), and no task of 50 ms or more
 * has ended for this long.
 */
const QUIET_MS = 3000;
const IDLE_TIMEOUT_MS = 60_000;
const IDLE_MESSAGE = 'venue-bench: idle';

function instrument(quiet, idleMessage) {
  const perf = { longTasks: [], frames: [], events: [], firstInput: undefined, hydratedAt: undefined };
  window.__perf = perf;
  // Says once when the page is idle (waitIdle).
  const watchIdle = () => {
    const site = document.querySelector('venue-site');
    const last = Math.max(0, ...[...perf.longTasks, ...perf.frames].map((t) => t.start + t.duration));
    if ((!site || site.hasAttribute('data-venue-hydrated')) && performance.now() - last > quiet) console.debug(idleMessage);
    else setTimeout(watchIdle, 250);
  };
  addEventListener('load', () => setTimeout(watchIdle, 250));
  // When <venue-site> says every part of it is live (data-venue-hydrated).
  new MutationObserver((records, observer) => {
    if (records.some((r) => r.target.localName === 'venue-site')) {
      perf.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributeFilter: ['data-venue-hydrated'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // A frame's rendering (style, layout, paint) is a task of its own that the Long Tasks API does
  // not always report: a load of the home page had its first full layout (684 ms at 4.5×) unseen.
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const rendering = e.renderStart ? e.startTime + e.duration - e.renderStart : 0;
        perf.frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration, rendering });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        // Where its time went: waiting for the main thread, its listeners, then the frame after them.
        const split = { delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart };
        perf.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, ...split });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The first input is reported whatever its duration (the 'event' entries only from 16 ms).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.firstInput = { id: e.interactionId, name: e.name, duration: e.duration };
  }).observe({ type: 'first-input', buffered: true });
}

/**
 * A new context and page at `viewport`, the CPU slowed, the demo member's session stored first
 * when `member` holds it (site.mjs memberStorage). The caller closes the context.
 */
export async function openPhone(browser, { calibration, viewport = { width: 412, height: 823 }, member }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: false });
  const page = await context.newPage();
  await page.addInitScript({ content: `(${instrument})(${QUIET_MS}, ${JSON.stringify(IDLE_MESSAGE)});` });
  if (member) await page.addInitScript({ content: storeScript(member) });
  await throttleCpu(context, page, calibration);
  return { context, page };
}

/**
 * Waits until the page has loaded and hydrated and no long task or frame has ended for QUIET_MS (time at
 * the slowdown). The page tells (a console message, instrument's idle watch): a wait that polled
 * through Playwright would inject its script into the page while the page loads, a long task of
 * its own on a slowed CPU.
 */
export async function waitIdle(page) {
  await page.waitForEvent('console', { predicate: (message) => message.text() === IDLE_MESSAGE, timeout: IDLE_TIMEOUT_MS });
}

/** What the instrument has recorded, and the first paint (ms from navigation start). */
export const readPerf = (page) =>
  page.evaluate(() => ({
    ...window.__perf,
    firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime,
  }));

/** The quantile q (0…1) of numbers, the nearest rank below; NaN when there are none. */
export function quantile(values, q) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) * q)] : NaN;
}

/** A markdown table: the first column left-aligned, the rest right-aligned. */
export function markdownTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`, ...rows.map(line)];
}
