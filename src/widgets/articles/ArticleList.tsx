import { useState } from 'react';
import { ARTICLE_PAGE_SIZE } from '../../api/pages';
import { formatDay } from '../../core/dates';
import { parseWallClock } from '../../core/datesParse';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import type { PaginationLabels } from '../../ui/definition';
import { Spinner } from '../../ui/Spinner';
import buttonCss from '../../ui/button.css';
import { articleWindowQuery } from './articleWindow';
import { listWindow, Pagination } from './Pagination';
import css from './articles.css';

export interface ArticleListProps {
  /** Where an article is read (default '/article'): `{base}/{slug}`. */
  articleUrl?: string;
  /** 001 §3 Widget: how many articles the list holds (default 100), from which one (default 0). */
  limit?: number;
  offset?: number;
  /** Articles a page (default 20, 001 §9). */
  itemsPerPage?: number;
  /** The pagination's labels (default ‹ › « »). */
  labels?: PaginationLabels;
}

/**
 * Blog/article_list (001 §2): cards with name, blurb, publish date and 'Read More', 20 a page,
 * or the widget's own window and page size.
 */
export function ArticleList({
  articleUrl = '/article',
  limit = 100,
  offset = 0,
  itemsPerPage = ARTICLE_PAGE_SIZE,
  labels,
}: ArticleListProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  // The window of a page as if the list were full; the articles there are what there is.
  const range = listWindow(offset + limit, { limit, offset }, itemsPerPage, page);
  const { data, error, loading, reload } = useQuery(articleWindowQuery(range.start, range.end), { keepPrevious: true });
  const pages = data ? listWindow(data.total, { limit, offset }, itemsPerPage, page).pages : 1;
  if (error && !data) return <LoadError error={error} retry={reload} />;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  const articles = data?.articles ?? [];
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
