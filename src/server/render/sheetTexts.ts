/**
 * Each stylesheet's text and its Content-Security-Policy hash, by its file's name
 * (`styles/page-1a2b3c.css`): the server build's stylesheet imports register them as they are
 * evaluated (rollup.config.mjs, css-files), so a rendered page can carry its sheets in `<style>`
 * elements its policy allows by hash. Outside that build (a unit test) no text is known and the
 * page links the files.
 */
const texts = new Map<string, { text: string; hash: string }>();

/** Registers a sheet's text and hash (`'sha256-…'`), and gives its file's name: the import's value. */
export function sheet(file: string, text: string, hash: string): string {
  texts.set(file, { text, hash });
  return file;
}

/** The text and hash of a sheet's file, when the build registered it. */
export const sheetOf = (file: string): { text: string; hash: string } | undefined => texts.get(file);
