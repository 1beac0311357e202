import { searchQuery } from '../../api/search';
import site from '../../locales/en/site';
import { defineWidget } from '../../ui/definition';
import type { SearchProps } from './Search';

/** Free-text search over pages, articles and events: /search and /search/{query}. */
export const searchScreen = defineWidget<SearchProps>({
  tag: 'venue-search',
  load: () => import('./Search').then((m) => m.Search),
  props: { query: 'string' },
  queries: ({ query }) => (query?.trim() ? [searchQuery(query.trim())] : []),
  messages: { site },
});
