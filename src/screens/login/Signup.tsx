import { useId, useState, type FormEvent } from 'react';
import { completeLogin, takeRedirectAfterLogin } from '../../api/account';
import { loginWithCode, registerLink } from '../../api/auth';
import { maskedDateToIso } from '../../core/datesParse';
import { useHost } from '../../hooks/useHostEvents';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSubmit } from '../../ui/useSubmit';
import { Field } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { EMAIL } from './forms';
import { useAfterLinkLogin } from './useAfterLinkLogin';
import { currentUrl, type NavigateOptions } from '../../core/navigation';
import { useGo } from '../../hooks/useGo';
import { useStyles } from '../../hooks/useStyles';
import css from '../account/account.css';
import { Form } from '../../ui/Form';

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
  const go = useGo();
  const t = useT();
  const titleId = useId();
  const host = useHost();
  const user = useUser();
  const { settings } = useSiteSettings();
  const [values, setValues] = useState({ email: '', first_name: '', last_name: '', date_of_birth: '' });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  const [notice, setNotice] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const after = (options?: NavigateOptions) => {
    if (redirect !== undefined) go(redirect === '' || redirect === 'true' ? takeRedirectAfterLogin() : redirect, options);
  };
  useAfterLinkLogin(redirect === undefined ? undefined : () => after({ replace: true }));
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  if (user && !busy) return <Alert tone="success">{t('account.welcome', { name: user.first_name || user.email })}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) {
      // The code's form is the server's to judge; its words show when it refuses one.
      if (!code.trim()) return setProblems({ code: t('account.required_field') });
      setProblems({});
      return void run(async () => {
        const tokens = await loginWithCode(values.email.trim(), code.trim());
        if (await completeLogin(tokens, host ?? undefined)) after();
      });
    }
    const found: Record<string, string> = {};
    if (!EMAIL.test(values.email.trim())) found.email = values.email.trim() ? t('account.invalid_email') : t('account.required_email');
    if (!values.first_name.trim()) found.first_name = t('account.required_field');
    if (!values.last_name.trim()) found.last_name = t('account.required_field');
    const dob = values.date_of_birth ? maskedDateToIso(values.date_of_birth) : '';
    if (settings.ask_date_of_birth && !dob)
      found.date_of_birth = values.date_of_birth ? t('account.invalid_date') : t('account.required_field');
    setProblems(found);
    if (Object.keys(found).length) return;
    void run(async () => {
      await registerLink(
        {
          email: values.email.trim(),
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          date_of_birth: dob || undefined,
        },
        currentUrl(),
      );
      setNotice(`${t('account.code_hint', { email: values.email.trim() })} ${t('account.link_sent')}`);
      setSent(true);
    });
  };

  return (
    <section className="account-card" part="base" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.signup_title')}</h2>
      <Form className="account-form" part="form" onSubmit={submit} noValidate>
        {notice && <Alert tone="info">{notice}</Alert>}
        {error && <Alert tone="danger">{error}</Alert>}
        <Field
          label={t('account.email')}
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          required
          autoComplete="email"
          error={problems.email}
          readOnly={sent}
        />
        <div className="account-row">
          <Field
            label={t('account.first_name')}
            name="first_name"
            value={values.first_name}
            onChange={set('first_name')}
            required
            autoComplete="given-name"
            error={problems.first_name}
            readOnly={sent}
          />
          <Field
            label={t('account.last_name')}
            name="last_name"
            value={values.last_name}
            onChange={set('last_name')}
            required
            autoComplete="family-name"
            error={problems.last_name}
            readOnly={sent}
          />
        </div>
        {settings.ask_date_of_birth && (
          <Field
            label={t('account.date_of_birth')}
            name="date_of_birth"
            type="date"
            value={values.date_of_birth}
            onChange={set('date_of_birth')}
            required
            error={problems.date_of_birth}
            readOnly={sent}
          />
        )}
        {sent && (
          <Field
            label={t('account.code')}
            name="code"
            value={code}
            onChange={setCode}
            required
            autoComplete="one-time-code"
            error={problems.code}
          />
        )}
        <Button type="submit" busy={busy} fullWidth>
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
