/**
 * CMS HTML sanitised as text, for a page rendered on a server (no DOM there): the allow-list and
 * link policy of core/sanitize, applied to a token stream. Disallowed elements go, their text
 * stays (as DOMPurify keeps it), except those whose content is code or markup of its own
 * (script, style, frames, forms' options, SVG, MathML), which go whole. Open elements are closed
 * at the end, so the text cannot break out of its box in the page. As in the browser, a frame from
 * an allowed host becomes our own embed (core/cmsEmbeds) and a style attribute's harmless part
 * classes and colour attributes (core/cmsStyle), written as the browser's sanitiser builds them.
 */
import { cmsStyle, withClasses } from '../../core/cmsStyle';
import { embedAttributes, embedFor, embedTexts } from '../../core/cmsEmbeds';
import { attributeValues, ATTRIBUTE, decode, TOKEN } from '../../core/htmlTokens';
import { COLOUR_ATTRIBUTES, STYLE_ATTRIBUTE } from '../../core/cmsMarkers';
import { ATTRIBUTES, ELEMENTS, isSafeUrl, URL_ATTRIBUTES } from '../../core/sanitize';

const ALLOWED = new Set(ELEMENTS);
const ALLOWED_ATTRIBUTES = new Set(ATTRIBUTES);
const URLS = new Set(URL_ATTRIBUTES);
const VOID = new Set(['br', 'col', 'hr', 'img', 'source', 'wbr']);
const DROPPED_WHOLE = new Set(
  'script style iframe frame frameset object embed noscript template textarea select option svg math title xmp noembed noframes plaintext head'.split(
    ' ',
  ),
);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attributesOf(name: string, source: string, sitePath: (path: string) => string): string {
  const out = new Map<string, string>();
  let style: string | null | undefined;
  for (const [, rawName, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const attribute = rawName.toLowerCase();
    const value = decode(double ?? single ?? bare ?? '');
    // The browser's pass renames a style attribute (core/sanitize): the first of either is read.
    if (attribute === 'style' || attribute === STYLE_ATTRIBUTE) style ??= value ?? '';
    if (!ALLOWED_ATTRIBUTES.has(attribute) || out.has(attribute)) continue;
    if (value === null && (URLS.has(attribute) || attribute === 'srcset')) continue;
    const text = value ?? '';
    if (URLS.has(attribute) && !isSafeUrl(text)) continue;
    if (attribute === 'srcset' && /(?:javascript|data|vbscript):/i.test(text.replace(/\s/g, ''))) continue;
    out.set(attribute, attribute === 'href' && name === 'a' && /^\/(?![/\\])/.test(text) ? sitePath(text) : text);
  }
  if (name === 'a' && out.get('target') === '_blank') out.set('rel', 'noopener noreferrer');
  const kept = cmsStyle(style ?? '');
  if (kept.classes.length) out.set('class', withClasses(out.get('class'), kept.classes));
  if (kept.color) out.set(COLOUR_ATTRIBUTES.color, kept.color);
  if (kept.background) out.set(COLOUR_ATTRIBUTES.background, kept.background);
  return [...out].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
}

/** An allowed frame as the browser's sanitiser builds it (core/sanitize), or nothing. */
function embedHtml(attributes: string, lng: string | undefined): string {
  const values = attributeValues(attributes);
  const embed = embedFor(values.get('src'));
  if (!embed) return '';
  const texts = embedTexts(embed, values.get('title'), lng);
  const frame = Object.entries(embedAttributes(embed, texts.title))
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
    .join('');
  return `<span class="cms-embed" data-kind="${embed.kind}"><iframe${frame}></iframe><a href="${escapeAttribute(embed.href)}">${escapeText(texts.link)}</a></span>`;
}

export function sanitizeHtml(html: string, sitePath: (path: string) => string = (path) => path, lng?: string): string {
  const open: string[] = [];
  let out = '';
  let at = 0;
  let dropping: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ''] = match;
    if (!dropping) out += escapeText(html.slice(at, match.index));
    at = match.index + token.length;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const closing = token[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (!closing && DROPPED_WHOLE.has(name)) {
      if (name === 'iframe') out += embedHtml(attributes, lng);
      if (!VOID.has(name) && !/\/\s*$/.test(attributes)) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index < 0) continue;
      for (const inner of open.splice(index).reverse()) out += `</${inner}>`;
      continue;
    }
    out += `<${name}${attributesOf(name, attributes, sitePath)}>`;
    if (!VOID.has(name)) open.push(name);
  }
  if (!dropping) out += escapeText(html.slice(at));
  for (const inner of open.reverse()) out += `</${inner}>`;
  return out;
}
