import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heightKey, heightOf, rememberHeights, rememberedHeights } from '../../src/core/heights';
import { reservationCss } from '../../src/core/reservationCss';

/** Remembered heights (core/heights): what the loader reserves on a visitor's next view of a page. */
const STORE = 'venue-elements/heights';

function element(tag: string, attributes: Record<string, string>): Element {
  return { localName: tag, attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })) } as unknown as Element;
}

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('location', { pathname: '/events', hash: '' });
  vi.stubGlobal('innerWidth', 1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('heightKey', () => {
  it('names the page, the viewport width, the tag and its configuration in a fixed order', () => {
    const a = element('venue-faq', { toc: '', group: 'faqs' });
    const b = element('venue-faq', { group: 'faqs', toc: '' });
    expect(heightKey(a)).toBe('/events 1280 venue-faq group=faqs toc=');
    expect(heightKey(b)).toBe(heightKey(a));
  });

  it('leaves out what is not configuration: style, class, id and the SDK’s own data-venue-* marks', () => {
    const plain = element('venue-faq', { group: 'faqs' });
    const marked = element('venue-faq', {
      group: 'faqs',
      style: '--venue-remembered: 309px',
      class: 'wide',
      id: 'faq',
      'data-venue-ready': '',
    });
    expect(heightKey(marked)).toBe(heightKey(plain));
    expect(heightKey(element('venue-faq', { group: 'other' }))).not.toBe(heightKey(plain));
  });

  it('tells pages, hash routes and viewport widths apart, not query strings', () => {
    const faq = element('venue-faq', {});
    const first = heightKey(faq);
    vi.stubGlobal('location', { pathname: '/events', hash: '#top', search: '?utm_source=mail' });
    expect(heightKey(faq)).toBe(first);
    vi.stubGlobal('location', { pathname: '/events', hash: '#/faq' });
    expect(heightKey(faq)).toBe('/events#/faq 1280 venue-faq');
    vi.stubGlobal('location', { pathname: '/other', hash: '' });
    expect(heightKey(faq)).toBe('/other 1280 venue-faq');
    vi.stubGlobal('location', { pathname: '/events', hash: '' });
    vi.stubGlobal('innerWidth', 375);
    expect(heightKey(faq)).toBe('/events 375 venue-faq');
  });
});

describe('heightOf', () => {
  const faq = element('venue-faq', { group: 'faqs' });

  it('is the height on this page, else the same element’s on any page, else nothing', () => {
    expect(heightKey(faq, true)).toBe('* 1280 venue-faq group=faqs');
    expect(heightOf({ '* 1280 venue-faq group=faqs': 300 }, faq)).toBe(300);
    expect(heightOf({ '* 1280 venue-faq group=faqs': 300, '/events 1280 venue-faq group=faqs': 309 }, faq)).toBe(309);
    expect(heightOf({ '* 1280 venue-faq group=faqs toc=': 540, '/other 1280 venue-faq group=faqs': 309 }, faq)).toBeUndefined();
  });

  it('ignores what is not a positive number (storage written by something else)', () => {
    for (const value of ['309px', -5, 0, null, { height: 3 }])
      expect(heightOf({ '/events 1280 venue-faq group=faqs': value }, faq)).toBeUndefined();
  });
});

describe('rememberHeights', () => {
  it('keeps each height to layout’s 1/64 px, and the newest value of a key', () => {
    rememberHeights([
      ['a', 308.4],
      ['c', 17.015625],
      ['b', 120],
    ]);
    rememberHeights([['a', 400]]);
    expect(rememberedHeights()).toEqual({ b: 120, c: 17.015625, a: 400 });
    expect(Object.keys(JSON.parse(stored.get(STORE)!))).toEqual(['c', 'b', 'a']);
    rememberHeights([['a', 308.4]]);
    expect(rememberedHeights().a).toBe(308.40625);
  });

  it('keeps the 200 most recently written and drops the oldest', () => {
    rememberHeights(Array.from({ length: 205 }, (_, i) => [`page ${i}`, i + 1] as [string, number]));
    rememberHeights([['page 0', 50]]); // written again: the newest now
    const keys = Object.keys(rememberedHeights());
    expect(keys).toHaveLength(200);
    expect(keys.at(-1)).toBe('page 0');
    expect(keys).not.toContain('page 5');
    expect(keys).toContain('page 6');
  });

  it('reads nothing from unreadable or refused storage, and does not throw', () => {
    stored.set(STORE, '{not json');
    expect(rememberedHeights()).toEqual({});
    stored.set(STORE, 'null');
    expect(rememberedHeights()).toEqual({});
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(rememberedHeights()).toEqual({});
    expect(() => rememberHeights([['a', 1]])).not.toThrow();
  });
});

describe('reservationCss', () => {
  it('is a rule per configuration with its remembered height, attribute values quoted and escaped', () => {
    const faq = element('venue-faq', { group: 'faqs', 'data-venue-ready': '' });
    const odd = element('venue-faq', { heading: 'Say "hi"\\', 'data-venue-ready': '' });
    const unseen = element('venue-calendar', { 'data-venue-ready': '' });
    const other = element('my-widget', { 'data-venue-ready': '' });
    rememberHeights([
      [heightKey(faq), 309],
      [heightKey(odd), 120.5],
      [heightKey(other), 50],
    ]);
    const root = { querySelectorAll: () => [faq, odd, unseen, other, faq] } as unknown as ParentNode;
    vi.stubGlobal('location', { pathname: '/a*/b', hash: '' }); // another page: nothing remembered, and no */ in the comment
    expect(reservationCss(root)).toBe(
      "/* venue-elements: the height of each element's first content at a 1280 px wide window, on /a*%2Fb */",
    );
    vi.stubGlobal('location', { pathname: '/events', hash: '' });
    expect(reservationCss(root).split('\n')).toEqual([
      "/* venue-elements: the height of each element's first content at a 1280 px wide window, on /events */",
      'venue-faq[group="faqs"]:not([data-venue-ready]) { display: block; min-height: var(--venue-remembered, 309px) }',
      'venue-faq[heading="Say \\"hi\\"\\\\"]:not([data-venue-ready]) { display: block; min-height: var(--venue-remembered, 120.5px) }',
    ]);
  });
});
