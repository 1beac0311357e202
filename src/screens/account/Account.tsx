import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createAddress, setAddressEnabled, updateProfile, uploadImage, type Address } from '../../api/user';
import { maskedDateToIso } from '../../core/dates';
import type { User } from '../../core/session/userStore';
import { addressesQuery, creditQuery } from '../../api/user';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Field } from '../../ui/Field';
import { ProgressBar } from '../../ui/ProgressBar';
import { useGo } from '../../hooks/useGo';
import { useStyles } from '../../hooks/useStyles';
import css from './account.css';

export interface AccountProps {
  /** Where visitors are sent to log in; without it they see a notice with a link to /login. */
  loginUrl?: string;
}

type Editable = Exclude<
  keyof User,
  'id' | 'is_admin' | 'email' | 'image' | 'thumbnail' | 'current_address_id' | 'drivers_licence_state_of_issue_id' | 'newpassword'
>;

/** Profile fields that follow a site flag (000 §6); the rest of the section is always shown. */
const GATED: [Editable, string, 'text' | 'tel' | 'date'][] = [
  ['drivers_licence_number', 'edit_drivers_licence', 'text'],
  ['drivers_licence_expiry', 'edit_drivers_licence', 'date'],
  ['emergency_contact_name', 'edit_emergency_contact', 'text'],
  ['emergency_contact_phone', 'edit_emergency_contact', 'tel'],
  ['company_name', 'edit_company_name', 'text'],
  ['company_phone', 'edit_company_phone', 'tel'],
  ['trading_name', 'edit_trading_name', 'text'],
  ['abn', 'edit_abn', 'text'],
  ['website', 'edit_website', 'text'],
  ['facebook_link', 'edit_facebook', 'text'],
  ['club_additional_member', 'edit_club_additional_member', 'text'],
];

const toMasked = (iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

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
  useEffect(() => {
    if (!user && loginUrl) go(loginUrl);
  }, [user, loginUrl, go]);
  if (!user)
    return (
      <Alert tone="info">
        {t('account.login_needed')} <a href={loginUrl ?? '/login'}>{t('account.log_in')}</a>
      </Alert>
    );
  return (
    <section className="account-card wide" part="base" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile_title')}</h2>
      <Picture user={user} />
      <Credit />
      <ProfileForm user={user} flags={settings as unknown as Record<string, boolean | string>} />
      {settings.manage_addresses && <Addresses />}
    </section>
  );
}

function Credit() {
  const t = useT();
  const lng = useLanguage();
  const { data } = useQuery(creditQuery());
  if (data === undefined) return null;
  return (
    <p className="account-credit" part="credit">
      {t('account.credit')}:{' '}
      <strong>{new Intl.NumberFormat(lng === 'en' ? 'en-AU' : lng, { style: 'currency', currency: 'AUD' }).format(data)}</strong>
    </p>
  );
}

function Picture({ user }: { user: User }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState('');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      setError('');
      setProgress(0);
      uploadImage(String(reader.result), (p) => p.direction === 'upload' && p.total && setProgress(p.loaded / p.total))
        .catch((e: unknown) => setError(errorText(e, t)))
        .finally(() => setProgress(undefined));
    };
    reader.readAsDataURL(file);
  };
  return (
    <div className="account-picture" part="picture">
      {user.image ? (
        <img src={user.image} alt={t('account.picture')} width={96} height={96} />
      ) : (
        <span className="account-initials" aria-hidden="true">
          {(user.first_name[0] ?? '?').toUpperCase()}
        </span>
      )}
      <div className="account-picture-actions">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={choose}
          aria-label={t('account.change_picture')}
        />
        <Button variant="secondary" busy={progress !== undefined} onClick={() => input.current?.click()}>
          {t('account.change_picture')}
        </Button>
        {progress !== undefined && (
          <div className="account-progress">
            <ProgressBar active value={progress} placement="element" label={t('account.uploading')} />
          </div>
        )}
        {error && <Alert tone="danger">{error}</Alert>}
      </div>
    </div>
  );
}

