/**
 * CMS HTML goes through the browser's own HTML Sanitizer API (`Element.setHTML`, Chromium 146+,
 * Firefox 148+) where the browser has it, and through DOMPurify, fetched as its own chunk only
 * then, where it does not (DESIGN: Security). Both run the same allow-list: what CMS text needs
 * (headings, paragraphs, lists, tables, links, images, video), without forms, styles, frames or
 * foreign content. `style` attributes are dropped too: a host page with a strict CSP refuses them.
 *
 * setHTML is always "safe": whatever the list says, scripts, event handlers and script URLs go.
 */
export const ELEMENTS = (
  'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt ' +
  'em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q s samp section small source ' +
  'span strong sub summary sup table tbody td tfoot th thead time tr u ul var video wbr'
).split(' ');
export const ATTRIBUTES = (
  'href src srcset sizes alt title width height colspan rowspan scope align class id target rel datetime cite start ' +
  'type reversed open loading controls poster muted loop playsinline lang dir role aria-label aria-hidden aria-describedby'
).split(' ');
export const URL_ATTRIBUTES = ['href', 'src', 'cite', 'poster'];
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

interface SanitizerTarget {
  setHTML?(html: string, options: { sanitizer: unknown }): void;
}
type Purify = typeof import('dompurify').default;

let purify: Promise<Purify> | undefined;
const loadPurify = () => (purify ??= import('dompurify').then((m) => m.default));

/** True where the browser sanitises by itself (no DOMPurify chunk is fetched). */
export function hasNativeSanitizer(): boolean {
  return typeof Element !== 'undefined' && typeof (Element.prototype as SanitizerTarget).setHTML === 'function';
}

/**
 * Replaces the contents of `target` with the sanitised `html`. Synchronous where the browser
 * sanitises by itself; otherwise resolves once DOMPurify has arrived. `sitePath` gives the href
 * of a link to a site path (`/contact`): where it really leads from this page.
 */
export function setCmsHtml(target: Element, html: string, sitePath: (path: string) => string = (path) => path): void | Promise<void> {
  if (!html) {
    target.replaceChildren();
    return;
  }
  // Sanitised in an inert document first: nothing loads until the result is in place.
  const inert = document.implementation.createHTMLDocument('').createElement('div');
  if (hasNativeSanitizer()) {
    (inert as SanitizerTarget).setHTML!(html, { sanitizer: { elements: ELEMENTS, attributes: ATTRIBUTES, comments: false } });
    return place(target, inert, sitePath);
  }
  return loadPurify().then((DOMPurify) => {
    inert.replaceChildren(
      DOMPurify.sanitize(html, { ALLOWED_TAGS: ELEMENTS, ALLOWED_ATTR: ATTRIBUTES, RETURN_DOM_FRAGMENT: true }) as DocumentFragment,
    );
    place(target, inert, sitePath);
  });
}

/**
 * The link policy both paths share: URLs keep http(s), mailto, tel and relative forms (what
 * the URL parser makes of them, so no spelling of `javascript:` survives), and links that open
 * a new tab cannot reach back to this page.
 */
function place(target: Element, inert: Element, sitePath: (path: string) => string): void {
  for (const el of inert.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) el.removeAttribute(name);
    }
    const href = el.localName === 'a' ? el.getAttribute('href') : null;
    if (href && /^\/(?![/\\])/.test(href)) el.setAttribute('href', sitePath(href));
    if (el.hasAttribute('srcset') && /(?:javascript|data|vbscript):/i.test(el.getAttribute('srcset')!)) el.removeAttribute('srcset');
    if (el.localName === 'a' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  }
  target.replaceChildren(...Array.from(inert.childNodes));
}

export function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
