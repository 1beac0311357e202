// The built renderer (dist/server) and what the tests read out of a rendered page.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../../dist/server/index.js', import.meta.url));

/** The package's `venue-elements/server`, as built. */
export async function server() {
  if (!existsSync(built)) throw new Error('dist/server/index.js is missing: run `npm run build` first');
  return import(built);
}

export const SITE_URL = 'https://venue.example/site/';
export const siteOptions = (api) => ({ api: api.url, siteUrl: SITE_URL, base: '/site', assets: '/dist/' });

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of the first `<meta name|property=…>` with that name. */
export function meta(html, name) {
  const tag = new RegExp(`<meta [^>]*(?:name|property)="${name.replace(/[.]/g, '\\.')}"[^>]*>`).exec(html)?.[0];
  return tag ? decode(/content="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

export const title = (html) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
export const canonical = (html) => /<link [^>]*rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The page's data block, parsed. */
export function state(html) {
  const json = /<script type="application\/json" data-venue-state>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no data block');
  return JSON.parse(json);
}

/** The declared shadow root's HTML. */
export function shadow(html) {
  const found = /<venue-site[^>]*><template shadowrootmode="open">([\s\S]*)<\/template><\/venue-site>/.exec(html)?.[1];
  if (!found) throw new Error('no declared shadow root');
  return found;
}

/** Visible text, tags taken out. */
export const textOf = (html) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** Every start tag of an element: [name, attributes text]. */
export const tags = (html, name) => [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g'))].map((m) => m[1] ?? '');
/** The `<style data-sheet>` elements of a page: the names they give (their files' hashes) and their text. */
export const styleElements = (html) =>
  [...html.matchAll(/<style data-sheet="([\w ]+)">([\s\S]*?)<\/style>/g)].map(([, names, text]) => ({ names: names.split(' '), text }));
/** The stylesheets a page carries in its `<style data-sheet>` (a line each): each one's name and text. */
export const inlineSheets = (html) =>
  styleElements(html).flatMap(({ names, text }) => {
    const lines = text.split('\n');
    if (lines.length !== names.length) throw new Error(`a <style> names ${names.length} sheets and has ${lines.length} lines`);
    return names.map((name, i) => ({ name, text: lines[i] }));
  });
export const attribute = (attributes, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/**
 * Every picture of ui/Image: its box's attributes, its placeholder `<img>`'s (if any), its
 * `<source>`s' and its `<img>`'s.
 */
export const pictures = (html) =>
  [
    ...html.matchAll(/<span( class="picture[^>]*)>(?:<img( class="picture-placeholder"[^>]*)>)?<picture>([\s\S]*?)<\/picture><\/span>/g),
  ].map(([, box, placeholder, inner]) => ({ box, placeholder, sources: tags(inner, 'source'), img: tags(inner, 'img')[0] }));
