import { articleQuery } from '../../api/pages';
import { formatDay } from '../../core/dates';
import { parseWallClock } from '../../core/datesParse';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import css from './articles.css';

export interface ArticleViewProps {
  /** The article's slug (the route's item in the site). */
  url?: string;
}

/** Blog/article_view (001 §2): name, square image at 1184 and the article's HTML. */
export function ArticleView({ url }: ArticleViewProps) {
  useStyles(css);
  const t = useT();
  const lng = useLanguage();
  const { data, error, loading, reload } = useQuery(url ? articleQuery(url) : null);
  if (!url) return <Alert tone="warning">{t('site.article_not_found')}</Alert>;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('site.article_not_found')}
      </LoadError>
    );
  // No such article (getArticle's null): nothing to try again.
  if (!data) return <Alert tone="warning">{t('site.article_not_found')}</Alert>;
  return (
    <article className="article-view" part="article">
      <h1 className="article-title">{data.title || data.name}</h1>
      <p className="article-meta">
        {[data.author, data.publish_time && formatDay(parseWallClock(data.publish_time), lng, true)].filter(Boolean).join(' · ')}
      </p>
      <Image image={data.image} alt="" width={1184} height={1184} eager className="article-image" />
      <CmsHtml className="article-content" part="content" html={data.content} />
    </article>
  );
}
