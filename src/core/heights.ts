/**
 * Remembered heights: the height each element had when its first content rendered, kept in
 * localStorage per page, viewport width, tag and attributes. On the visitor's next view of the
 * page the loader reserves exactly that (`--venue-remembered` on the element, ahead of the
 * host's `--venue-reserve` and the tag's own `@reserve`), so content of any length replaces a box
 * of its own height and the host's text below does not move. An element this visitor has not
 * seen yet (in this configuration, at this width, on any page) keeps the fixed reservation.
 *
 * Shared by the loader (reads, before the element's code arrives) and the element adapter
 * (writes, when data-venue-ready is set): keep it small, the loader carries it.
 */
const STORE = 'venue-elements/heights';
/** Entries kept, the most recently written last; older ones are dropped. */
const LIMIT = 200;

/** Attributes that are not the element's configuration. */
export const ignored = /^(style|class|id|data-venue-.*)$/;

/**
 * Page (path, and a hash route), viewport width, tag and configuration, e.g.
 * `/events#/faq 1280 venue-faq group=faqs toc=`; with `anyPage`, `* 1280 venue-faq …`: the same
 * element on whichever page it was seen last (a calendar in every page's sidebar). The query
 * string is left out (tracking parameters would make every visit a new page).
 */
export function heightKey(el: Element, anyPage = false): string {
  const route = location.hash.startsWith('#/') ? location.hash : '';
  const attributes = Array.from(el.attributes, (a) => (ignored.test(a.name) ? '' : ` ${a.name}=${a.value}`))
    .sort()
    .join('');
  return `${anyPage ? '*' : location.pathname + route} ${innerWidth} ${el.localName}${attributes}`;
}

/** The element's remembered height: on this page, else the same element's on another page. */
export function heightOf(heights: Record<string, unknown>, el: Element): number | undefined {
  const height = heights[heightKey(el)] ?? heights[heightKey(el, true)];
  return typeof height === 'number' && height > 0 ? height : undefined;
}

/** What is remembered, key → height in px; empty when storage is unavailable or unreadable. */
export function rememberedHeights(): Record<string, unknown> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

/** Remembers each [key, height] (to layout's 1/64 px), newest last, at most LIMIT entries. */
export function rememberHeights(entries: [string, number][]): void {
  const heights = rememberedHeights();
  for (const [key, height] of entries) {
    delete heights[key];
    heights[key] = Math.round(height * 64) / 64;
  }
  const keys = Object.keys(heights);
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete heights[key];
  try {
    localStorage.setItem(STORE, JSON.stringify(heights));
  } catch {
    // Storage full or refused (a sandboxed frame, private mode): the next view reserves as a first.
  }
}

let observer: ResizeObserver | undefined;
const keys = new WeakMap<Element, string[]>();

/**
 * Remembers the element's height in the frame its first content is laid out (a ResizeObserver's
 * first report: no forced layout), in the box its reservation's min-height sizes.
 */
export function recordHeight(el: Element): void {
  keys.set(el, [heightKey(el), heightKey(el, true)]);
  observer ??= new ResizeObserver((entries) => {
    const measured: [string, number][] = [];
    for (const entry of entries) {
      observer!.unobserve(entry.target);
      const borderBox = getComputedStyle(entry.target).boxSizing === 'border-box';
      const height = borderBox ? entry.borderBoxSize[0].blockSize : entry.contentRect.height;
      if (height >= 1) for (const key of keys.get(entry.target)!) measured.push([key, height]);
    }
    // Stored after this frame has painted: the first content is not held back by a storage write.
    if (measured.length) setTimeout(() => rememberHeights(measured));
  });
  observer.observe(el);
}
