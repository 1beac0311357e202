import { useEffect } from 'react';
import { useLink } from '../../hooks/useLink';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';

/**
 * 'Please log in…' with a link to the login page, which brings the visitor back here afterwards
 * (redirect_after_login). The account calls load only when the prompt shows: most visitors of a
 * form page never need them.
 */
export function LoginPrompt({ text, loginUrl }: { text: string; loginUrl: string }) {
  const t = useT();
  const login = useLink(loginUrl).href;
  useEffect(() => {
    void import('../../api/account').then((m) => m.rememberThisPage(login));
  }, [login]);
  return (
    <Alert tone="info">
      {text} <Link to={loginUrl}>{t('forms.log_in')}</Link>
    </Alert>
  );
}
