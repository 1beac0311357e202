import { takeRedirectAfterLogin } from '../../api/account';
import type { NavigateOptions } from '../../core/navigation';
import { useGo } from '../../hooks/useGo';
import { useAfterLinkLogin } from './useAfterLinkLogin';

/**
 * Where a login or sign-up goes on (`redirect`): unset, the element stays; bare (or 'true'), to
 * redirect_after_login or /profile; else to that address. A login link landing here goes on too.
 */
export function useAfterLogin(redirect: string | undefined): (options?: NavigateOptions) => void {
  const go = useGo();
  const after = (options?: NavigateOptions) => {
    if (redirect === undefined) return;
    go(redirect === '' || redirect === 'true' ? takeRedirectAfterLogin() : redirect, options);
  };
  useAfterLinkLogin(redirect === undefined ? undefined : () => after({ replace: true }));
  return after;
}
