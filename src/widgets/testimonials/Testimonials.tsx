import { TESTIMONIALS_PAGE_SIZE, testimonialsQuery, type Testimonial } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import buttonCss from '../../ui/button.css';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { LoadError } from '../../ui/LoadError';
import { serverPage } from '../../ui/listWindow';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { useListWindow, type ListSettings } from '../../ui/useListWindow';
import css from './testimonials.css';

export interface TestimonialsProps extends ListSettings {
  /** Testimonial group (url or id); absent: every testimonial. */
  group?: string;
  heading?: string;
}

/** Whole stars of a rating, 0 to 5. */
export const starsOf = (rating: number | undefined): number => Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));

/**
 * The testimonial grid (001 §2): two columns of testimonials, 3 a page (001 §9) or the widget's own
 * window and page size, each with its content, name, title, square picture (100) and stars when
 * rated above 0.
 */
export function Testimonials({ group, heading, labels, ...settings }: TestimonialsProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const list = useListWindow(
    ['testimonials', group || ''],
    TESTIMONIALS_PAGE_SIZE,
    (page) => testimonialsQuery(page, group),
    serverPage,
    settings,
  );
  const { items, data, error, loading, reload, page, pages, setPage } = list;
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('media.testimonials_error')}
      </LoadError>
    );
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  return (
    <section className="testimonials" part="testimonials" aria-label={heading || t('media.testimonials')}>
      {heading ? <h2 className="testimonials-heading">{heading}</h2> : null}
      <ul className="testimonials-grid">
        {items.map((item, index) => (
          <li key={item.id ?? index}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onPage={setPage} labels={labels} />
    </section>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const t = useT();
  const stars = starsOf(item.rating);
  return (
    <figure className="testimonial" part="testimonial">
      {stars > 0 ? (
        <p className="testimonial-stars" part="stars" role="img" aria-label={t('media.rating', { rating: stars })}>
          {'★'.repeat(stars)}
          <span className="testimonial-stars-off">{'★'.repeat(5 - stars)}</span>
        </p>
      ) : null}
      <blockquote className="testimonial-content">
        <CmsHtml html={item.content} />
      </blockquote>
      <figcaption className="testimonial-person">
        {item.image ? <Image image={item.image} alt="" width={56} height={56} className="testimonial-image" /> : null}
        <span>
          <span className="testimonial-name">{item.name}</span>
          {item.title ? <span className="testimonial-title">{item.title}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
