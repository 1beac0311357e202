/**
 * Each element's box until its first content has rendered (the element then sets
 * data-venue-ready): the height it had on this visitor's last view of the page (the loader sets
 * `--venue-remembered`, core/heights), else the host's `--venue-reserve`, else its `@reserve`
 * height. Under :where(), so any rule of the host's own wins. The loader applies it as a
 * constructed sheet (a strict CSP accepts that) as soon as it runs; dist/venue-elements.css is
 * the same rules, written by the build with this same function, for a host to link in its
 * <head>, render-blocking, so that the boxes are there from the first paint even when the script
 * is deferred or async and the page paints before it runs.
 *
 * `tags`: every element's tag; `heights`: each `@reserve` height with its tags.
 */
export function reserveCss(tags: readonly string[], heights: Readonly<Record<string, readonly string[]>>): string {
  const all = tags.join(',');
  return (
    `:where(${all}){display:block}:where(:is(${all}):not([data-venue-ready])){min-height:var(--venue-remembered,var(--venue-reserve,var(--venue-own)))}` +
    Object.entries(heights)
      .map(([height, list]) => `:where(${list.join(',')}){--venue-own:${height}}`)
      .join('')
  );
}
