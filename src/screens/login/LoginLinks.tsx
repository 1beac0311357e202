import { authorizeUrl } from '../../api/account';
import { currentUrl, leaveSite } from '../../core/navigation';
import { useT } from '../../hooks/useT';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import type { Mode } from './LoginStep';

export interface LoginLinksProps {
  mode: Mode;
  switchTo: (mode: Mode) => void;
  password: boolean;
  oauth: boolean;
  /** 000 §6 login option google: the authorisation-code flow with Google as the identity provider. */
  google: boolean;
  signupUrl?: string;
}

/** Under the login's form: the other ways in from this mode, the OAuth logins and the sign-up link. */
export function LoginLinks({ mode, switchTo, password, oauth, google, signupUrl }: LoginLinksProps) {
  const t = useT();
  const to = (next: Mode, text: string) => (
    <Button variant="link" onClick={() => switchTo(next)}>
      {t(text)}
    </Button>
  );
  return (
    <div className="account-links">
      {mode === 'email' && password && to('password', 'account.with_password')}
      {(mode === 'password' || mode === 'code') && to('email', mode === 'code' ? 'account.resend' : 'account.with_email')}
      {mode === 'password' && to('forgot', 'account.forgot')}
      {(mode === 'forgot' || mode === 'reset') && to('password', 'account.back_to_login')}
      {google && (
        <Button variant="secondary" onClick={() => leaveSite(authorizeUrl(redirectUri(), 'Google'))}>
          {t('account.google')}
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
  );
}

/** Where the authorise page returns: this page, without its query. */
function redirectUri(): string {
  const url = new URL(currentUrl());
  return url.origin + url.pathname;
}
