import { useEffect, useState, type RefObject } from 'react';

/**
 * What the slider's autoplay waits on (and hooks/useReducedMotion). Each starts at what the server renders (motion allowed,
 * page shown, off screen, a finger off the track) and follows the browser from the first effect, so a
 * server-rendered slider hydrates with the same nodes whatever the visitor's settings.
 */

/** Whether the page is shown (not a background tab, not a minimised window). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Whether any of the element is on screen (an IntersectionObserver; true where there is none). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return setOnScreen(true);
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * Whether a finger is on the element: a slide does not move away under a swipe. Passive
 * listeners, so native scrolling never waits on them.
 */
export function useTouching(ref: RefObject<HTMLElement | null>): boolean {
  const [touching, setTouching] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const down = () => setTouching(true);
    const up = (event: TouchEvent) => setTouching(event.touches.length > 0);
    const options = { passive: true } as const;
    el.addEventListener('touchstart', down, options);
    el.addEventListener('touchend', up, options);
    el.addEventListener('touchcancel', up, options);
    return () => {
      el.removeEventListener('touchstart', down);
      el.removeEventListener('touchend', up);
      el.removeEventListener('touchcancel', up);
    };
  }, [ref]);
  return touching;
}