function ProfileForm({ user, flags }: { user: User; flags: Record<string, boolean | string> }) {
  const t = useT();
  const initial = () => ({
    ...user,
    date_of_birth: toMasked(user.date_of_birth),
    drivers_licence_expiry: toMasked(user.drivers_licence_expiry),
  });
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (name: Editable) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const on = (flag: string) => flags[flag] === true;
  const dobEditable = on('edit_date_of_birth') && (!user.date_of_birth || on('change_date_of_birth'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const changes: Record<string, string | null> = {};
    const found: Record<string, string> = {};
    const compare = (name: Editable, value: string | null) => {
      if ((value ?? '') !== ((user[name] as string | null) ?? '')) changes[name] = value;
    };
    if (on('edit_name')) {
      if (!values.first_name.trim()) found.first_name = t('account.required_field');
      if (!values.last_name.trim()) found.last_name = t('account.required_field');
      compare('first_name', values.first_name.trim());
      compare('last_name', values.last_name.trim());
    }
    compare('mobile_phone', values.mobile_phone.trim());
    if (dobEditable && values.date_of_birth) {
      const iso = maskedDateToIso(values.date_of_birth);
      if (!iso) found.date_of_birth = t('account.invalid_date');
      else compare('date_of_birth', iso);
    }
    for (const [name, flag, type] of GATED) {
      if (!on(flag)) continue;
      const raw = String(values[name] ?? '').trim();
      if (type === 'date' && raw) {
        const iso = maskedDateToIso(raw);
        if (!iso) found[name] = t('account.invalid_date');
        else compare(name, iso);
      } else compare(name, raw);
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setMessage(null);
    try {
      if (Object.keys(changes).length) await updateProfile(changes as Partial<User>);
      setMessage({ tone: 'success', text: t('account.saved') });
    } catch (e) {
      setMessage({ tone: 'danger', text: errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  const label = (name: Editable) =>
    name === 'club_additional_member' ? String(flags.club_additional_member_label || 'Partner Name') : t(`account.${name}`);
  return (
    <form className="account-form" part="form" onSubmit={submit} noValidate>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="account-row">
        <Field
          label={t('account.first_name')}
          name="first_name"
          value={values.first_name}
          onChange={set('first_name')}
          readOnly={!on('edit_name')}
          required={on('edit_name')}
          error={problems.first_name}
          autoComplete="given-name"
        />
        <Field
          label={t('account.last_name')}
          name="last_name"
          value={values.last_name}
          onChange={set('last_name')}
          readOnly={!on('edit_name')}
          required={on('edit_name')}
          error={problems.last_name}
          autoComplete="family-name"
        />
      </div>
      <Field label={t('account.email')} name="email" type="email" value={user.email} onChange={() => undefined} readOnly />
      <Field
        label={t('account.mobile_phone')}
        name="mobile_phone"
        type="tel"
        value={values.mobile_phone}
        onChange={set('mobile_phone')}
        autoComplete="tel"
      />
      {(on('edit_date_of_birth') || user.date_of_birth) && (
        <Field
          label={t('account.date_of_birth')}
          name="date_of_birth"
          type="date"
          value={values.date_of_birth}
          onChange={set('date_of_birth')}
          readOnly={!dobEditable}
          hint={!dobEditable && user.date_of_birth ? t('account.dob_locked') : undefined}
          error={problems.date_of_birth}
        />
      )}
      {GATED.filter(([, flag]) => on(flag)).map(([name, , type]) => (
        <Field
          key={name}
          label={label(name)}
          name={name}
          type={type}
          value={String(values[name] ?? '')}
          onChange={set(name)}
          error={problems[name]}
        />
      ))}
      <Button type="submit" busy={busy}>
        {t('account.save')}
      </Button>
    </form>
  );
}

const EMPTY_ADDRESS = {
  display_name: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  street_address: '',
  street_address_1: '',
  postcode: '',
  city: '',
  state: '',
  country: 'AU',
};
type AddressField = keyof typeof EMPTY_ADDRESS;

function Addresses() {
  const t = useT();
  const { data, error, reload } = useQuery(addressesQuery());
  const [draft, setDraft] = useState(EMPTY_ADDRESS);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const toggle = (address: Address) =>
    setAddressEnabled(address.id, !address.enabled)
      .then(reload)
      .catch((e: unknown) => setProblem(errorText(e, t)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = (['street_address', 'postcode', 'city'] as AddressField[]).filter((f) => !draft[f].trim());
    setFieldErrors(Object.fromEntries(missing.map((f) => [f, t('account.required_field')])));
    if (missing.length) return;
    setBusy(true);
    setProblem('');
    try {
      await createAddress(draft);
      setDraft(EMPTY_ADDRESS);
      setAdding(false);
      reload();
    } catch (e) {
      setProblem(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: AddressField, required = false) => (
    <Field
      label={t(`account.${name}`)}
      name={name}
      value={draft[name]}
      onChange={(v) => setDraft((d) => ({ ...d, [name]: v }))}
      required={required}
      error={fieldErrors[name]}
    />
  );
  return (
    <section className="account-addresses" part="addresses" aria-labelledby="addresses-title">
      <h3 id="addresses-title">{t('account.addresses')}</h3>
      {error ? <Alert tone="danger">{errorText(error, t)}</Alert> : null}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {data && data.length === 0 && <p>{t('account.no_addresses')}</p>}
      <ul className="account-address-list">
        {data?.map((a) => (
          <li key={a.id} className={a.enabled ? '' : 'is-disabled'}>
            <span>
              <strong>{a.display_name || a.street_address}</strong>{' '}
              {[a.street_address, a.street_address_1, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', ')}
              {!a.enabled && <em> ({t('account.disabled')})</em>}
            </span>
            <Button variant="link" onClick={() => toggle(a)}>
              {a.enabled ? t('account.disable') : t('account.enable')}
            </Button>
          </li>
        ))}
      </ul>
      {adding ? (
        <form className="account-form" onSubmit={save} noValidate>
          {field('display_name')}
          {field('street_address', true)}
          {field('street_address_1')}
          <div className="account-row">
            {field('city', true)}
            {field('postcode', true)}
          </div>
          <div className="account-row">
            {field('state')}
            {field('country')}
          </div>
          {field('phone')}
          <Button type="submit" busy={busy}>
            {t('account.save_address')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('account.add_address')}
        </Button>
      )}
    </section>
  );
}
