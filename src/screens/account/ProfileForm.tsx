import { useState, type FormEvent } from 'react';
import { updateProfile } from '../../api/user';
import { maskedDateToIso } from '../../core/datesParse';
import type { User } from '../../core/session/userStore';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useSubmit } from '../../ui/useSubmit';
import { Form } from '../../ui/Form';

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

/** The profile's fields (000 §3 User), each editable as the site's flags allow (000 §6); only what changed is sent. */
export function ProfileForm({ user, flags }: { user: User; flags: Record<string, boolean | string> }) {
  const t = useT();
  const initial = () => ({
    ...user,
    date_of_birth: toMasked(user.date_of_birth),
    drivers_licence_expiry: toMasked(user.drivers_licence_expiry),
  });
  const [values, setValues] = useState(initial);
  const { busy, error, run } = useSubmit();
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (name: Editable) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const on = (flag: string) => flags[flag] === true;
  const dobEditable = on('edit_date_of_birth') && (!user.date_of_birth || on('change_date_of_birth'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    setSaved(false);
    await run(async () => {
      if (Object.keys(changes).length) await updateProfile(user.id, changes as Partial<User>);
      setSaved(true);
    });
  };

  const label = (name: Editable) =>
    name === 'club_additional_member' ? String(flags.club_additional_member_label || 'Partner Name') : t(`account.${name}`);
  return (
    <Form className="account-form" part="form" onSubmit={submit} noValidate>
      {saved && <Alert tone="success">{t('account.saved')}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
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
    </Form>
  );
}
