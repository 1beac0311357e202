import { useEffect, useRef, useState, type RefObject } from 'react';

/** What a visitor scrolls the track with. */
const USER_SCROLL = ['wheel', 'touchstart', 'pointerdown'] as const;

/**
 * The slide in view of a scroll-snap track (its children, one per view) and a way to move to a
 * neighbour. The browser scrolls and snaps; an IntersectionObserver on the slides says which one
 * fills most of the track, so nothing reads layout while the visitor swipes.
 */
export function useCarousel(track: RefObject<HTMLElement | null>, count: number, reduceMotion: boolean) {
  const [active, setActive] = useState(0);
  // The slide in view as the track last said, at once: `active` is the last render's, and a press
  // that came after the observer had cleared the target but before that render went on from the
  // slide before (two quick presses on a slow machine moved one slide).
  const shown = useRef(0);
  // Where a button, key or autoplay last sent the track: a second press during the scroll goes on
  // from there rather than from the slide still half in view.
  const target = useRef<number | null>(null);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const show = (index: number) => {
      shown.current = index;
      setActive(index);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < 0.5) continue;
          const index = Array.prototype.indexOf.call(el.children, entry.target);
          if (index === target.current) target.current = null;
          if (index >= 0) show(index);
        }
      },
      { root: el, threshold: 0.5 },
    );
    for (const slide of el.children) observer.observe(slide);
    // Once scrolling stops, the slide it stopped on is the one in view (the observer's last entry
    // may still be queued). A scroll that ends short of the target is one the next press cut
    // off (the browser ends it as the new one starts, and on a slow machine that can come
    // between two presses): the scroll to the target is still on its way.
    const settle = () => {
      if (!el.clientWidth) return;
      const at = Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
      if (target.current !== null && target.current !== at) return;
      target.current = null;
      show(at);
    };
    // A visitor's own swipe, wheel or scrollbar takes over: the target is forgotten.
    const takeOver = () => void (target.current = null);
    const options = { passive: true } as const;
    el.addEventListener('scrollend', settle, options);
    for (const type of USER_SCROLL) el.addEventListener(type, takeOver, options);
    return () => {
      observer.disconnect();
      el.removeEventListener('scrollend', settle);
      for (const type of USER_SCROLL) el.removeEventListener(type, takeOver);
    };
  }, [track, count]);

  /** Scrolls to the next (1) or previous (-1) slide; past either end it rewinds to the other. */
  const go = (step: 1 | -1) => {
    const el = track.current;
    if (!el || count < 2) return;
    const to = ((target.current ?? shown.current) + step + count) % count;
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
