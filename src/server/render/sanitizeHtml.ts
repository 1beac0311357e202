/**
 * CMS HTML sanitised as text, for a page rendered on a server (no DOM there): the allow-list and
 * link policy of core/sanitize, applied to a token stream. Disallowed elements go, their text
 * stays (as DOMPurify keeps it), except those whose content is code or markup of its own
 * (script, style, frames, forms' options, SVG, MathML), which go whole. Open elements are closed
 * at the end, so the text cannot break out of its box in the page.
 */
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
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Character references decoded as a browser would before reading an attribute; null for one it does not know. */
function decode(value: string): string | null {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = NAMED[ref.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? match;
  });
  return unknown ? null : decoded;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attributesOf(name: string, source: string, sitePath: (path: string) => string): string {
  const out = new Map<string, string>();
  for (const [, rawName, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const attribute = rawName.toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(attribute) || out.has(attribute)) continue;
    const value = decode(double ?? single ?? bare ?? '');
    if (value === null && (URLS.has(attribute) || attribute === 'srcset')) continue;
    const text = value ?? '';
    if (URLS.has(attribute) && !isSafeUrl(text)) continue;
    if (attribute === 'srcset' && /(?:javascript|data|vbscript):/i.test(text.replace(/\s/g, ''))) continue;
    out.set(attribute, attribute === 'href' && name === 'a' && /^\/(?![/\\])/.test(text) ? sitePath(text) : text);
  }
  if (name === 'a' && out.get('target') === '_blank') out.set('rel', 'noopener noreferrer');
  return [...out].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
}

export function sanitizeHtml(html: string, sitePath: (path: string) => string = (path) => path): string {
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
