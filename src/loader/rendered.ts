/**
 * What only a page its server rendered needs of the loader, in a chunk of its own that only such
 * a page loads: its state block read (once), and its code held back until the page has loaded.
 *
 * A rendered page can be read, scrolled and followed by its links before its code runs: the code
 * waits until the page has loaded and the pictures in view have been painted (lazy ones start
 * only once laid out, after the load event), so that its text, styles and pictures have the
 * connection to themselves (on a phone's network they are what the visitor waits for); or until
 * the visitor first touches or presses a key once this part is in (a 0.7 KB file, asked for as the
 * loader runs); or for 5 s at the most (a picture that never ends).
 */
import { readRenderedState, type RenderedState } from '../core/renderedState';

/** Any of these first and its code starts loading. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart'];
const LOADED_AT_THE_LATEST_MS = 5000;

/**
 * Reads the page's state block and calls `start` with it once the page has loaded (as above);
 * `selector` finds the SDK's elements, whose shadow roots' pictures count as the page's.
 */
export function whenPageLoaded(selector: string, start: (state: RenderedState | undefined) => void): void {
  const state = readRenderedState();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    removeEventListener('load', loaded);
    for (const type of FIRST_TOUCH) removeEventListener(type, go, true);
    start(state);
  };
  // The pictures in view of the page and of its elements' shadow roots (the site's is declared).
  const picturesInView = () =>
    [document, ...[...document.querySelectorAll(selector)].map((element) => element.shadowRoot)]
      .flatMap((root) => (root ? [...root.querySelectorAll('img')] : []))
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      });
  // The task after the next frame: that frame has painted what had loaded.
  const afterPaint = (then: () => void) => (document.hidden ? then() : requestAnimationFrame(() => setTimeout(then)));
  const loaded = () =>
    afterPaint(() => {
      const pending = picturesInView().filter((img) => !img.complete);
      if (!pending.length) return go();
      let left = pending.length;
      const one = () => --left || afterPaint(go);
      for (const img of pending) {
        img.addEventListener('load', one, { once: true });
        img.addEventListener('error', one, { once: true });
      }
    });
  const timer = setTimeout(go, LOADED_AT_THE_LATEST_MS);
  if (document.readyState === 'complete') loaded();
  // Not capturing: a capturing listener on window would also hear every picture's load.
  else addEventListener('load', loaded);
  for (const type of FIRST_TOUCH) addEventListener(type, go, { capture: true, passive: true });
}
