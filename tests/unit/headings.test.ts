import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadingLevel, headingTag, outlineLevels } from '../../src/ui/headings';
import { FaqList } from '../../src/widgets/faq/Faq';
import type { FormField as FieldSpec } from '../../src/widgets/form/fields';
import { FormField } from '../../src/widgets/form/FormField';

/** The heading elements of some HTML, in order: ['h2', 'h3', …]. */
const headingsOf = (html: string) => [...html.matchAll(/<(h[1-6])[\s>]/g)].map((m) => m[1]);
/** Parts with the levels an author chose (undefined: not a heading). */
const authored = (...levels: (number | undefined)[]) => levels.map((level) => ({ level }));
const under = (level: number, child: ReactNode) => createElement(HeadingLevel, { value: level }, child);

const items = [
  { id: 1, name: 'What do I bring?', content: '<p>A helmet.</p>' },
  { id: 2, name: 'Can I watch?', content: '<p>Yes.</p>' },
];

describe('heading levels where a widget sits', () => {
  it('a level is h1 to h6', () => {
    expect([0, 1, 2, 6, 7].map(headingTag)).toEqual(['h1', 'h1', 'h2', 'h6', 'h6']);
  });

  it("a widget's headings start at h2, under the page's h1", () => {
    expect(headingsOf(renderToStaticMarkup(createElement(FaqList, { items, toc: true })))).toEqual(['h2', 'h2', 'h2']);
  });

  it('its parts sit one level below its own heading', () => {
    const html = renderToStaticMarkup(createElement(FaqList, { items, toc: true, heading: 'Questions' }));
    expect(headingsOf(html)).toEqual(['h2', 'h3', 'h3', 'h3']);
    expect(html).toContain('<h2 class="faq-heading">Questions</h2>');
  });

  it('a widget placed under a heading starts one level below it', () => {
    expect(headingsOf(renderToStaticMarkup(under(3, createElement(FaqList, { items, toc: false, heading: 'Questions' }))))).toEqual([
      'h3',
      'h4',
      'h4',
    ]);
    expect(headingsOf(renderToStaticMarkup(under(6, createElement(FaqList, { items, toc: false, heading: 'Questions' }))))).toEqual([
      'h6',
      'h6',
      'h6',
    ]);
  });
});

describe("an author's heading levels placed in the outline", () => {
  it('the shallowest takes the level where they sit, the others keep their distance', () => {
    expect(outlineLevels(2, authored(3, undefined, 4, 3))).toEqual([2, undefined, 3, 2]);
    expect(outlineLevels(4, authored(2, 3))).toEqual([4, 5]);
  });

  it('none goes more than one level below the heading before it', () => {
    expect(outlineLevels(2, authored(4, 2, 5, 6))).toEqual([2, 2, 3, 4]);
    expect(outlineLevels(2, authored(2, 5))).toEqual([2, 3]);
  });

  it('without headings there is nothing to place', () => {
    expect(outlineLevels(2, authored(undefined, undefined))).toEqual([undefined, undefined]);
    expect(outlineLevels(2, authored())).toEqual([]);
  });

  it("a form's header takes its place in the outline and keeps the size its author chose", () => {
    const header: FieldSpec = {
      kind: 'header',
      key: 'h',
      name: '',
      label: 'About you',
      level: 3,
      required: false,
      options: [],
      initial: '',
    };
    const html = renderToStaticMarkup(createElement(FormField, { field: header, level: 2, value: '', onChange: () => {} }));
    expect(html).toBe('<h2 class="form-header" data-size="3">About you</h2>');
  });
});
