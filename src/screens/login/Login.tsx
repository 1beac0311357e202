import { useId, useState, type ReactNode } from 'react';
import { completeLogin, logout } from '../../api/account';
import type { Tokens } from '../../api/auth';
import { useHost } from '../../hooks/useHostEvents';
import { useUser } from '../../hooks/useSession';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Button } from '../../ui/Button';
import { useForm } from '../../ui/form/useForm';
import css from '../account/account.css';
import { CodeLogin } from './CodeLogin';
import { ForgotPassword } from './ForgotPassword';
import { LinkLogin } from './LinkLogin';
import { LoginLinks } from './LoginLinks';
import type { LoginValues, Mode, StepProps } from './LoginStep';
import { PasswordLogin } from './PasswordLogin';
import { ResetPassword } from './ResetPassword';
import { useAfterLogin } from './useAfterLogin';
import { useOAuthReturn } from './useOAuthReturn';

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

const STEPS: Record<Mode, (step: StepProps) => ReactNode> = {
  email: LinkLogin,
  code: CodeLogin,
  password: PasswordLogin,
  forgot: ForgotPassword,
  reset: ResetPassword,
};

/**
 * Login (000 §2 /login, /forgotpassword): e-mail → a login link and a one-time code (or the code
 * alone), code entry, password login with reveal, password recovery with a suggested password,
 * optionally the OAuth flow, and 'Continue with Google' when the site's google option is on; each mode is a component of its own over one form, so whatever
 * was typed is kept from mode to mode and through every error.
 */
export function Login({ codeOnly = false, password = true, oauth = false, redirect, signupUrl, recovery = false }: LoginProps) {
  useStyles(css);
  const t = useT();
  const user = useUser();
  const host = useHost();
  const { settings } = useSiteSettings();
  const [mode, setMode] = useState<Mode>(recovery ? 'forgot' : 'email');
  const [notice, setNotice] = useState('');
  const form = useForm<LoginValues>({ email: '', code: '', password: '', newpassword: '' });
  const titleId = useId();
  const after = useAfterLogin(redirect);
  // 000 §6: the site's login options arrive with its settings (currentDomain).
  const google = settings.google;
  useOAuthReturn(oauth || google, form, after);

  const complete = async (tokens: Tokens) => {
    if (await completeLogin(tokens, host ?? undefined)) after();
    else form.setError(t('error.generic'));
  };
  const goTo = (next: Mode, text: string) => {
    form.setProblems({});
    setNotice(text);
    setMode(next);
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    form.setError('');
    form.setProblems({});
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

  const Step = STEPS[mode];
  return (
    <section className="account-card" part="base" aria-labelledby={titleId}>
      <h2 id={titleId}>{mode === 'forgot' || mode === 'reset' ? t('account.forgot_title') : t('account.login_title')}</h2>
      <Step form={form} goTo={goTo} complete={complete} onlyCode={codeOnly || settings.code_only} notice={notice} />
      <LoginLinks mode={mode} switchTo={switchTo} password={password} oauth={oauth} google={google} signupUrl={signupUrl} />
    </section>
  );
}
