import { PERSONS_PAGE_SIZE, personsQuery } from '../../api/media';
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
import css from './people.css';

export interface PeopleProps extends ListSettings {
  heading?: string;
}

/**
 * The person list (001 §2): people alternating left and right (photo 4x3 at 900, name, title,
 * CMS html description), 64 a page (001 §9), or the widget's own window and page size.
 */
export function People({ heading, labels, ...settings }: PeopleProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const { items, data, error, loading, reload, page, pages, setPage } = useListWindow(
    ['persons'],
    PERSONS_PAGE_SIZE,
    personsQuery,
    serverPage,
    settings,
  );
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
        {items.map((person, index) => {
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
      <Pagination page={page} pages={pages} onPage={setPage} labels={labels} />
    </section>
  );
}
