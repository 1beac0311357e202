/** Elements that show nothing by design: a walk that expects content from every element leaves them out. */
export const HIDDEN_ELEMENTS: ReadonlySet<string> = new Set([
  // 001 §2: the keep-awake widget exists but is hidden.
  'venue-keep-awake',
]);
