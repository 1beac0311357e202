import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authorizeUrl, BadStateError, completeLogin, finishAuthorize, logout, takeRedirectAfterLogin } from '../../api/account';
import { loginWithCode, passwordLogin, recoverPassword, recoverPasswordCheck, sendLoginLink } from '../../api/auth';
import { useHost } from '../../hooks/useHostEvents';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { useSubmit } from '../../ui/useSubmit';
import { cleanAddress, EMAIL } from './forms';
import { useAfterLinkLogin } from './useAfterLinkLogin';
import { currentQuery, currentUrl, leaveSite, replaceAddress, type NavigateOptions } from '../../core/navigation';
import { useGo } from '../../hooks/useGo';
import { useStyles } from '../../hooks/useStyles';
import { sessionStore } from '../../core/session/sessionStore';
import css from '../account/account.css';
import { Form } from '../../ui/Form';

export interface LoginProps {
  /** Only a one-time code by e-mail, never a link (also when the site's code_only is on). */
  codeOnly?: boolean;
  /** Offers password login (default true). */
  password?: boolean;
  /** Offers the OAuth authorisation-code login with the venue's account. */
  oauth?: boolean;
  /** After login, go to redirect_after_login or /profile (`redirect` bare), or to this address. */
  redirect?: string;
  /** The sign-up page, linked under the form. */
  signupUrl?: string;
  /** Opens on password recovery (the /forgotpassword route). */
  recovery?: boolean;
}

type Mode = 'email' | 'code' | 'password' | 'forgot' | 'reset';

/**
 * Login (000 §2 /login, /forgotpassword): e-mail → a login link and a one-time code (or the code
 * alone), code entry, password login with reveal, password recovery with a suggested password,
 * and optionally the OAuth flow. Whatever was typed is kept through every error.
 */
