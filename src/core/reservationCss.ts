import { heightOf, ignored, rememberedHeights } from './heights';

/** A CSS string's content: quotes and backslashes escaped, line breaks as `\a `. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

/**
 * Rules a host can paste into its own stylesheet so that a visitor's first view is reserved at
 * the right height too: for each element on this page that has shown its first content, its tag
 * and configuration as a selector and the height that content had, e.g.
 * `venue-faq[group="faqs"][toc]:not([data-venue-ready]) { display: block; min-height:
 * var(--venue-remembered, 540px) }` (an empty value as a bare attribute). They work without the
 * loader or venue-elements.css, from the page's first paint; a height this visitor's browser
 * remembers still wins. An element's own rule names all of its attributes, so it outranks the
 * rule of an element with fewer. The heights are for this window's width (the first line says
 * which). A host gets them with `copy(await VenueElements.reservationCss())` in the browser
 * console: a tool for hosts, loaded when asked for, not with every visitor's page.
 */
export function reservationCss(root: ParentNode = document): string {
  const heights = rememberedHeights();
  const rules = new Map<string, number>();
  for (const el of root.querySelectorAll('[data-venue-ready]')) {
    const height = heightOf(heights, el);
    if (!el.localName.startsWith('venue-') || !height) continue;
    const attributes = Array.from(el.attributes, (a) =>
      ignored.test(a.name) ? '' : a.value ? `[${a.name}=${cssString(a.value)}]` : `[${a.name}]`,
    )
      .sort()
      .join('');
    rules.set(`${el.localName}${attributes}`, height);
  }
  return [
    `/* venue-elements: the height of each element's first content at a ${innerWidth} px wide window, on ${location.pathname.replace(/\*\//g, '*%2F')} */`,
    ...Array.from(
      rules,
      ([selector, height]) => `${selector}:not([data-venue-ready]) { display: block; min-height: var(--venue-remembered, ${height}px) }`,
    ),
  ].join('\n');
}
