import { describe, expect, it } from 'vitest';
import { mainThreadOnCore, type TraceEvent } from '../perf/lantern.mjs';

const MS = 1000;
/** An event of the page's main thread (pid 1, tid 1) at `at` ms, lasting `wall` ms of which it ran `own`. */
const task = (at: number, wall: number, own = wall, name = 'RunTask', tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid,
  ts: at * MS,
  dur: wall * MS,
  tdur: own * MS,
});
const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 9,
  tid: 9,
  ts: 0,
  args: { data: { frames: [{ frame: 'top' }, { frame: 'embed', parent: 'top' }] } },
};
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 100 * MS, args: { frame: 'top' } };
/** A frame in the page that paints first, on a thread of its own. */
const framePaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 2, ts: 50 * MS, args: { frame: 'embed' } };

describe("Lantern's reading of a main thread", () => {
  it('counts the long tasks after the first contentful paint by their wall time and by their own time', () => {
    const events = [
      started,
      framePaint,
      task(10, 80), // before the paint
      paint,
      task(200, 20, 5), // long by wall time, not by its own
      task(300, 30, 12), // long both ways: 12 × 6.5 − 50 = 28 ms blocking
      task(305, 2, 2, 'RunTask'), // a task inside it, not counted again
      task(400, 12, 12),
      task(401, 8, 8, 'Layout'), // a layout's task counts at half the slowdown: 12 × 3.25 < 50
      task(500, 6, 6), // short
      task(600, 40, 40, 'RunTask', 2), // another thread
    ];
    const read = mainThreadOnCore(events, 6.5)!;
    expect(read.onCore).toBeCloseTo((5 + 12 + 12) / (20 + 30 + 12));
    expect(read.tbt).toBeCloseTo(28);
  });

  it('reads nothing from a trace without a first contentful paint', () => {
    expect(mainThreadOnCore([task(10, 80)], 6.5)).toBeUndefined();
  });
});
