// What Lighthouse's simulation (Lantern) makes of a page's main thread, read from its trace.

/** Lantern keeps a task of this many ms or more (its wall time) and multiplies it by the slowdown. */
const LANTERN_KEPT_MS = 10;

/**
 * How much of a page's long tasks its main thread spent on a core, from Lighthouse's trace of
 * the load (unthrottled: Lighthouse simulates the phone afterwards). Lantern takes each task's
 * wall time (`dur`), keeps those of 10 ms or more and multiplies them by the slowdown (a layout's
 * by half of it), so a main thread that waits for a core, or for another thread, counts as a
 * phone's CPU work. The thread's own time (`tdur`) is what the page's code and the browser's work
 * for it cost. For the tasks after the first contentful paint: `onCore`, the share of the kept
 * tasks' wall time the thread ran; `tbt`, the blocking time those tasks would make from their own
 * time, kept and multiplied as Lantern does (its window from the first contentful paint to the
 * page being interactive not simulated: every task after the paint counts).
 */
export function mainThreadOnCore(traceEvents, multiplier) {
  // The page's own paint: its top frame's, as the trace's start names it (a frame in the page paints too).
  const top = traceEvents.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.find((f) => !f.parent)?.frame;
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint' && (!top || e.args?.frame === top));
  if (!paint) return undefined;
  const main = traceEvents.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let own = 0;
  let tbt = 0;
  for (let i = 0; i < main.length; i++) {
    const task = main[i];
    if (task.name !== 'RunTask' || task.ts < paint.ts) continue;
    const end = task.ts + task.dur;
    let layout = false;
    // The task's own events follow it (sorted by start); a task inside it is part of it.
    for (; i + 1 < main.length && main[i + 1].ts < end; i++) layout ||= main[i + 1].name === 'Layout';
    const ms = task.dur / 1000;
    const ownMs = (task.tdur ?? task.dur) / 1000;
    if (ms >= LANTERN_KEPT_MS) {
      wall += ms;
      own += ownMs;
    }
    if (ownMs >= LANTERN_KEPT_MS) tbt += Math.max(0, ownMs * (layout ? multiplier / 2 : multiplier) - 50);
  }
  return { onCore: wall ? own / wall : NaN, tbt };
}