export function Login({ codeOnly = false, password = true, oauth = false, redirect, signupUrl, recovery = false }: LoginProps) {
  useStyles(css);
  const t = useT();
  const go = useGo();
  const user = useUser();
  const host = useHost();
  const { settings } = useSiteSettings();
  const onlyCode = codeOnly || settings.code_only;
  const [mode, setMode] = useState<Mode>(recovery ? 'forgot' : 'email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const oauthChecked = useRef(false);
  const titleId = useId();

  const after = (options?: NavigateOptions) => {
    if (redirect === undefined) return;
    go(redirect === '' || redirect === 'true' ? takeRedirectAfterLogin() : redirect, options);
  };
  useAfterLinkLogin(redirect === undefined ? undefined : () => after({ replace: true }));

  // The return from the OAuth authorise page: ?code=…&state=…
  useEffect(() => {
    if (!oauth || oauthChecked.current) return;
    oauthChecked.current = true;
    const params = currentQuery();
    const returned = params.get('code');
    const state = params.get('state');
    if (!returned) return;
    replaceAddress(cleanAddress('code', 'state'));
    // 000 §2: a code without its state is a mismatch like any other; no token is asked for.
    if (state === null) return setError(t('account.bad_state'));
    void run(async () => {
      try {
        if (await finishAuthorize(returned, state, host ?? undefined)) after();
        else setError(t('error.generic'));
      } catch (e) {
        if (!(e instanceof BadStateError)) throw e;
        setError(t('account.bad_state'));
      }
    });
    // The return from the authorise page is read once, when the element first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oauth]);

  const checkEmail = () => {
    const problem = !email.trim() ? t('account.required_email') : EMAIL.test(email.trim()) ? '' : t('account.invalid_email');
    setFieldError(problem ? { email: problem } : {});
    return !problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'email' && checkEmail())
      void run(async () => {
        await sendLoginLink(email.trim(), onlyCode, currentUrl());
        setNotice(
          onlyCode
            ? t('account.code_hint', { email: email.trim() })
            : `${t('account.code_hint', { email: email.trim() })} ${t('account.link_sent')}`,
        );
        setMode('code');
      });
    if (mode === 'code') {
      // The code's form is the server's to judge (its words show when it refuses one): only an empty field is stopped here.
      if (!code.trim()) return setFieldError({ code: t('account.required_field') });
      setFieldError({});
      void run(async () => {
        const tokens = await loginWithCode(email.trim(), code.trim());
        if (await completeLogin(tokens, host ?? undefined)) after();
        else setError(t('error.generic'));
      });
    }
    if (mode === 'password' && checkEmail())
      void run(async () => {
        const tokens = await passwordLogin(email.trim(), secret);
        // 000 §8: a failed login is just false; a call that never reached the server is not a wrong password.
        if (!tokens) return setError(sessionStore.getState().link_active ? t('account.wrong_password') : t('error.network'));
        if (await completeLogin(tokens, host ?? undefined)) after();
        else setError(t('error.generic'));
      });
    if (mode === 'forgot' && checkEmail())
      void run(async () => {
        await recoverPassword(email.trim());
        setNotice(t('account.code_hint', { email: email.trim() }));
        setMode('reset');
      });
    if (mode === 'reset') {
      const problems: Record<string, string> = {};
      // The code's form and the password's rules are the server's (000 §5 shows none): it judges, and its words show.
      if (!code.trim()) problems.code = t('account.required_field');
      if (!secret) problems.newpassword = t('account.required_field');
      setFieldError(problems);
      if (Object.keys(problems).length) return;
      void run(async () => {
        await recoverPasswordCheck(email.trim(), code.trim(), secret);
        setNotice(t('account.password_changed'));
        setCode('');
        setMode('password');
      });
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError('');
    setFieldError({});
    if (next !== 'reset' && next !== 'code') setNotice('');
  };

  if (user) {
    return (
      <section className="account-card" part="base">
        <p>{t('account.logged_in_as', { name: `${user.first_name} ${user.last_name}`.trim() || user.email })}</p>
        <Button variant="secondary" onClick={() => logout()}>
          {t('account.log_out')}
        </Button>
      </section>
    );
  }

  const title = mode === 'forgot' || mode === 'reset' ? t('account.forgot_title') : t('account.login_title');
  return (
    <section className="account-card" part="base" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form className="account-form" part="form" onSubmit={submit} noValidate>
        {notice && <Alert tone="info">{notice}</Alert>}
        {error && <Alert tone="danger">{error}</Alert>}
        <Field
          label={t('account.email')}
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          required
          autoComplete="email"
          error={fieldError.email}
          readOnly={mode === 'code' || mode === 'reset'}
        />
        {(mode === 'code' || mode === 'reset') && (
          <Field
            label={t('account.code')}
            name="code"
            value={code}
            onChange={setCode}
            required
            autoComplete="one-time-code"
            error={fieldError.code}
          />
        )}
        {mode === 'password' && (
          <Field
            label={t('account.password')}
            name="password"
            type="password"
            value={secret}
            onChange={setSecret}
            required
            autoComplete="current-password"
          />
        )}
        {mode === 'reset' && (
          <Field
            label={t('account.new_password')}
            name="newpassword"
            type="password"
            value={secret}
            onChange={setSecret}
            required
            suggest
            autoComplete="new-password"
            error={fieldError.newpassword}
          />
        )}
        <Button type="submit" busy={busy} fullWidth>
          {
            {
              email: onlyCode ? t('account.send_code') : t('account.send_link'),
              code: t('account.enter_code'),
              password: t('account.log_in'),
              forgot: t('account.send_recovery'),
              reset: t('account.set_password'),
            }[mode]
          }
        </Button>
      </Form>
      <div className="account-links">
        {mode === 'email' && password && (
          <Button variant="link" onClick={() => switchTo('password')}>
            {t('account.with_password')}
          </Button>
        )}
        {(mode === 'password' || mode === 'code') && (
          <Button variant="link" onClick={() => switchTo('email')}>
            {mode === 'code' ? t('account.resend') : t('account.with_email')}
          </Button>
        )}
        {mode === 'password' && (
          <Button variant="link" onClick={() => switchTo('forgot')}>
            {t('account.forgot')}
          </Button>
        )}
        {(mode === 'forgot' || mode === 'reset') && (
          <Button variant="link" onClick={() => switchTo('password')}>
            {t('account.back_to_login')}
          </Button>
        )}
        {oauth && (
          <Button variant="secondary" onClick={() => leaveSite(authorizeUrl(redirectUri()))}>
            {t('account.oauth')}
          </Button>
        )}
        {signupUrl && (
          <p>
            {t('account.no_account')} <Link to={signupUrl}>{t('account.sign_up')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** Where the authorise page returns: this page, without its query. */
function redirectUri(): string {
  const url = new URL(currentUrl());
  return url.origin + url.pathname;
}
