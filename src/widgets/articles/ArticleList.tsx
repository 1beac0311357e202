import { ARTICLE_PAGE_SIZE, articlesQuery, type Article } from '../../api/pages';
import { formatDay } from '../../core/dates';
import { parseWallClock } from '../../core/datesParse';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import buttonCss from '../../ui/button.css';
import type { ListReply } from '../../api/types';
import { Pagination } from '../../ui/Pagination';
import { useListWindow, type ListSettings } from '../../ui/useListWindow';
import css from './articles.css';

export interface ArticleListProps extends ListSettings {
  /** Where an article is read (default '/article'): `{base}/{slug}`. */
  articleUrl?: string;
}

/** The server's articles, 20 a page (001 §9), told how many there are when it says. */
const readArticles = (reply: ListReply<Article> | null | undefined) => ({
  items: Array.isArray(reply?.data) ? reply.data : [],
  pages: reply?.num_pages ?? 1,
  total: typeof reply?.num_items === 'number' ? reply.num_items : undefined,
});

/**
 * Blog/article_list (001 §2): cards with name, blurb, publish date and 'Read More', 20 a page,
 * or the widget's own window and page size.
 */
export function ArticleList({ articleUrl = '/article', limit = 100, offset, itemsPerPage, labels }: ArticleListProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const lng = useLanguage();
  const list = useListWindow(['articles'], ARTICLE_PAGE_SIZE, articlesQuery, readArticles, { limit, offset, itemsPerPage });
  const { data, error, loading, reload, page, pages, setPage } = list;
  if (error && !data) return <LoadError error={error} retry={reload} />;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  const articles = list.items;
  if (!articles.length) return <p>{t('site.no_articles')}</p>;
  return (
    <section className="article-list" part="articles">
      <ul className="article-cards">
        {articles.map((a) => (
          <li key={a.slug} className="article-card" part="card">
            <Image image={a.image} alt="" width={600} height={450} className="article-card-image" />
            <div className="article-card-body">
              <h2 className="article-card-title">{a.name}</h2>
              {a.publish_time && <p className="article-card-date">{formatDay(parseWallClock(a.publish_time), lng, true)}</p>}
              {a.blurb && <p>{a.blurb}</p>}
              {/* The link says where it leads in its own text: screen readers list links by it, and search engines read it. */}
              <Link to={`${articleUrl}/${a.slug}`} className="button" data-variant="secondary">
                {t('site.read_more')}
                <span className="sr-only">: {a.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onPage={setPage} labels={labels} />
    </section>
  );
}
