import { describe, expect, it } from 'vitest';
import { carriedQueries } from '../../src/server/carried';

const item = {
  id: 7,
  title: 'Track day',
  start: '2031-01-04 09:00:00',
  end: '2031-01-04 17:00:00',
  backgroundColor: '#c8102e',
  textColor: '#fff',
};
const extras = { description: '<p>Long text</p>', url: 'track-day-2031-01-04', can_enter_online: true, racers_event_id: 3, venue: 'Main' };
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('what a rendered page carries of its replies', () => {
  it("the calendar's items with the fields the calendar reads: a server's description, address and entry stay with the event's own call", () => {
    const typed = { category: 'Car', event_type: { name: 'Track day', url: 'track-day', image: 'x.jpg' } };
    const [[key, items]] = carriedQueries(
      [
        [
          ['calendar', '2031-01-01', '2031-04-01'],
          [{ ...item, ...extras }, { ...item, id: 8, ...extras, ...typed }, null],
        ],
      ],
      'home',
    );
    expect(key).toEqual(['calendar', '2031-01-01', '2031-04-01']);
    // No category or event type where the server sent none: the category filter keeps such an item.
    expect(plain(items)).toEqual([item, { ...item, id: 8, category: 'Car', event_type: { name: 'Track day', url: 'track-day' } }]);
  });

  it("initialData with the shown page's rows alone and the sitemap without its dates and models; other replies as they came", () => {
    const initial = {
      domain: { name: 'Lakeside' },
      pages: [
        { slug: 'home', name: 'Home', rows: [{ blocks: [] }] },
        { slug: 'about', name: 'About', rows: [{ blocks: [] }] },
      ],
      sitemap: [{ url: '/about', priority: 90, seo_title: 'About', lastmod: '2031-01-01', model: null }],
    };
    const gallery = { slides: [{ id: 1, description: 'kept' }] };
    const carried = carriedQueries(
      [
        [['initial-data'], initial],
        [['gallery', '4'], gallery],
      ],
      'about',
    );
    expect(carried).toEqual([
      [
        ['initial-data'],
        {
          domain: { name: 'Lakeside' },
          pages: [
            { slug: 'home', name: 'Home' },
            { slug: 'about', name: 'About', rows: [{ blocks: [] }] },
          ],
          sitemap: [{ url: '/about', priority: 90, seo_title: 'About' }],
        },
      ],
      [['gallery', '4'], gallery],
    ]);
  });
});
