import { articleQuery, articlesQuery } from '../../api/pages';
import site from '../../locales/en/site';
import ui from '../../locales/en/ui';
import { str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { ArticleListProps } from './ArticleList';
import type { ArticleViewProps } from './ArticleView';

/** Blog/article_list: news cards, 20 a page or the widget's own window, page size and labels. */
export const articleListWidget = defineWidget<ArticleListProps>({
  tag: 'venue-article-list',
  kinds: ['Blog/article_list'],
  load: () => import('./ArticleList').then((m) => m.ArticleList),
  props: { articleUrl: 'string' },
  queries: () => [articlesQuery(1)],
  messages: { site, ui },
  fromWidget: (w) => ({ limit: w.limit, offset: w.offset, itemsPerPage: w.itemsPerPage, labels: w.labels }),
});

/** Blog/article_view: one article, its slug from the route (/article/{slug}). */
export const articleViewWidget = defineWidget<ArticleViewProps>({
  tag: 'venue-article',
  kinds: ['Blog/article_view'],
  load: () => import('./ArticleView').then((m) => m.ArticleView),
  props: { url: 'string' },
  queries: ({ url }) => (url ? [articleQuery(url)] : []),
  messages: { site },
  fromWidget: (w, place) => ({ url: str(w.templatevar.article) || place.item }),
});
