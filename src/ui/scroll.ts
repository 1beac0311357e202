/** 000 §9: scroll animation defaults — offset 120, duration 400 ms, easing ease. */
export const SCROLL_OFFSET = 120;
export const SCROLL_DURATION_MS = 400;

/**
 * Brings an element to SCROLL_OFFSET px below the top of the viewport, smoothly (the browser's
 * own smooth scroll, which follows prefers-reduced-motion), only when it is not already there.
 */
export function scrollToElement(el: Element, offset = SCROLL_OFFSET): void {
  const top = el.getBoundingClientRect().top;
  if (top >= 0 && top <= window.innerHeight - offset) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: window.scrollY + top - offset, behavior: reduce ? 'auto' : 'smooth' });
}
