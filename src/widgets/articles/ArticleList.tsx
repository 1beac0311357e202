import { useState } from 'react';
import { articlesQuery } from '../../api/pages';
import { formatDay } from '../../core/dates';
import { parseWallClock } from '../../core/datesParse';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import buttonCss from '../../ui/button.css';
import css from './articles.css';

export interface ArticleListProps {
  /** Where an article is read (default '/article'): `{base}/{slug}`. */
  articleUrl?: string;
}

/** Blog/article_list (001 §2): cards with name, blurb, publish date and 'Read More', 20 a page. */
export function ArticleList({ articleUrl = '/article' }: ArticleListProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useQuery(articlesQuery(page), { keepPrevious: true });
  if (error && !data) return <LoadError error={error} retry={reload} />;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  const articles = data?.data ?? [];
  const pages = data?.num_pages ?? 1;
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
              <Link
                to={`${articleUrl}/${a.slug}`}
                className="button"
                data-variant="secondary"
                aria-label={`${t('site.read_more')}: ${a.name}`}
              >
                {t('site.read_more')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="article-pages" aria-label={t('site.pages')}>
          <button type="button" onClick={() => setPage(1)} disabled={page <= 1} aria-label={t('site.first_page')}>
            «
          </button>
          <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1} aria-label={t('site.previous_page')}>
            ‹
          </button>
          <span>{t('site.page_of', { page, pages })}</span>
          <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages} aria-label={t('site.next_page')}>
            ›
          </button>
          <button type="button" onClick={() => setPage(pages)} disabled={page >= pages} aria-label={t('site.last_page')}>
            »
          </button>
        </nav>
      )}
    </section>
  );
}
