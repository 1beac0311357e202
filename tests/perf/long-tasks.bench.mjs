// Every task of 50 ms or more on the site's pages (site.mjs: the pages Lighthouse scores, the
// checkout as the demo member) from the first paint until the page is idle (loaded, hydrated, and
// no long task for 3 s), on the calibrated phone (calibrate.mjs): the CPU slowed by 4 × benchmarkIndex /
// 1750 through the DevTools protocol, a 412×823 viewport. The tasks come from the Long Tasks API
// (a task that began before the first paint and ended after it counts); beside them, the frames of
// 50 ms or more from the Long Animation Frames API, which also sees a frame's rendering (a task
// of layout alone the Long Tasks API can miss), with their blocking time as Lighthouse's TBT adds
// it (each task's time over 50 ms, the rendering counted with the longest). Printed, never asserted.
//
//   node tests/perf/bench.mjs --only long-tasks      (LONG_TASK_RUNS=n: runs per page, default 1)
import { calibrate, describe } from './calibrate.mjs';
import { openPhone, readPerf, waitIdle } from './phone.mjs';
import { SITE_PAGES, memberStorage, siteServer } from './site.mjs';
import { describeTask, longTaskParts, startTrace } from './trace.mjs';

const RUNS = Number(process.env.LONG_TASK_RUNS) || 1;
/**
 * LONG_TASK_TRACE=1: each long task's largest parts too, from a Chromium trace of the load
 * (trace.mjs). LONG_TASK_TRACE=n (more than 1): every task of n ms or more in the trace, so that
 * with CPU_SLOWDOWN=1 it lists the unthrottled tasks that Lighthouse's simulation multiplies into
 * long ones (at 6×, a task of 9 ms is one of 54).
 */
const TRACE = Boolean(process.env.LONG_TASK_TRACE);
const TRACED_FROM = Number(process.env.LONG_TASK_TRACE) > 1 ? Number(process.env.LONG_TASK_TRACE) : 50;
/** LONG_TASK_PAGES=home,calendar: those pages only (their names in site.mjs). */
const PAGES = process.env.LONG_TASK_PAGES?.split(',');

async function measure({ browser, staticUrl, apiUrl, log, calibration }) {
  const site = await siteServer(staticUrl, apiUrl);
  const lines = [];
  try {
    for (const [, path] of SITE_PAGES) await fetch(`${site.origin}/site${path}`).then((r) => r.text()); // warm up
    for (const [name, path, member] of SITE_PAGES.filter(([name]) => !PAGES || PAGES.includes(name))) {
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await openPhone(browser, { calibration, member: member && (await memberStorage(apiUrl)) });
        try {
          const tracing = TRACE && (await startTrace(browser, page));
          await page.goto(`${site.origin}/site${path}`, { waitUntil: 'commit' });
          await waitIdle(page);
          const { longTasks, frames, firstPaint = 0, hydratedAt } = await readPerf(page);
          // The script the page loaded before it was idle, as sent (gzip): its files' encoded bodies.
          const scriptBytes = await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
              .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          );
          const after = longTasks.filter((t) => t.start + t.duration > firstPaint);
          const total = after.reduce((sum, t) => sum + t.duration, 0);
          const blocking = after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
          const list = after.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`).join(', ');
          const longFrames = frames.filter((f) => f.start + f.duration > firstPaint);
          const frameList = longFrames
            .map(
              (f) =>
                `${Math.round(f.duration)} ms at ${Math.round(f.start)}${f.rendering >= 10 ? ` (rendering ${Math.round(f.rendering)})` : ''}`,
            )
            .join(', ');
          const frameBlocking = longFrames.reduce((sum, f) => sum + f.blocking, 0);
          const at = page.url().replace(/^.*\/site/, '');
          lines.push(
            `  ${`${name}${RUNS > 1 ? ` run ${run + 1}` : ''}`.padEnd(22)} first paint ${Math.round(firstPaint)} ms, ` +
              `hydrated ${hydratedAt === undefined ? '–' : Math.round(hydratedAt)} ms, script ${(scriptBytes / 1000).toFixed(1)} KB gz; ` +
              `${after.length} tasks ≥ 50 ms, ${Math.round(total)} ms in all, ${Math.round(blocking)} ms over 50` +
              `${after.length ? `: ${list}` : ''}${at === path ? '' : ` (ended on ${at})`}`,
            `  ${''.padEnd(22)} ${longFrames.length} frames ≥ 50 ms, ${Math.round(frameBlocking)} ms blocking${longFrames.length ? `: ${frameList}` : ''}`,
          );
          if (tracing)
            for (const task of await longTaskParts(browser, tracing, { firstPaint, longest: TRACED_FROM }))
              lines.push(`      ${describeTask(task)}`);
        } catch (error) {
          lines.push(`  ${name}: failed (${error.message.split('\n')[0]})`);
        } finally {
          await context.close();
        }
        log(`long tasks ${name} run ${run + 1}/${RUNS} done`);
      }
    }
  } finally {
    await site.close();
  }
  return [
    'Tasks of 50 ms or more from the first paint to idle (loaded, hydrated, no long task or frame for 3 s), the site rendered by the server,',
    `412×823, ${describe(calibration)}; each task's length and start (ms from navigation start), at that slowdown;`,
    "under it, the frames of 50 ms or more (Long Animation Frames: a frame's tasks and its rendering) and their blocking time:",
    ...lines,
  ];
}

export default async function longTasksBench({ apiUrl }) {
  return {
    pages: [],
    scenarios: [
      {
        id: 'long-tasks',
        run: async ({ browser, url, log }) => measure({ browser, staticUrl: url, apiUrl, log, calibration: await calibrate({ log }) }),
      },
    ],
  };
}
