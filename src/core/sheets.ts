/**
 * One constructable stylesheet per `.css` file (imported as text at build time), shared by
 * every shadow root that adopts it. No `<style>` elements: a strict-CSP host refuses them.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Adds sheets to a shadow root once each, after those it has (later sheets win). */
export function adoptSheets(root: ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (wanted.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
}
