import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Link } from '../../ui/Link';
import buttonCss from '../../ui/button.css';
import css from './not-found.css';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NotFoundProps {}

/** 001 §2: a page with no known content. */
export function NotFound(_props: NotFoundProps) {
  useStyles(buttonCss, css);
  const t = useT();
  return (
    <section className="not-found" part="not-found">
      <h1>{t('site.not_found_title')}</h1>
      <p>{t('site.not_found_text')}</p>
      <Link sitePath="/" className="button">
        {t('site.take_me_home')}
      </Link>
    </section>
  );
}
