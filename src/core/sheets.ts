/**
 * One constructable stylesheet per `.css` file (imported as text at build time), shared by
 * every shadow root that adopts it. The browser adds no `<style>` element: a strict-CSP host
 * refuses them (a rendered page's own are allowed by hash in the server's policy).
 */
import { sheetHash, sheetNameIn } from './sheetHash';

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

/**
 * The sheets a shadow root's server put in it that are in effect now: the texts in its `<style
 * data-sheet>` (a line each: server/render/instance), and each linked file's name
 * (`…/styles/page-1a2b3c.css`; a link has no text). One the browser refused (a policy without its
 * hash) or has not loaded is not there.
 */
const serversSheetsIn = (root: ShadowRoot) =>
  new Set(
    Array.from(root.styleSheets).flatMap(({ ownerNode, href }) =>
      ownerNode!.textContent ? ownerNode!.textContent.split('\n') : [sheetNameIn(href ?? '')],
    ),
  );

/** Each sheet's name (core/sheetHash), computed once, and only for a sheet a rendered root lacks in a `<style>`. */
const names = new Map<string, string>();
const nameOf = (cssText: string) => names.get(cssText) ?? names.set(cssText, sheetHash(cssText)).get(cssText)!;

/**
 * Adds sheets to a shadow root once each, after those it has (later sheets win). A sheet the
 * server already put in the root (a rendered page) is not adopted again: the same rules twice
 * would make every style change match twice as many, and adopting makes the browser restyle the
 * whole root (13 ms on this machine's phone at its calibrated slowdown, a task of 65 ms there).
 * A sheet in a `<style>` is known by its text, at no cost: hashing every sheet's text in script
 * cost a rendered page 3–8 ms of its hydration on a fast machine, five times that on a phone.
 */
export function adoptSheets(root: ShadowRoot, cssTexts: readonly string[]): void {
  const inRoot = serversSheetsIn(root);
  const wanted = cssTexts
    .filter((cssText) => !inRoot.size || !(inRoot.has(cssText) || inRoot.has(nameOf(cssText))))
    .map(sheetFor)
    .filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (wanted.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
}
