import { initialDataQuery } from '../../api/pages';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import css from './about.css';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AboutProps {}

const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'pinterest', 'github', 'xing', 'skype'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * aboutpage (001 §2 lists the kind; its content is not shown): the organisation's own details
 * from the domain settings (001 §3) — name, address, e-mail, phone, ABN and social links.
 */
export function About(_props: AboutProps) {
  useStyles(css);
  const t = useT();
  // The domain record as initialData brought it (the site has it already: no further call).
  const d = useQuery(initialDataQuery()).data?.domain ?? {};
  const social = (d.social ?? {}) as Record<string, unknown>;
  const name = text(d.organisation_name) || text(d.name);
  const email = text(d.organisation_email);
  const phone = text(d.organisation_phone);
  const links = SOCIAL.map((key) => [key, text(social[key] ?? d[key])] as const).filter(([, url]) => /^https?:/.test(url));
  if (!name) return null;
  return (
    <section className="about" part="about" aria-label={t('site.about')}>
      <h2>{name}</h2>
      <dl>
        {text(d.organisation_address) && (
          <>
            <dt>{t('site.address')}</dt>
            <dd>{text(d.organisation_address)}</dd>
          </>
        )}
        {email && (
          <>
            <dt>{t('site.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{t('site.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </dd>
          </>
        )}
        {text(d.organisation_abn) && (
          <>
            <dt>{t('site.abn')}</dt>
            <dd>{text(d.organisation_abn)}</dd>
          </>
        )}
      </dl>
      {links.length > 0 && (
        <ul className="about-social">
          {links.map(([key, url]) => (
            <li key={key}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {key[0].toUpperCase() + key.slice(1)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
