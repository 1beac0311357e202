import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servesSpacing, spacingUsedBy } from '../../src/site/spacingRules';

/** spacing.css as the build writes it (scripts/css-text, rollup's css-files): minified. */
const spacingCss = transformSync(readFileSync('src/site/spacing.css', 'utf8'), { loader: 'css', minify: true }).code.trim();

/** A sheet's rules, as the build writes them (minified: a rule ends at its brace). */
const rulesOf = (text: string) => text.match(/[^}]+\}/g) ?? [];

/** A shadow root whose server put `text` in a `<style>` in effect. */
const served = (...texts: string[]) =>
  ({ styleSheets: texts.map((textContent) => ({ ownerNode: { textContent } })) }) as unknown as ShadowRoot;

describe('the spacing scale a rendered page carries', () => {
  it("keeps the rules of the classes and attributes the page's HTML names, and no others", () => {
    const html =
      '<div class="widget decorated pt-8 mb-px"><div class="decorated" data-pl="130px"></div><p class="pt-9-note">pt-10</p></div>';
    expect(rulesOf(spacingUsedBy(spacingCss, html))).toEqual([
      '.decorated[data-pl]{padding-left:attr(data-pl type(<length>))}',
      '.decorated.pt-8{padding-top:32px}',
      '.decorated.mb-px{margin-bottom:1px}',
    ]);
    expect(spacingUsedBy(spacingCss, '<div class="widget decorated full-width">')).toBe('');
    // The whole scale is what the test cuts from: 25 steps and px on eight sides, and eight attributes.
    expect(rulesOf(spacingCss)).toHaveLength(8 * 26 + 8);
  });

  it('tells a box whose rules the server carried from one that needs the whole scale', () => {
    const root = served('.other{color:red}', spacingUsedBy(spacingCss, '<div class="decorated pt-8" data-pl="1px">'));
    expect(servesSpacing(root, 'widget decorated pt-8', {})).toBe(true);
    expect(servesSpacing(root, 'widget decorated bg-brand', {})).toBe(true);
    expect(servesSpacing(root, 'widget decorated pt-8 pb-2', {})).toBe(false);
    expect(servesSpacing(root, 'decorated', { 'data-pl': '1px' })).toBe(true);
    expect(servesSpacing(root, 'decorated', { 'data-pr': '1px' })).toBe(false);
    // A root no server wrote (or one whose sheets a policy refused): only a box with no spacing needs nothing.
    expect(servesSpacing(served(), 'decorated bg-brand', {})).toBe(true);
    expect(servesSpacing(served(), 'decorated pt-0', {})).toBe(false);
  });
});
