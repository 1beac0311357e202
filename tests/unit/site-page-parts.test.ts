import { describe, expect, it } from 'vitest';
import type { Page, PageRow, PageWidget } from '../../src/api/pages';
import { headTagsOf, titleOf, type HeadInputs } from '../../src/site/head';
import { eventTypeQuery } from '../../src/api/events';
import type { QueryContext } from '../../src/core/query';
import { eventTypeQuery as shellEventTypeQuery } from '../../src/site/routeEntity';
import { matchRoute } from '../../src/site/router';
import { hasTitleWidget, hiddenTitleOf } from '../../src/site/pageTitle';
import { cmsWidget } from '../../src/site/pageParts';
import { inSortOrder, listSettingsOf } from '../../src/site/widgetList';
import { PAGINATION_LABELS } from '../../src/ui/definition';

const widget = (outer: string, templatevar: Record<string, unknown> = {}, extra: Partial<PageWidget> = {}): PageWidget => ({
  outer,
  type: outer,
  templatevar: { widget_is_visible: 1, ...templatevar },
  ...extra,
});
const rowsOf = (...widgets: PageWidget[]): PageRow[] => [{ row_type: 'columns', blocks: [{ id: 'b', widgets }] }];

describe('the site title (001 §2)', () => {
  const domain = { name: 'Lakeside Park', seo_title_prefix: '', seo_title_suffix: ' | Lakeside Park' };

  it('adds the prefix and suffix to a page title', () => {
    expect(titleOf(domain, 'About')).toBe('About | Lakeside Park');
    expect(titleOf({ seo_title_prefix: 'LP – ', seo_title_suffix: '' }, 'About')).toBe('LP – About');
  });

  it('does not double the name when the page is titled with it (home)', () => {
    expect(titleOf(domain, 'Lakeside Park')).toBe('Lakeside Park');
    expect(titleOf({ seo_title_prefix: 'Lakeside Park: ' }, 'lakeside  park')).toBe('lakeside  park');
    expect(titleOf(domain, 'Gear | Lakeside Park')).toBe('Gear | Lakeside Park');
  });

  const inputs = (path: string, more: Partial<HeadInputs>): HeadInputs => ({
    path,
    route: matchRoute(path),
    page: null,
    notFound: false,
    domain,
    sitemap: [],
    options: { mode: 'path', base: '/site' },
    ...more,
  });

  it("takes a path's title, description and canonical address from its sitemap entry", () => {
    const sitemap = [{ url: '/about/', seo_title: 'About us', seo_meta_description: 'Who we are' }] as HeadInputs['sitemap'];
    const tags = headTagsOf('https://venue.example', '', inputs('/about?utm_source=x', { sitemap }));
    expect(tags).toMatchObject({
      title: 'About us | Lakeside Park',
      description: 'Who we are',
      canonical: 'https://venue.example/site/about',
    });
  });

  it('reads past fields of another type than the spec gives, as a bent reply has them', () => {
    const sitemap = [
      { url: 7 },
      null,
      { url: '/about', seo_title: { en: 'About' }, seo_meta_description: 3 },
    ] as unknown as HeadInputs['sitemap'];
    const page = { title: 'About the park', meta_description: 'The park' } as Page;
    const eventType = { name: 'Happy laps', events: 'soon' } as unknown as HeadInputs['eventType'];
    const tags = headTagsOf('https://venue.example', '', inputs('/about', { sitemap, page, eventType }));
    expect(tags).toMatchObject({ title: 'Happy laps | Lakeside Park', description: 'The park' });
    expect(headTagsOf('https://venue.example', '', inputs('/about', { sitemap: {} as HeadInputs['sitemap'] })).title).toBe(
      'About | Lakeside Park',
    );
  });
});

describe("a page's h1", () => {
  const page = { id: 1, name: 'Home', slug: 'home', title: 'Lakeside Park' } as Page;

  it('is a widget of its own where the page has one that renders the title as an h1', () => {
    expect(hasTitleWidget(rowsOf(widget('tpl/heading', { title: 'About' })))).toBe(true);
    expect(hasTitleWidget(rowsOf(widget('heading', { heading_type: 'h1', heading: 'Gear' })))).toBe(true);
    expect(hiddenTitleOf(page, rowsOf(widget('Blog/article_view')))).toBe('');
  });

  it("is the page's title, hidden, where none does (home's hero heading is an h2)", () => {
    expect(
      hiddenTitleOf(
        page,
        rowsOf(widget('hero_quote', { heading: 'Lakeside Park' }), widget('heading', { heading_type: 'h2', heading: 'Coming up' })),
      ),
    ).toBe('Lakeside Park');
    // A hidden title widget does not count.
    expect(hiddenTitleOf(page, rowsOf(widget('tpl/heading', { widget_is_visible: 0 })))).toBe('Lakeside Park');
    expect(hiddenTitleOf({ ...page, title: '' }, [])).toBe('Home');
  });
});

describe('widget list settings (001 §3 Widget)', () => {
  it('defaults limit to 100, offset to 0, and the labels to single and double angle quotes', () => {
    expect(cmsWidget(widget('Blog/article_list'))).toMatchObject({
      limit: 100,
      offset: 0,
      sort: 0,
      itemsPerPage: undefined,
      labels: PAGINATION_LABELS,
    });
    expect(PAGINATION_LABELS).toEqual({ first: '«', previous: '‹', next: '›', last: '»' });
  });

  it("reads the widget's own sort, limit, offset, items per page and labels", () => {
    const w = {
      ...widget('Blog/article_list', {}, { sort: 2, limit: 5, offset: 1 }),
      items_per_page: '2',
      next_label: 'Next',
      first_label: ' ',
    };
    expect(listSettingsOf(w)).toEqual({
      sort: 2,
      limit: 5,
      offset: 1,
      itemsPerPage: 2,
      labels: { first: '«', previous: '‹', next: 'Next', last: '»' },
    });
    expect(listSettingsOf({ ...widget('x'), limit: -3, offset: 1.5, items_per_page: 0 } as PageWidget)).toMatchObject({
      limit: 100,
      offset: 0,
      itemsPerPage: undefined,
    });
  });

  it("orders a block's widgets by sort, equal sorts as listed", () => {
    const a = widget('a', {}, { sort: 1 });
    const b = widget('b', {}, { sort: 0 });
    const c = widget('c', {}, { sort: 1 });
    expect(inSortOrder([a, b, c]).map(([w, i]) => `${w.outer}${i}`)).toEqual(['b1', 'a0', 'c2']);
  });
});

describe("the site shell's event type query", () => {
  it("is the event type widget's: the same key, and the same answer from the same call", async () => {
    const reply = { lakesideEventType: { name: 'Happy laps', url: 'happy-laps', events: null, photo: null } };
    const asked: unknown[] = [];
    const http = {
      request: async (path: string, options: unknown) => {
        asked.push([path, options]);
        return { data: reply };
      },
    };
    const context = { http } as unknown as QueryContext;
    const shell = shellEventTypeQuery('happy-laps');
    const widget = eventTypeQuery('happy-laps');
    expect(shell.key).toEqual(widget.key);
    expect(await shell.fn(context)).toEqual(await widget.fn(context));
    expect(await shell.fn(context)).toMatchObject({ name: 'Happy laps', events: [] });
    expect(asked[0]).toEqual(asked[1]);
  });
});
