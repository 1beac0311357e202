import { useState, type FormEvent } from 'react';
import { updateProfile } from '../../api/user';
import type { User } from '../../core/session/userStore';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { SchemaField } from '../../ui/form/SchemaField';
import { shownFields } from '../../ui/form/schema';
import { useForm } from '../../ui/form/useForm';
import { maskedDateToIso } from '../../ui/masks';
import { DATE_OF_BIRTH, EMAIL, GATED, MOBILE_PHONE, NAMES, type Editable } from './profileFields';

const toMasked = (iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** The profile's fields (000 §3 User), each editable as the site's flags allow (000 §6); only what changed is sent. */
export function ProfileForm({ user, flags }: { user: User; flags: Record<string, boolean | string> }) {
  const t = useT();
  const form = useForm<Record<string, string>>(() => ({
    ...(Object.fromEntries(Object.entries(user).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])) as Record<
      string,
      string
    >),
    date_of_birth: toMasked(user.date_of_birth),
    drivers_licence_expiry: toMasked(user.drivers_licence_expiry),
  }));
  const [saved, setSaved] = useState(false);
  const on = (flag: string) => flags[flag] === true;
  const dobEditable = on('edit_date_of_birth') && (!user.date_of_birth || on('change_date_of_birth'));
  const gated = shownFields(GATED, flags);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = [
      ...(on('edit_name') ? NAMES : []),
      MOBILE_PHONE,
      ...(dobEditable && values.date_of_birth ? [DATE_OF_BIRTH] : []),
      ...gated,
    ];
    if (!form.validate(edited)) return;
    const changes: Record<string, string | null> = {};
    for (const { name, type } of edited) {
      let value = values[name].trim();
      if (type === 'date' && value) value = maskedDateToIso(value);
      if (value !== String(user[name as Editable] ?? '')) changes[name] = value;
    }
    setSaved(false);
    void form.run(async () => {
      if (Object.keys(changes).length) await updateProfile(user.id, changes as Partial<User>);
      setSaved(true);
    });
  };

  const partner = String(flags.club_additional_member_label || 'Partner Name');
  return (
    <Form className="account-form" part="form" onSubmit={submit} noValidate>
      {saved && <Alert tone="success">{t('account.saved')}</Alert>}
      {form.error && <Alert tone="danger">{form.error}</Alert>}
      <div className="account-row">
        {NAMES.map((spec) => (
          <SchemaField key={spec.name} spec={spec} form={form} readOnly={!on('edit_name')} required={on('edit_name')} />
        ))}
      </div>
      <SchemaField spec={EMAIL} form={form} readOnly />
      <SchemaField spec={MOBILE_PHONE} form={form} />
      {(on('edit_date_of_birth') || user.date_of_birth) && (
        <SchemaField
          spec={DATE_OF_BIRTH}
          form={form}
          readOnly={!dobEditable}
          hint={!dobEditable && user.date_of_birth ? t('account.dob_locked') : undefined}
        />
      )}
      {gated.map((spec) => (
        <SchemaField key={spec.name} spec={spec} form={form} {...(spec.name === 'club_additional_member' && { label: partner })} />
      ))}
      <Button type="submit" busy={form.busy}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
