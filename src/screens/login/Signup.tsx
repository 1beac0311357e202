import { useId, useState, type FormEvent } from 'react';
import { completeLogin } from '../../api/account';
import { loginWithCode, registerLink } from '../../api/auth';
import { currentUrl } from '../../core/navigation';
import { useHost } from '../../hooks/useHostEvents';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { SchemaField } from '../../ui/form/SchemaField';
import { useForm } from '../../ui/form/useForm';
import { maskedDateToIso } from '../../ui/masks';
import { Link } from '../../ui/Link';
import css from '../account/account.css';
import { CODE, DATE_OF_BIRTH, EMAIL, FIRST_NAME, LAST_NAME } from './fields';
import { useAfterLogin } from './useAfterLogin';

export interface SignupProps {
  /** After sign-up and login, go to redirect_after_login or /profile (`redirect` bare), or to this address. */
  redirect?: string;
  /** The login page, linked under the form. */
  loginUrl?: string;
}

/**
 * Sign-up (000 §2 /signup): email, first_name, last_name and, when the site asks
 * (ask_date_of_birth), date_of_birth typed as dd/mm/yyyy. registerLink mails a link and a
 * code; the code logs the new member in here.
 */
export function Signup({ redirect, loginUrl }: SignupProps) {
  useStyles(css);
  const t = useT();
  const titleId = useId();
  const host = useHost();
  const user = useUser();
  const { settings } = useSiteSettings();
  const form = useForm({ email: '', first_name: '', last_name: '', date_of_birth: '', code: '' });
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState('');
  const after = useAfterLogin(redirect);
  const { values } = form;

  if (user && !form.busy) return <Alert tone="success">{t('account.welcome', { name: user.first_name || user.email })}</Alert>;

  const logIn = () => {
    if (!form.validate([CODE])) return;
    void form.run(async () => {
      const tokens = await loginWithCode(values.email.trim(), values.code.trim());
      if (await completeLogin(tokens, host ?? undefined)) after();
    });
  };

  const register = () => {
    if (!form.validate([EMAIL, FIRST_NAME, LAST_NAME, ...(settings.ask_date_of_birth ? [DATE_OF_BIRTH] : [])])) return;
    const email = values.email.trim();
    const dob = settings.ask_date_of_birth ? maskedDateToIso(values.date_of_birth.trim()) : '';
    void form.run(async () => {
      const names = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
      await registerLink({ email, ...names, date_of_birth: dob || undefined }, currentUrl());
      setNotice(`${t('account.code_hint', { email })} ${t('account.link_sent')}`);
      setSent(true);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) logIn();
    else register();
  };

  return (
    <section className="account-card" part="base" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.signup_title')}</h2>
      <Form className="account-form" part="form" onSubmit={submit} noValidate>
        {notice && <Alert tone="info">{notice}</Alert>}
        {form.error && <Alert tone="danger">{form.error}</Alert>}
        <SchemaField spec={EMAIL} form={form} readOnly={sent} />
        <div className="account-row">
          <SchemaField spec={FIRST_NAME} form={form} readOnly={sent} />
          <SchemaField spec={LAST_NAME} form={form} readOnly={sent} />
        </div>
        {settings.ask_date_of_birth && <SchemaField spec={DATE_OF_BIRTH} form={form} readOnly={sent} />}
        {sent && <SchemaField spec={CODE} form={form} />}
        <Button type="submit" busy={form.busy} fullWidth>
          {sent ? t('account.enter_code') : t('account.create_account')}
        </Button>
      </Form>
      {loginUrl && (
        <p className="account-links">
          {t('account.have_account')} <Link to={loginUrl}>{t('account.log_in')}</Link>
        </p>
      )}
    </section>
  );
}
