import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSheets } from '../../src/core/sheets';
import { sheetHash } from '../../src/core/sheetHash';

/** Which of a component's sheets a rendered shadow root has already (core/sheets), and at what cost. */
const hashed = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('../../src/core/sheetHash', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/sheetHash')>();
  return {
    ...actual,
    sheetHash: (text: string) => {
      hashed.texts.push(text);
      return actual.sheetHash(text);
    },
  };
});

const PAGE = '.page{display:grid}';
const GRID = '.grid{gap:1rem}';
const BUTTON = '.button{color:red}';

/** A shadow root as the server wrote it: its sheets in `<style data-sheet>` elements or linked files. */
function rendered(sheets: { text?: string; href?: string }[]) {
  const root = {
    styleSheets: sheets.map(({ text, href }) => ({
      href: href ?? null,
      ownerNode: { dataset: text === undefined ? {} : { sheet: sheetHash(text) }, textContent: text ?? '' },
    })),
    adoptedStyleSheets: [] as unknown[],
  };
  return root as unknown as ShadowRoot;
}

const adopted = (root: ShadowRoot) => (root.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.text);

class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

beforeEach(() => {
  vi.stubGlobal('CSSStyleSheet', FakeSheet);
});

describe('a rendered shadow root', () => {
  it('knows a sheet in its own <style> by its text: nothing adopted again, no hash computed', () => {
    const root = rendered([{ text: PAGE }, { text: GRID }]);
    hashed.texts = [];
    adoptSheets(root, [PAGE, GRID]);
    expect(adopted(root)).toEqual([]);
    expect(hashed.texts).toEqual([]);
  });

  it('knows the sheets of a <style> that carries several, a line each, by their texts', () => {
    const root = rendered([{ text: `${PAGE}\n${GRID}` }]);
    hashed.texts = [];
    adoptSheets(root, [PAGE, GRID, BUTTON]);
    expect(adopted(root)).toEqual([BUTTON]);
    // Its own name computed only to look for a link.
    expect(hashed.texts).toEqual([BUTTON]);
  });

  it('knows a linked sheet by the hash in its file name, and adopts what it lacks', () => {
    const root = rendered([{ href: `https://cdn.example/dist/styles/page-${sheetHash(PAGE)}.css` }]);
    adoptSheets(root, [PAGE, GRID]);
    expect(adopted(root)).toEqual([GRID]);
  });

  it('adopts a sheet whose <style> the browser refused or holds other text', () => {
    const root = rendered([{ text: `${PAGE} ` }]);
    adoptSheets(root, [PAGE]);
    expect(adopted(root)).toEqual([PAGE]);
    // Once only.
    adoptSheets(root, [PAGE]);
    expect(adopted(root)).toEqual([PAGE]);
  });
});
