import { linksQuery } from '../../api/pages';
import { useHostContext } from '../../hooks/HostContext';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import css from './link-children.css';

export interface LinkChildrenProps {
  /** The parent whose links are listed. */
  parent?: string;
}

/** link_children (001 §2): 'Links' for a parent, each opening in a new tab. */
export function LinkChildren({ parent }: LinkChildrenProps) {
  useStyles(css);
  const t = useT();
  const { href } = useHostContext();
  const { data, error, reload } = useQuery(parent ? linksQuery(parent) : null);
  if (!parent) return null;
  if (error) return <LoadError error={error} retry={reload} />;
  if (!data?.length) return null;
  return (
    <nav className="link-children" part="links" aria-label={t('site.links')}>
      <h3>{t('site.links')}</h3>
      <ul>
        {data.map((link) => (
          <li key={link.id}>
            <a
              href={link.link.startsWith('/') && !link.link.startsWith('//') ? href(link.link) : link.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
