// What a long task is made of: a Chromium trace of a page load read back as, for each task of
// 50 ms or more on the page's main thread, its largest parts (a script evaluated, a function
// called, a timer, a parse, a layout) with their script's file and function. The long-task bench
// prints it when LONG_TASK_TRACE is set.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel'];
const PARTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'ParseAuthorStyleSheet',
  'v8.produceModuleCache',
  'v8.run',
  'V8.GCFinalizeMC',
  'MajorGC',
  'MinorGC',
]);

/** Starts a trace of the page (Playwright's Chromium tracing) and V8's sampling profiler (DevTools protocol, every 200 µs). */
export async function startTrace(browser, page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: CATEGORIES });
  return cdp;
}

/**
 * Each task of at least `longest` ms on the page's main thread that ends after its first paint,
 * with its parts; times in ms from navigation start, placed by the first paint's own time
 * (`firstPaint`, as the page read it), since the trace has no navigation start of its own.
 */
export async function longTaskParts(browser, cdp, { firstPaint, longest = 50 }) {
  const buffer = await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const paint = traceEvents.find((e) => e.name === 'firstPaint');
  if (!paint) return [];
  const main = traceEvents.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
  const start = paint.ts - firstPaint * 1000;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= longest * 1000 && e.ts + e.dur > paint.ts);
  const samples = profileSamples(profile);
  return tasks.map((task) => {
    const inside = main.filter((e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // The outermost parts only (a FunctionCall inside an EvaluateScript is the script's).
    const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const sums = new Map();
    for (const part of outer) {
      const data = part.args?.data ?? {};
      const file = (data.url ?? data.fileName ?? data.stackTrace?.[0]?.url ?? '').replace(/^.*\//, '');
      // An event's part is named by its type (pointerdown, click…), a script's by its file and function.
      const label = [part.name, data.type ?? file, data.functionName].filter(Boolean).join(' ');
      sums.set(label, (sums.get(label) ?? 0) + part.dur / 1000);
    }
    const parts = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const functions = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
      functions.set(sample.frame, (functions.get(sample.frame) ?? 0) + sample.ms);
    }
    const hot = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return { start: (task.ts - start) / 1000, duration: task.dur / 1000, parts, hot };
  });
}

/** A task and its parts as one line, and its hottest functions (self time) as a second. */
export const describeTask = ({ start, duration, parts, hot }) =>
  `${Math.round(duration)} ms at ${Math.round(start)}: ${parts.map(([label, ms]) => `${label} ${Math.round(ms)}`).join('; ')}` +
  (hot.length ? `\n        hottest: ${hot.map(([frame, ms]) => `${frame} ${Math.round(ms)}`).join('; ')}` : '');

/**
 * The V8 sampling profile (Profiler.stop's): each sample's time (µs, the trace's clock), the
 * function on top of its stack (file:function:line) and the ms it stands for.
 */
function profileSamples({ nodes, samples, timeDeltas, startTime }) {
  const frames = new Map(
    nodes.map(({ id, callFrame: { functionName, url, lineNumber, columnNumber } }) => [
      id,
      `${url.replace(/^.*\//, '') || '(native)'}:${functionName || '(anonymous)'}:${lineNumber + 1}:${columnNumber + 1}`,
    ]),
  );
  let ts = startTime;
  const times = timeDeltas.map((delta) => (ts += delta));
  return samples.map((id, i) => ({ ts: times[i], frame: frames.get(id), ms: ((times[i + 1] ?? times[i]) - times[i]) / 1000 }));
}
