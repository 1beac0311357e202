/**
 * A stylesheet's name for its text: FNV-1a (32 bits) in base 36. The server build names each
 * sheet's file by it (`styles/page-1a2b3c.css`, rollup.config.mjs), and a browser computes it
 * from the text it has, so it can tell which of its sheets a rendered page already links
 * (core/sheets) without carrying a list of names.
 */
export function sheetHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The name in a sheet file's path or address (`…/styles/page-1a2b3c.css` → `1a2b3c`), if it is one. */
export const sheetNameIn = (file: string): string | undefined => /-(\w+)\.css$/.exec(file)?.[1];
