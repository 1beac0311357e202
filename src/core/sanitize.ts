/**
 * CMS HTML goes through the browser's own HTML Sanitizer API (`Element.setHTML`, Chromium 146+,
 * Firefox 148+) where the browser has it, and through DOMPurify, fetched as its own chunk only
 * then, where it does not (DESIGN: Security). Both run the same allow-list: what CMS text needs
 * (headings, paragraphs, lists, tables, links, images, video), without forms, styles, frames or
 * foreign content. setHTML is always "safe": whatever the list says, scripts, event handlers,
 * script URLs and frames go.
 *
 * Two things of the editor's survive in another form (001 §2 core/html): a `style` attribute's
 * alignment, emphasis and colours, and a frame from YouTube, Vimeo or Google Maps. A text with
 * either loads core/cmsKeep, which readies it for the sanitiser and finishes what it placed.
 */
import { COLOUR_ATTRIBUTES, MARKER, MARKER_INDEX, STYLE_ATTRIBUTE } from './cmsMarkers';
import { readsColourAttributes } from './colourAttributes';

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
/** A text with a style attribute, a style element or a frame: core/cmsKeep readies it. */
const KEEPS = /style\s*=|<\s*(style|iframe)/i;
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
 * of a link to a site path (`/contact`): where it really leads from this page; `lng` the
 * language of an embed's default title and link.
 */
export function setCmsHtml(
  target: Element,
  html: string,
  sitePath: (path: string) => string = (path) => path,
  lng?: string,
): void | Promise<void> {
  if (!html) {
    target.replaceChildren();
    return;
  }
  if (!KEEPS.test(html)) return sanitise(target, html, sitePath);
  return import('./cmsKeep').then(({ beforeParsing }) => {
    const { text, keep } = beforeParsing(html, lng);
    return sanitise(target, text, sitePath, keep);
  });
}

/** `keep`: what core/cmsKeep finishes; the sanitiser lets its marker and renamed style through for it. */
function sanitise(
  target: Element,
  text: string,
  sitePath: (path: string) => string,
  keep?: (inert: Element) => void,
): void | Promise<void> {
  const elements = keep ? [...ELEMENTS, MARKER] : ELEMENTS;
  const attributes = keep ? [...ATTRIBUTES, STYLE_ATTRIBUTE, MARKER_INDEX] : ATTRIBUTES;
  // Sanitised in an inert document first: nothing loads until the result is in place.
  const inert = document.implementation.createHTMLDocument('').createElement('div');
  if (hasNativeSanitizer()) {
    (inert as SanitizerTarget).setHTML!(text, { sanitizer: { elements, attributes, comments: false } });
    return place(target, inert, sitePath, keep);
  }
  return loadPurify().then((DOMPurify) => {
    inert.replaceChildren(
      DOMPurify.sanitize(text, {
        ALLOWED_TAGS: elements,
        ALLOWED_ATTR: attributes,
        ALLOW_DATA_ATTR: false,
        // DOMPurify reads any other attribute as an address: a style's `color:` would be a scheme.
        ADD_URI_SAFE_ATTR: [STYLE_ATTRIBUTE, MARKER_INDEX],
        RETURN_DOM_FRAGMENT: true,
      }) as DocumentFragment,
    );
    place(target, inert, sitePath, keep);
  });
}

/**
 * Colours of CMS text through the CSSOM, where the browser's CSS cannot read them from their
 * attributes: for text the sanitiser placed, and for text a server rendered (ui/CmsHtml).
 */
export function applyColours(box: Element): void {
  if (readsColourAttributes()) return;
  for (const [property, attribute] of [
    ['color', COLOUR_ATTRIBUTES.color],
    ['background-color', COLOUR_ATTRIBUTES.background],
  ]) {
    for (const el of box.querySelectorAll<HTMLElement>(`[${attribute}]`)) el.style.setProperty(property, el.getAttribute(attribute));
  }
}

/**
 * The link policy both paths share: URLs keep http(s), mailto, tel and relative forms (what
 * the URL parser makes of them, so no spelling of `javascript:` survives), and links that open
 * a new tab cannot reach back to this page. Then the styles and embeds the text keeps.
 */
function place(target: Element, inert: Element, sitePath: (path: string) => string, keep?: (inert: Element) => void): void {
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
  keep?.(inert);
  applyColours(inert);
  target.replaceChildren(...Array.from(inert.childNodes));
}

export function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
