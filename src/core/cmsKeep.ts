/**
 * What CMS text keeps of its editor's styling and frames (001 §2 core/html), on the way through
 * the browser's sanitiser (core/sanitize), which loads this only for a text that has either.
 *
 * A browser under a strict Content-Security-Policy reports every style attribute it parses, even
 * in an inert document, so none reaches the parser as such: a pass over the text's tags
 * (core/htmlTokens) renames `style` to `data-cms-style` and puts a marker where an allowed frame
 * was, before the sanitiser sees the text. After it, the renamed attribute becomes classes and
 * colour attributes (core/cmsStyle) and the marker the embed (core/cmsEmbeds), as the server's
 * sanitiser writes them (server/render).
 */
import { cmsStyle, withClasses } from './cmsStyle';
import { embedAttributes, embedFor, embedTexts, type Embed } from './cmsEmbeds';
import { ATTRIBUTE, attributeValues, TOKEN } from './htmlTokens';
import { COLOUR_ATTRIBUTES, MARKER, MARKER_INDEX, STYLE_ATTRIBUTE } from './cmsMarkers';

interface Found {
  embed: Embed;
  title: string | null;
}

/**
 * The text as the sanitiser is given it: each tag's `style` renamed, each allowed frame a marker
 * with its embed's index (its content dropped, as a frame's content is never shown), other
 * frames, `<style>` elements and markers the text wrote itself gone. What this pass misreads, the
 * sanitiser still sanitises; a marker the text smuggled past it names an allowed embed or none.
 * `keep` turns the sanitised markers and styles into what they stand for.
 */
export function beforeParsing(html: string, lng: string | undefined): { text: string; keep: (inert: Element) => void } {
  const embeds: Found[] = [];
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
      // As the server's sanitiser reads it: a self-closed frame has no content.
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
  return { text, keep: (inert) => keep(inert, embeds, lng) };
}

const renameStyle = (attributes: string) =>
  attributes.replace(ATTRIBUTE, (whole, name: string) =>
    name.toLowerCase() === 'style' ? STYLE_ATTRIBUTE + whole.slice(name.length) : whole,
  );

function keep(inert: Element, embeds: readonly Found[], lng: string | undefined): void {
  for (const el of inert.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)) {
    const kept = cmsStyle(el.getAttribute(STYLE_ATTRIBUTE)!);
    el.removeAttribute(STYLE_ATTRIBUTE);
    if (kept.classes.length) el.setAttribute('class', withClasses(el.getAttribute('class'), kept.classes));
    if (kept.color) el.setAttribute(COLOUR_ATTRIBUTES.color, kept.color);
    if (kept.background) el.setAttribute(COLOUR_ATTRIBUTES.background, kept.background);
  }
  for (const el of inert.querySelectorAll(`[${MARKER_INDEX}]:not(${MARKER})`)) el.removeAttribute(MARKER_INDEX);
  for (const marker of inert.querySelectorAll(MARKER)) {
    const found = embeds[Number(marker.getAttribute(MARKER_INDEX) ?? NaN)];
    marker.replaceWith(...(found ? [embedElement(inert.ownerDocument, found, lng)] : []));
  }
}

/** An embed as the text shows it: the frame, and a plain link to the same video or map. */
function embedElement(doc: Document, { embed, title }: Found, lng: string | undefined): Element {
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
