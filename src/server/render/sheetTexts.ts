/**
 * Each stylesheet's text, by its file's name (`styles/page-1a2b3c.css`): the server build's
 * stylesheet imports register them as they are evaluated (rollup.config.mjs, css-files), so a
 * rendered page can carry its sheets in a `<style>` element its policy allows by hash. Outside that
 * build (a unit test) no text is known and the page links the files.
 */
const texts = new Map<string, string>();

/** Registers a sheet's text, and gives its file's name: the import's value. */
export function sheet(file: string, text: string): string {
  texts.set(file, text);
  return file;
}

/** The text of a sheet's file, when the build registered it. */
export const sheetTextOf = (file: string): string | undefined => texts.get(file);
