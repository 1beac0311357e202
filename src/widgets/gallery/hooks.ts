import { useEffect, useState, type RefObject } from 'react';
import { LAZY_MARGIN } from '../../ui/Image';

/**
 * Whether an element is on screen (margin 0) or near it (the images' 200 px). With `once`, it
 * stays true after the first time (a map frame is loaded once).
 */
export function useInView(ref: RefObject<Element | null>, { margin = LAZY_MARGIN, once = false } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        setInView(seen);
        if (seen && once) observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, once]);
  return inView;
}
