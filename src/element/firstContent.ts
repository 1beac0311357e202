import { recordHeight } from '../core/heights';

/**
 * The loader reserves an element's box until its first content has rendered: not the component
 * code not having arrived, not a loading state. Then `data-venue-ready` releases it, and the
 * height it rendered at is remembered for the next visit.
 */
export function watchFirstContent(el: HTMLElement, shadow: ShadowRoot): void {
  if (el.hasAttribute('data-venue-ready')) return;
  const check = () => {
    const root = shadow.querySelector('.venue-root');
    if (!root?.firstElementChild || root.querySelector('.spinner')) return false;
    observer.disconnect();
    el.setAttribute('data-venue-ready', '');
    forgetReservedHeight(el);
    recordHeight(el);
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(shadow, { childList: true, subtree: true });
  // An element added once its tag's code and its data are in has rendered its content already.
  check();
}

/** A shadow root the server rendered (declarative shadow DOM), not yet rendered in this page. */
export function serverRendered(shadow: ShadowRoot): boolean {
  return Array.from(shadow.children).some((el) => el.classList.contains('venue-root'));
}

/** Takes the loader's `--venue-remembered` off the element again, and the style attribute it made. */
function forgetReservedHeight(el: HTMLElement) {
  if (!el.style.getPropertyValue('--venue-remembered')) return;
  el.style.removeProperty('--venue-remembered');
  if (el.style.length) return;
  // Chrome writes the inline style back to the attribute lazily: read it once, or it comes back as style="".
  el.getAttribute('style');
  el.removeAttribute('style');
}
