import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The slide in view of a scroll-snap track (its children, one per view) and a way to move to a
 * neighbour. The browser scrolls and snaps; an IntersectionObserver on the slides says which one
 * fills most of the track, so nothing reads layout while the visitor swipes.
 */
export function useCarousel(track: RefObject<HTMLElement | null>, count: number, reduceMotion: boolean) {
  const [active, setActive] = useState(0);
  // Where a button, key or autoplay last sent the track: a second press during the scroll goes on
  // from there rather than from the slide still half in view.
  const target = useRef<number | null>(null);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < 0.5) continue;
          const index = Array.prototype.indexOf.call(el.children, entry.target);
          if (index === target.current) target.current = null;
          if (index >= 0) setActive(index);
        }
      },
      { root: el, threshold: 0.5 },
    );
    for (const slide of el.children) observer.observe(slide);
    // Once scrolling stops, the slide it stopped on is the one in view (the observer's last entry
    // may still be queued), and a target a swipe cut short is forgotten.
    const settle = () => {
      target.current = null;
      if (el.clientWidth) setActive(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
    };
    el.addEventListener('scrollend', settle, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scrollend', settle);
    };
  }, [track, count]);

  /** Scrolls to the next (1) or previous (-1) slide; past either end it rewinds to the other. */
  const go = (step: 1 | -1) => {
    const el = track.current;
    if (!el || count < 2) return;
    const to = ((target.current ?? active) + step + count) % count;
    target.current = to;
    // Right to left, the track starts at its right edge and scrolls to negative offsets.
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: sign * to * el.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return { active, go };
}

/**
 * Calls `advance` every `delay` ms while `running`, counted afresh from each slide change
 * (a swipe, button or key included: autoplay goes on after them, 001 §2).
 */
export function useAutoplay(running: boolean, active: number, delay: number, advance: () => void) {
  const latest = useRef(advance);
  latest.current = advance;
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    // Set again after each turn, so a scroll that never changed the slide does not stop it.
    const arm = () => {
      timer = setTimeout(() => {
        latest.current();
        arm();
      }, delay);
    };
    arm();
    return () => clearTimeout(timer);
  }, [running, active, delay]);
}
