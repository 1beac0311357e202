/**
 * CMS HTML read as a stream of tokens, as the server's sanitiser reads it (server/render) and as
 * the browser's sanitiser is handed it (core/sanitize): tags with their attributes, comments and
 * the text between. A tokeniser, not a sanitiser: what it lets through is still sanitised.
 */

/** A comment, a doctype or processing instruction, or a tag (1: its name, 2: its attributes). */
export const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** One attribute of a tag: 1 its name, 2–4 its value in double, single or no quotes. */
export const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

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
export function decode(value: string): string | null {
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

/** A tag's attributes by lower-case name, decoded, the first of each name (as a browser keeps it). */
export function attributeValues(source: string): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!out.has(key)) out.set(key, decode(double ?? single ?? bare ?? ''));
  }
  return out;
}
