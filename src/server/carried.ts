/**
 * The replies a rendered page carries to the browser in its data block, cut to what the browser
 * reads of them: a page shown anew asks the API itself for the rest. Each cut is a first round
 * trip's margin (Lighthouse's network model sends a document of up to 14.6 KB in one).
 */
import { calendarMonthQuery } from '../api/events';
import { initialDataQuery, type SitemapEntry } from '../api/pages';
import type { CalendarItem } from '../core/calendar';
import type { QueryKey } from '../core/query';

/** The replies cut, by their queries' names (api/pages, api/events). */
const INITIAL_DATA = initialDataQuery().key[0];
const CALENDAR = calendarMonthQuery(new Date()).key[0];

/**
 * initialData with the rows of the page it shows alone, every page still listed with its name,
 * address and dates. The other pages' rows were a third of each document (18 of 40-75 KB; 2.5 of
 * 15-22 KB gzip), for pages a visitor mostly reaches with a new document, which carries theirs;
 * one the site goes to in the browser is asked for then (api/pages pageShownAtOnce), or as its link
 * is pointed at (site/content). The sitemap's entries go without their dates and models, which only
 * a sitemap file reads (server/sitemap asks the API itself): 70-150 B of each document's gzip.
 */
function initialDataShown(data: unknown, page: string | undefined): unknown {
  const { pages, sitemap } = (data ?? {}) as { pages?: unknown; sitemap?: unknown };
  if (!Array.isArray(pages) && !Array.isArray(sitemap)) return data;
  const listed = Array.isArray(pages)
    ? pages.map((listedPage: { slug?: string; rows?: unknown }) => {
        if (listedPage?.slug === page) return listedPage;
        const { rows: _rows, ...rest } = listedPage;
        return rest;
      })
    : pages;
  const entries = Array.isArray(sitemap) ? sitemap.map(({ lastmod: _lastmod, model: _model, ...entry }: SitemapEntry) => entry) : sitemap;
  return { ...(data as object), pages: listed, sitemap: entries };
}

/**
 * A calendar item's fields the calendar reads (core/calendar CalendarItem), the extensions only
 * when the server sent them (an item without them passes a category filter). A server may send
 * more (the reference back end: each event's description, address, online entry and venue), which
 * the dialog has from the event's own call: they were half of the home page's data block (its
 * calendar's four months, 001 §9: 32.4 of 57.5 KB).
 */
function calendarItemShown(item: CalendarItem): CalendarItem {
  const { id, title, start, end, backgroundColor, textColor, category, event_type } = item;
  return {
    id,
    title,
    start,
    end,
    backgroundColor,
    textColor,
    ...(category !== undefined && { category }),
    ...(event_type !== undefined && { event_type: event_type && { name: event_type.name, url: event_type.url } }),
  };
}

const isItem = (item: unknown): item is CalendarItem => item !== null && typeof item === 'object';

/** Each reply as the page carries it; `page` is the slug of the page shown. */
export function carriedQueries(queries: readonly [QueryKey, unknown][], page: string | undefined): [QueryKey, unknown][] {
  return queries.map(([key, data]): [QueryKey, unknown] => {
    if (key[0] === INITIAL_DATA) return [key, initialDataShown(data, page)];
    if (key[0] === CALENDAR && Array.isArray(data)) return [key, data.filter(isItem).map(calendarItemShown)];
    return [key, data];
  });
}
