import type { SitemapEntry } from '../api/pages';
import { useT } from '../hooks/useT';
import { Link } from '../ui/Link';
import { registry } from './registry';

/** Home's list-page variant (001 §2, when the home_list_page flag is on): every page of the sitemap. */
export function HomeList({ sitemap }: { sitemap: readonly SitemapEntry[] }) {
  const t = useT();
  return (
    <section className="home-list">
      <h1>{t('site.all_pages')}</h1>
      <ul>
        {sitemap.map((e) => (
          <li key={e.url}>
            <Link to={e.url}>{e.seo_title || e.url}</Link>
            {e.seo_meta_description && <p>{e.seo_meta_description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /readme and /demo_asdf exist but their content is not specified (000 §2): /readme says what
 * renders this site, /demo_asdf lists the widget kinds this build of the site renders.
 */
export function Readme({ demo }: { demo: boolean }) {
  const t = useT();
  return (
    <section className="readme">
      <h1>{demo ? t('site.demo_title') : t('site.readme_title')}</h1>
      <p>{t('site.readme_text', { version: typeof __VERSION__ === 'string' ? __VERSION__ : '' })}</p>
      {demo && (
        <ul>
          {registry
            .kinds()
            .sort()
            .map((kind) => (
              <li key={kind}>
                <code>{kind}</code>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
