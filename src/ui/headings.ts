import { createContext, useContext } from 'react';

/**
 * Heading levels that follow from where a widget sits, so that a page's outline skips no level.
 * A widget sits under a page's h1: in `<venue-site>` every page has one (its title widget, or a
 * hidden h1 before its rows), and on a host page the element's shadow root has no heading above
 * the widget's while the host page has its own h1. So a widget's first headings are h2, unless the
 * component that places it under a heading of its own says so with `<HeadingLevel value={n}>`.
 * Widgets style their headings by class, never by tag: a level changes the outline, not the look.
 */
const Level = createContext(2);

/** Places the widgets inside under a heading: their first headings take this level. */
export const HeadingLevel = Level.Provider;

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The level a widget's first headings take where it sits. */
export const useHeadingLevel = (): number => useContext(Level);

/** The element for a level: h1 to h6, a deeper level staying h6. */
export const headingTag = (level: number): HeadingTag => `h${Math.min(6, Math.max(1, Math.round(level)))}` as HeadingTag;

/**
 * A widget's heading elements where it sits: `title` for its own heading, `item` for the headings
 * of its parts (questions, products, days). The parts sit one level below the title when the
 * widget shows one, and at the title's level when it does not.
 */
export function useHeadingTags(titled: boolean): { title: HeadingTag; item: HeadingTag } {
  const level = useHeadingLevel();
  return { title: headingTag(level), item: headingTag(titled ? level + 1 : level) };
}

/**
 * The levels an author chose (a CMS form's headers; `level` absent on what is not a heading)
 * placed under `base`: the shallowest becomes `base`, the others keep their distance below it, and
 * none goes more than one level below the heading before it.
 */
export function outlineLevels(base: number, parts: readonly { level?: number }[]): (number | undefined)[] {
  const top = Math.min(...parts.flatMap(({ level }) => (level === undefined ? [] : [level])));
  let previous = base - 1;
  return parts.map(({ level }) => {
    if (level === undefined) return undefined;
    previous = Math.min(base + level - top, previous + 1);
    return previous;
  });
}
