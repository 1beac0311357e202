import { describe, expect, it } from 'vitest';
import { ease, SCROLL_DURATION_MS, SCROLL_OFFSET, scrollPosition, scrollToElement, type ScrollView } from '../../src/ui/scroll';

/** A window with a clock the test moves: frames run when the test says so. */
function fakeView({ scrollY = 0, innerHeight = 800 } = {}) {
  let now = 1000;
  let next = 1;
  const frames = new Map<number, (time: number) => void>();
  const listeners = new Map<string, Set<() => void>>();
  const scrolls: number[] = [];
  const view = {
    scrollY,
    innerHeight,
    performance: { now: () => now },
    scrollTo(options: ScrollToOptions) {
      expect(options.behavior).toBe('instant');
      view.scrollY = options.top!;
      scrolls.push(options.top!);
    },
    requestAnimationFrame(callback: (time: number) => void) {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle: number) => frames.delete(handle),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
  } satisfies ScrollView;
  return {
    view,
    scrolls,
    /** Moves the clock by `ms` and runs the frames then due, as the browser's next paint does. */
    tick(ms: number) {
      now += ms;
      const due = [...frames];
      frames.clear();
      for (const [, callback] of due) callback(now);
    },
    pending: () => frames.size,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** An element `top` px below the viewport's top, in a page `height` px tall. */
const item = (top: number, view: { scrollY: number }, height = 10_000) =>
  ({
    getBoundingClientRect: () => ({ top: top - view.scrollY }),
    ownerDocument: { documentElement: { scrollHeight: height } },
  }) as unknown as Element;

describe('scroll to an item (000 §9: offset 120, 400 ms, ease)', () => {
  it('eases as CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1)', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    // Values of the CSS ease curve at a quarter, half and three quarters of the time.
    expect(ease(0.25)).toBeCloseTo(0.4085, 3);
    expect(ease(0.5)).toBeCloseTo(0.8024, 3);
    expect(ease(0.75)).toBeCloseTo(0.9604, 3);
    for (let t = 0; t < 1; t += 0.05) expect(ease(t + 0.05)).toBeGreaterThanOrEqual(ease(t));
  });

  it('positions over the 400 ms run from start to end', () => {
    expect(scrollPosition(100, 1100, 0)).toBe(100);
    expect(scrollPosition(100, 1100, 200)).toBeCloseTo(100 + 1000 * 0.8024, 0);
    expect(scrollPosition(100, 1100, SCROLL_DURATION_MS)).toBe(1100);
    expect(scrollPosition(100, 1100, 900)).toBe(1100);
    expect(scrollPosition(1100, 100, 100)).toBeCloseTo(1100 - 1000 * 0.4085, 0);
  });

  it('moves frame by frame on the clock and ends with the item 120 px below the top', () => {
    const fake = fakeView({ scrollY: 0 });
    scrollToElement(item(2000, fake.view), SCROLL_OFFSET, fake.view);
    expect(fake.scrolls).toEqual([]);
    fake.tick(100);
    expect(fake.view.scrollY).toBeCloseTo(1880 * 0.4085, -1);
    fake.tick(100);
    expect(fake.view.scrollY).toBeCloseTo(1880 * 0.8024, -1);
    fake.tick(100);
    fake.tick(100);
    expect(fake.view.scrollY).toBe(2000 - SCROLL_OFFSET);
    expect(fake.pending()).toBe(0);
    expect(fake.listening()).toBe(0);
  });

  it('ends at the item where it is then when content above it grows or shrinks during the scroll', () => {
    for (const change of [300, -300]) {
      const fake = fakeView({ scrollY: 0 });
      let top = 2000;
      const moving = {
        getBoundingClientRect: () => ({ top: top - fake.view.scrollY }),
        ownerDocument: { documentElement: { scrollHeight: 10_000 } },
      } as unknown as Element;
      scrollToElement(moving, SCROLL_OFFSET, fake.view);
      fake.tick(100);
      // a picture above arrives (or a spinner above goes) a quarter of the way in
      top += change;
      fake.tick(100);
      fake.tick(100);
      fake.tick(100);
      expect(fake.view.scrollY).toBe(top - SCROLL_OFFSET);
      expect(fake.pending()).toBe(0);
    }
  });

  it('leaves an item already in view where it is, and stops at the end of the page', () => {
    const inView = fakeView({ scrollY: 0 });
    scrollToElement(item(300, inView.view), SCROLL_OFFSET, inView.view);
    inView.tick(500);
    expect(inView.scrolls).toEqual([]);

    const short = fakeView({ scrollY: 0, innerHeight: 800 });
    scrollToElement(item(1500, short.view, 2000), SCROLL_OFFSET, short.view);
    short.tick(500);
    expect(short.view.scrollY).toBe(1200);
  });

  it('jumps at once under prefers-reduced-motion', () => {
    const fake = fakeView({ scrollY: 0 });
    scrollToElement(item(2000, fake.view), SCROLL_OFFSET, fake.view, () => true);
    expect(fake.scrolls).toEqual([1880]);
    expect(fake.pending()).toBe(0);
  });

  it.each(['wheel', 'touchstart', 'keydown'])('a %s during the animation stops it where it is', (type) => {
    const fake = fakeView({ scrollY: 0 });
    scrollToElement(item(2000, fake.view), SCROLL_OFFSET, fake.view);
    fake.tick(100);
    const at = fake.view.scrollY;
    fake.fire(type);
    fake.tick(100);
    fake.tick(400);
    expect(fake.view.scrollY).toBe(at);
    expect(fake.pending()).toBe(0);
    expect(fake.listening()).toBe(0);
  });

  it('a new scroll replaces one under way', () => {
    const fake = fakeView({ scrollY: 0 });
    scrollToElement(item(2000, fake.view), SCROLL_OFFSET, fake.view);
    fake.tick(100);
    scrollToElement(item(5000, fake.view), SCROLL_OFFSET, fake.view);
    fake.tick(500);
    expect(fake.view.scrollY).toBe(5000 - SCROLL_OFFSET);
    expect(fake.listening()).toBe(0);
  });
});
