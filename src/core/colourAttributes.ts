let reads: boolean | undefined;

/**
 * Whether this browser's CSS reads a colour from an element's attribute by itself
 * (`attr(data-background type(<color>))`): a stylesheet then colours the element from the
 * server's first paint on, with nothing for hydration to change (CMS text, the calendar's events).
 * Where it cannot, the CSSOM sets the colour once the element is live.
 */
export const readsColourAttributes = () =>
  (reads ??= typeof CSS !== 'undefined' && CSS.supports('color', 'attr(data-background type(<color>))'));
