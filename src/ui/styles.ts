import base from '../styles/base.css';
import tokens from '../styles/tokens.css';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per `.css` file, shared by every shadow root that adopts it. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Design tokens and the base sheet first, then the element's own sheets. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = [tokens, base, ...cssTexts].map(sheetFor);
}
