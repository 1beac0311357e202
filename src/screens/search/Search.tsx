import { useId, useState, type FormEvent } from 'react';
import { searchQuery } from '../../api/search';
import { useNavigate } from '../../hooks/HostContext';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import css from './search.css';
import { Form } from '../../ui/Form';

export interface SearchProps {
  /** The words searched for (/search/{query}). */
  query?: string;
}

/** /search and /search/{query} (000 §2): free text over pages, articles and upcoming events. */
export function Search({ query = '' }: SearchProps) {
  useStyles(css);
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(query);
  const q = query.trim();
  const { data, error, loading, reload } = useQuery(q ? searchQuery(q) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    navigate(words ? `/search/${encodeURIComponent(words)}` : '/search');
  };
  return (
    <section className="search" part="search">
      <h1>{t('site.search_title')}</h1>
      <Form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="search-label">
          {t('site.search_label')}
        </label>
        <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} part="input" />
        <Button type="submit">{t('site.search_button')}</Button>
      </Form>
      {q && loading && <Spinner label={t('common.loading')} />}
      {q && error ? <LoadError error={error} retry={reload} /> : null}
      {q && data && (
        <div aria-live="polite">
          <p className="search-count">{t('site.search_results', { count: data.length, query: q })}</p>
          <ul className="search-results">
            {data.map((hit) => (
              <li key={`${hit.kind}:${hit.path}:${hit.title}`}>
                <span className="search-kind">{t(`site.kind_${hit.kind}`)}</span>
                <Link to={hit.path}>{hit.title}</Link>
                {hit.text && <p>{hit.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
