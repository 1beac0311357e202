import { useState } from 'react';
import { personsQuery } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import buttonCss from '../../ui/button.css';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { Pager } from '../testimonials/Pager';
import testimonialsCss from '../testimonials/testimonials.css';
import css from './people.css';

export interface PeopleProps {
  heading?: string;
}

/**
 * The person list (001 §2): people alternating left and right (photo 4x3 at 900, name, title,
 * CMS html description), 64 a page (001 §9).
 */
export function People({ heading }: PeopleProps) {
  useStyles(buttonCss, testimonialsCss, css);
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useQuery(personsQuery(page), { keepPrevious: true });
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('media.people_error')}
      </LoadError>
    );
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  return (
    <section className="people" part="people" aria-label={heading || t('media.people')}>
      {heading ? <h2 className="people-heading">{heading}</h2> : null}
      <ul className="people-list">
        {(data?.items ?? []).map((person, index) => {
          const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
          return (
            <li key={person.id ?? index} className="person" part="person" data-side={index % 2 ? 'right' : 'left'}>
              <div className="person-photo">{person.photo ? <Image image={person.photo} alt={name} className="person-image" /> : null}</div>
              <div className="person-text">
                <h3 className="person-name">{name}</h3>
                {person.title ? <p className="person-title">{person.title}</p> : null}
                {person.description ? <CmsHtml className="person-description" html={person.description} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={data?.pages ?? 1} onPage={setPage} />
    </section>
  );
}
