/**
 * The names the browser's sanitiser (core/sanitize) and the pass that readies CMS HTML for it
 * (core/cmsKeep) agree on, and the server's sanitiser writes (server/render/sanitizeHtml).
 */
/** Where a style attribute's text waits for core/cmsStyle (the browser's pass renames `style` to it). */
export const STYLE_ATTRIBUTE = 'data-cms-style';
/** Where an allowed frame was (core/cmsKeep), and its embed's index. */
export const MARKER = 'venue-cms-embed';
export const MARKER_INDEX = 'data-cms-embed';
/** The attributes a kept colour is written to (read by ui/cms.css, core/cmsStyle). */
export const COLOUR_ATTRIBUTES = { color: 'data-cms-color', background: 'data-cms-background' } as const;
