/** The HTML document of a page rendered on a server: the host page `<venue-site>` lives in. */
import { dehydrate, type RenderedState } from '../core/renderedState';

export interface DocumentParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  head: string;
  /** Where the SDK's files are (`/dist/`): its loader, its stylesheet. */
  assets: string;
  /** Links for the browser to fetch early (server/preloads), before the loader. */
  preloads: string;
  /** The loader's data-* settings (`api`, `site-url`). */
  scriptData: Record<string, string>;
  /** The host page's own stylesheets. */
  stylesheets: readonly string[];
  /** The document's own rule in a `<style>` (server/page's inlineStyles: the policy lists its hash). */
  inlineStyles: boolean;
  /** `<venue-site>`'s attributes. */
  attributes: Record<string, string>;
  shadow: string;
  state: RenderedState;
}

/**
 * The document's own rules, the one `<style>` of its head (the policy names it by its hash):
 * `<venue-site>` is the whole page, edge to edge. A host stylesheet for this alone was a request
 * that held the first paint. Under a host's own policy (inlineStyles false) the host's stylesheet
 * sets it.
 */
export const DOCUMENT_STYLE = 'body{margin:0}';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributesHtml = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

export function documentHtml(parts: DocumentParts): string {
  const data = Object.fromEntries(Object.entries(parts.scriptData).map(([name, value]) => [`data-${name}`, value]));
  return [
    `<!doctype html><html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    parts.head,
    ...(parts.preloads ? [parts.preloads] : []),
    ...(parts.inlineStyles ? [`<style>${DOCUMENT_STYLE}</style>`] : []),
    // No venue-elements.css: its rules reserve boxes for elements in the light DOM not ready yet,
    // and this document has none (<venue-site> is ready, its styles in its shadow root). Linked,
    // it was one more request that held the first paint.
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<script src="${escapeHtml(parts.assets)}venue-elements.js"${attributesHtml(data)} defer></script>`,
    '</head>',
    // data-venue-ready: its content is there from the first paint, so nothing reserves a box for
    // it (venue-elements.css would hold an element not ready at 100vh), and the first task of its
    // code changes none of its styles (setting it then was a layout of the whole page).
    `<body><venue-site${attributesHtml(parts.attributes)} data-venue-ready><template shadowrootmode="open">${parts.shadow}</template></venue-site>`,
    dehydrate(parts.state),
    '</body></html>',
  ].join('\n');
}

/**
 * The page a visitor gets while the site's API cannot be reached (or a first render is too slow)
 * and no earlier render of the page is kept: it says so and asks again by itself every 30 s.
 */
export function unavailableHtml(lang: string): string {
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="refresh" content="30">',
    '<meta name="robots" content="noindex">',
    '<title>The site is not available right now</title>',
    '</head>',
    '<body><main><h1>The site is not available right now</h1><p>This page tries again by itself in 30 seconds.</p></main></body></html>',
  ].join('\n');
}
