/**
 * CMS HTML goes through the browser's own HTML Sanitizer API (`Element.setHTML`, Chromium 146+,
 * Firefox 148+) where the browser has it, and through DOMPurify, fetched as its own chunk only
 * then, where it does not (DESIGN: Security). Both run the same allow-list: what CMS text needs
 * (headings, paragraphs, lists, tables, links, images, video), without forms, styles, frames or
 * foreign content. setHTML is always "safe": whatever the list says, scripts, event handlers,
 * script URLs and frames go.
 *
 * Two things of the editor's survive in another form (001 §2 core/html). A `style` attribute
 * keeps its alignment, emphasis and colours as classes and colour attributes (core/cmsStyle); a
 * frame from YouTube, Vimeo or Google Maps is rebuilt as our own (core/cmsEmbeds). A browser
 * under a strict Content-Security-Policy reports every style attribute it parses, even in an
 * inert document, so neither reaches the parser as such: a pass over the text's tags
 * (core/htmlTokens) renames `style` to `data-cms-style` and puts a marker where an allowed frame
 * was, before the sanitiser sees the text; the marker and the renamed attribute are turned into
 * what they stand for after it.
 */
import { cmsStyle, COLOUR_ATTRIBUTES, withClasses } from './cmsStyle';
import { embedAttributes, embedFor, embedTexts, type Embed } from './cmsEmbeds';
import { ATTRIBUTE, attributeValues, TOKEN } from './htmlTokens';

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
/** Where a style attribute's text waits for core/cmsStyle (the browser's pass renames `style` to it). */
export const STYLE_ATTRIBUTE = 'data-cms-style';
/** What the sanitisers are given besides the lists: the embed marker and the renamed style. */
const MARKER = 'venue-cms-embed';
const MARKER_INDEX = 'data-cms-embed';
const SANITIZER_ELEMENTS = [...ELEMENTS, MARKER];
const SANITIZER_ATTRIBUTES = [...ATTRIBUTES, STYLE_ATTRIBUTE, MARKER_INDEX];
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
  const { text, embeds } = beforeParsing(html);
  // Sanitised in an inert document first: nothing loads until the result is in place.
  const inert = document.implementation.createHTMLDocument('').createElement('div');
  if (hasNativeSanitizer()) {
    (inert as SanitizerTarget).setHTML!(text, {
      sanitizer: { elements: SANITIZER_ELEMENTS, attributes: SANITIZER_ATTRIBUTES, comments: false },
    });
    return place(target, inert, sitePath, embeds, lng);
  }
  return loadPurify().then((DOMPurify) => {
    inert.replaceChildren(
      DOMPurify.sanitize(text, {
        ALLOWED_TAGS: SANITIZER_ELEMENTS,
        ALLOWED_ATTR: SANITIZER_ATTRIBUTES,
        ALLOW_DATA_ATTR: false,
        // DOMPurify reads any other attribute as an address: a style's `color:` would be a scheme.
        ADD_URI_SAFE_ATTR: [STYLE_ATTRIBUTE, MARKER_INDEX],
        RETURN_DOM_FRAGMENT: true,
      }) as DocumentFragment,
    );
    place(target, inert, sitePath, embeds, lng);
  });
}

/**
 * The text as the sanitiser is given it: each tag's `style` renamed, each allowed frame a marker
 * with its embed's index (its content dropped, as a frame's content is never shown), other
 * frames, `<style>` elements and markers the text wrote itself gone. What this pass misreads, the
 * sanitiser still sanitises; a marker the text smuggled past it names an allowed embed or none.
 */
function beforeParsing(html: string): { text: string; embeds: { embed: Embed; title: string | null }[] } {
  const embeds: { embed: Embed; title: string | null }[] = [];
  let text = '';
  let at = 0;
  let dropping: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ''] = match;
    if (!dropping) text += html.slice(at, match.index);
    at = match.index + token.length;
    const name = rawName?.toLowerCase();
    const closing = token[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (name === 'iframe' || name === 'style') {
      // As the server's sanitiser reads it (server/render): a self-closed frame has no content.
      if (!closing && !/\/\s*$/.test(attributes)) dropping = name;
      const values = name === 'iframe' && !closing ? attributeValues(attributes) : undefined;
      const embed = values && embedFor(values.get('src'));
      if (embed) text += `<${MARKER} ${MARKER_INDEX}="${embeds.push({ embed, title: values.get('title') ?? null }) - 1}"></${MARKER}>`;
      continue;
    }
    if (name === MARKER) continue;
    text += rawName && !closing && attributes ? token.slice(0, -attributes.length - 1) + renameStyle(attributes) + '>' : token;
  }
  if (!dropping) text += html.slice(at);
  return { text, embeds };
}

const renameStyle = (attributes: string) =>
  attributes.replace(ATTRIBUTE, (whole, name: string) =>
    name.toLowerCase() === 'style' ? STYLE_ATTRIBUTE + whole.slice(name.length) : whole,
  );

/** Where `attr(… type(<color>))` reads a colour by itself; elsewhere the CSSOM sets it. */
const readsColourAttributes = () => typeof CSS !== 'undefined' && CSS.supports('color', `attr(${COLOUR_ATTRIBUTES.color} type(<color>))`);

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
function place(
  target: Element,
  inert: Element,
  sitePath: (path: string) => string,
  embeds: readonly { embed: Embed; title: string | null }[],
  lng: string | undefined,
): void {
  for (const el of inert.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) el.removeAttribute(name);
    }
    const href = el.localName === 'a' ? el.getAttribute('href') : null;
    if (href && /^\/(?![/\\])/.test(href)) el.setAttribute('href', sitePath(href));
    if (el.hasAttribute('srcset') && /(?:javascript|data|vbscript):/i.test(el.getAttribute('srcset')!)) el.removeAttribute('srcset');
    if (el.localName === 'a' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    if (el.localName !== MARKER) el.removeAttribute(MARKER_INDEX);
    const style = el.getAttribute(STYLE_ATTRIBUTE);
    if (style === null) continue;
    el.removeAttribute(STYLE_ATTRIBUTE);
    const kept = cmsStyle(style);
    if (kept.classes.length) el.setAttribute('class', withClasses(el.getAttribute('class'), kept.classes));
    if (kept.color) el.setAttribute(COLOUR_ATTRIBUTES.color, kept.color);
    if (kept.background) el.setAttribute(COLOUR_ATTRIBUTES.background, kept.background);
  }
  for (const marker of inert.querySelectorAll(MARKER)) {
    const found = embeds[Number(marker.getAttribute(MARKER_INDEX) ?? NaN)];
    marker.replaceWith(...(found ? [embedElement(inert.ownerDocument, found.embed, found.title, lng)] : []));
  }
  applyColours(inert);
  target.replaceChildren(...Array.from(inert.childNodes));
}

/** An embed as the text shows it: the frame, and a plain link to the same video or map. */
function embedElement(doc: Document, embed: Embed, title: string | null, lng: string | undefined): Element {
  const texts = embedTexts(embed, title, lng);
  const make = (name: string, attributes: Record<string, string>) => {
    const el = doc.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) el.setAttribute(attribute, value);
    return el;
  };
  const box = make('span', { class: 'cms-embed', 'data-kind': embed.kind });
  const link = make('a', { href: embed.href });
  link.textContent = texts.link;
  box.append(make('iframe', embedAttributes(embed, texts.title)), link);
  return box;
}

export function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
