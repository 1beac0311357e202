import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';

const graphql = vi.hoisted(() => vi.fn());
/** The GraphQL call is a stand-in: the client it would call through is never used. */
const http = {} as HttpClient;
vi.mock('../../src/api/graphql', () => ({ graphql, IMAGE_FIELDS: 'url webp_url avif_url placeholder width height' }));

const { getPageContents, pageContentsQuery } = await import('../../src/api/pages');
const { PageView } = await import('../../src/site/PageView');

/** A time as the API writes it, `offset` ms from now. */
const at = (offset: number) => {
  const d = new Date(Date.now() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
const picture = {
  url: 'https://api.example/assets/i/abc/16x9/1920.jpg',
  webp_url: null,
  avif_url: null,
  placeholder: null,
  width: 1920,
  height: 1080,
};
const block = (fields: Record<string, unknown>) => ({
  hidden: false,
  start_time: null,
  end_time: null,
  editing: false,
  deleted: false,
  imageHashes: { background_image: null, slate: null },
  background_video: null,
  ...fields,
});

/** The GraphQL Page as 001 §3 names it: pageContents, variables a JSON string. */
const reply = {
  cognitoPage: {
    id: '2',
    updated_at: '2031-03-10 10:00:00',
    pageContents: [
      block({ id: '2', sort_order: 2, variables: JSON.stringify({ heading: 'Second block' }), text_colour: 'black' }),
      block({
        id: '1',
        sort_order: 1,
        name: 'Welcome',
        variables: JSON.stringify({ heading: 'First block', html: '<p>Hello</p>' }),
        text_colour: 'white',
        background_colour: 'brand',
        full_width: true,
        padding_top: '8',
        imageHashes: { background_image: picture, slate: null },
        background_image_opacity: 50,
        anchor_name: 'welcome',
      }),
      block({ id: '3', sort_order: 3, variables: JSON.stringify({ heading: 'Deleted block' }), deleted: true }),
      block({ id: '4', sort_order: 4, variables: JSON.stringify({ heading: 'Hidden block' }), hidden: true }),
      block({ id: '5', sort_order: 5, variables: JSON.stringify({ heading: 'Ended block' }), end_time: at(-60_000) }),
      block({ id: '6', sort_order: 6, variables: JSON.stringify({ heading: 'Coming block' }), start_time: at(3_600_000) }),
      block({ id: '7', sort_order: 7, variables: JSON.stringify({ heading: 'Edited block' }), hidden: true, editing: true }),
    ],
  },
};

/** The page as REST gives it (001 §3 Page, REST): no pageContents. */
const page = { id: 2, name: 'About', slug: 'about', title: 'About', content: '[]', rows: [], updated_at: '2031-03-10 10:00:00' };
const place = { item: undefined, params: [], model: null };

describe('page content blocks (001 §2 Page rendering, §3, §5 Block visibility)', () => {
  beforeEach(() => graphql.mockReset());

  it('come from the GraphQL Page filtered by url equal, asking every field of the entity', async () => {
    graphql.mockResolvedValue(reply);
    const blocks = await getPageContents(http, 'about');
    const [, query, variables] = graphql.mock.calls[0] as [unknown, string, Record<string, unknown>];
    expect(variables).toEqual({ url: 'about' });
    expect(query).toMatch(/cognitoPage\(filter: \{ url: \{ eq: \$url \} \}\)/);
    const fields =
      'id sort_order name template variables hidden start_time end_time text_colour background_colour padding_top padding_bottom padding_left padding_right margin_top margin_bottom full_width imageHashes background_image_fixed background_image_opacity background_image_saturation background_video_id background_video aos_type aos_easing aos_offset aos_duration aos_delay anchor_name editing deleted';
    const asked = query.slice(query.indexOf('pageContents'));
    for (const field of fields.split(' ')) expect(asked).toMatch(new RegExp(`\\b${field}\\b`));
    expect(blocks?.map((b) => b.id)).toEqual(['2', '1', '3', '4', '5', '6', '7']);
    expect(pageContentsQuery('about').key).toEqual(['page-contents', 'about']);
  });

  it('no such page is null; a page without blocks is an empty list', async () => {
    graphql.mockResolvedValueOnce({ cognitoPage: null });
    expect(await getPageContents(http, 'nowhere')).toBeNull();
    graphql.mockResolvedValueOnce({ cognitoPage: { pageContents: null } });
    expect(await getPageContents(http, 'home')).toEqual([]);
  });

  it('render in sort order, skipping deleted, hidden and timed-out ones unless editing, with their settings and styling', async () => {
    graphql.mockResolvedValue(reply);
    const contents = await getPageContents(http, 'about');
    const html = renderToStaticMarkup(createElement(PageView, { page, place, contents }));
    const headings = [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['First block', 'Second block', 'Edited block']);
    const first = /<div id="welcome" class="content-block[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(first).toContain('bg-brand');
    expect(first).toContain('fg-white');
    expect(first).toContain('full-width');
    expect(first).toContain('layered');
    expect(first).toContain(' pt-8 ');
  });

  it('without the GraphQL blocks, a page reply that carries pageContents still shows them', () => {
    const withOwn = { ...page, pageContents: [{ id: 9, sort_order: 1, variables: { heading: 'Own block' } }] };
    const html = renderToStaticMarkup(createElement(PageView, { page: withOwn, place }));
    expect([...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual(['Own block']);
  });
});
