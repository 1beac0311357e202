import { useEffect, useId } from 'react';
import { creditQuery } from '../../api/user';
import { useGo } from '../../hooks/useGo';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import css from './account.css';
import { Addresses } from './Addresses';
import { Picture } from './Picture';
import { ProfileForm } from './ProfileForm';

export interface AccountProps {
  /** Where visitors are sent to log in; without it they see a notice with a link to /login. */
  loginUrl?: string;
}

/**
 * The member's profile (000 §2 /profile): the user's fields of §3, each editable as the site's
 * flags allow (edit_name; the date of birth when empty, and afterwards only with
 * change_date_of_birth; licence, emergency contact, company fields, abn, website, facebook,
 * the club additional member under its label), a picture upload with progress, the credit
 * balance and, with manage_addresses, the saved addresses.
 */
export function Account({ loginUrl }: AccountProps) {
  useStyles(css);
  const t = useT();
  const go = useGo();
  const user = useUser();
  const { settings } = useSiteSettings();
  const titleId = useId();
  useEffect(() => {
    if (!user && loginUrl) go(loginUrl);
  }, [user, loginUrl, go]);
  if (!user)
    return (
      <Alert tone="info">
        {t('account.login_needed')}{' '}
        <Link to={loginUrl} sitePath="/login">
          {t('account.log_in')}
        </Link>
      </Alert>
    );
  return (
    <section className="account-card wide" part="base" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.profile_title')}</h2>
      <Picture user={user} />
      <Credit />
      <ProfileForm user={user} flags={settings as unknown as Record<string, boolean | string>} />
      {settings.manage_addresses && <Addresses user={user} />}
    </section>
  );
}

function Credit() {
  const t = useT();
  const lng = useLanguage();
  const { settings } = useSiteSettings();
  const { data } = useQuery(creditQuery(settings.payment_to_user_id));
  if (data === undefined) return null;
  return (
    <p className="account-credit" part="credit">
      {t('account.credit')}:{' '}
      <strong>{new Intl.NumberFormat(lng === 'en' ? 'en-AU' : lng, { style: 'currency', currency: 'AUD' }).format(data)}</strong>
    </p>
  );
}
