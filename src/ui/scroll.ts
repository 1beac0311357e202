import { prefersReducedMotion } from '../core/platform';

/** 000 §9: scroll animation defaults — offset 120, duration 400 ms, easing ease. */
export const SCROLL_OFFSET = 120;
export const SCROLL_DURATION_MS = 400;

/** What a scroll needs of the window (the browser's; a fake one with its own clock in tests). */
export interface ScrollView {
  readonly scrollY: number;
  readonly innerHeight: number;
  readonly performance: { now(): number };
  scrollTo(options: ScrollToOptions): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

// CSS `ease` is cubic-bezier(0.25, 0.1, 0.25, 1): x(s) and y(s) of the curve's parameter s.
const bezier = (p1: number, p2: number) => (s: number) => 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s;
const easeX = bezier(0.25, 0.25);
const easeY = bezier(0.1, 1);

/** CSS `ease` at time fraction `t` (0 to 1): the fraction of the distance covered. */
export function ease(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  // x(s) rises monotonically on [0, 1]: bisection finds the s whose x is t.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (low + high) / 2;
    if (easeX(mid) < t) low = mid;
    else high = mid;
  }
  return easeY((low + high) / 2);
}

/** Where a scroll from `from` to `to` is `elapsed` ms in, over `duration` ms eased as CSS `ease`. */
export function scrollPosition(from: number, to: number, elapsed: number, duration = SCROLL_DURATION_MS): number {
  return from + (to - from) * ease(duration > 0 ? elapsed / duration : 1);
}

// A user's own scrolling takes over from an animation under way.
const USER_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;
let running: (() => void) | null = null;

/**
 * Brings an element to `offset` px below the top of the viewport (000 §9), only when it is not
 * already in view: over 400 ms eased as CSS `ease`, frame by frame (the browser's own smooth
 * scroll has its own length and curve), or at once under prefers-reduced-motion. Each frame aims
 * at where the element is then, so content above it that grows or shrinks during the scroll (a
 * picture or a widget arriving) does not leave it short of its place. A wheel, a touch or a key
 * during the animation stops it where it is; a new scroll replaces one under way.
 * Returns a function that stops it.
 */
export function scrollToElement(el: Element, offset = SCROLL_OFFSET, view: ScrollView = window, reduce = prefersReducedMotion): () => void {
  running?.();
  const top = el.getBoundingClientRect().top;
  if (top >= 0 && top <= view.innerHeight - offset) return () => undefined;
  // Where the page is scrolled to with the element `offset` px below the top, as far as the page goes.
  const target = () => {
    const highest = Math.max(0, (el.ownerDocument?.documentElement.scrollHeight ?? Infinity) - view.innerHeight);
    return Math.min(Math.max(0, view.scrollY + el.getBoundingClientRect().top - offset), highest);
  };
  if (reduce()) {
    view.scrollTo({ top: target(), behavior: 'instant' });
    return () => undefined;
  }
  const from = view.scrollY;
  const start = view.performance.now();
  let frame = 0;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    for (const type of USER_SCROLL) view.removeEventListener(type, stop);
    if (running === stop) running = null;
  };
  const step = (now: number) => {
    const elapsed = Math.max(0, now - start);
    view.scrollTo({ top: scrollPosition(from, target(), elapsed), behavior: 'instant' });
    if (elapsed < SCROLL_DURATION_MS) frame = view.requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_SCROLL) view.addEventListener(type, stop, { passive: true });
  running = stop;
  frame = view.requestAnimationFrame(step);
  return stop;
}
