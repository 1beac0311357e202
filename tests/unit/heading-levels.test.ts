import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqList } from '../../src/widgets/faq/Faq';
import type { FormField as FieldSpec } from '../../src/widgets/form/fields';
import { FormField } from '../../src/widgets/form/FormField';
import { headerLevels } from '../../src/widgets/form/headerLevels';

/** The heading elements of some HTML, in order: ['h2', 'h3', …]. */
const headingsOf = (html: string) => [...html.matchAll(/<(h[1-6])[\s>]/g)].map((m) => m[1]);
/** Fields with the header levels an author chose (undefined: not a header). */
const authored = (...levels: (2 | 3 | 4 | 5 | 6 | undefined)[]) => levels.map((level) => ({ level }));

const items = [
  { id: 1, name: 'What do I bring?', content: '<p>A helmet.</p>' },
  { id: 2, name: 'Can I watch?', content: '<p>Yes.</p>' },
];

describe("a widget's headings under the page's h1", () => {
  it('without a heading of its own, its parts are h2', () => {
    expect(headingsOf(renderToStaticMarkup(createElement(FaqList, { items, toc: true })))).toEqual(['h2', 'h2', 'h2']);
  });

  it('with one, its heading is an h2 and its parts sit one level below', () => {
    const html = renderToStaticMarkup(createElement(FaqList, { items, toc: true, heading: 'Questions' }));
    expect(headingsOf(html)).toEqual(['h2', 'h3', 'h3', 'h3']);
    expect(html).toContain('<h2 class="faq-heading">Questions</h2>');
  });
});

describe("a form's headers in the page's outline", () => {
  it('the shallowest is an h2, the others keep their distance below it', () => {
    expect(headerLevels(authored(3, undefined, 4, 3))).toEqual([2, undefined, 3, 2]);
    expect(headerLevels(authored(2, 3))).toEqual([2, 3]);
  });

  it('none goes more than one level below the header before it', () => {
    expect(headerLevels(authored(4, 2, 5, 6))).toEqual([2, 2, 3, 4]);
    expect(headerLevels(authored(2, 5))).toEqual([2, 3]);
  });

  it('a form without headers has none to place', () => {
    expect(headerLevels(authored(undefined, undefined))).toEqual([undefined, undefined]);
    expect(headerLevels([])).toEqual([]);
  });

  it('a header takes its place in the outline and keeps the size its author chose', () => {
    const header: FieldSpec = {
      type: 'header',
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
