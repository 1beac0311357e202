import { useEffect, useRef } from 'react';
import { onTokenLogin, takeRedirectAfterLogin, takeStoredRedirect } from '../api/account';
import { dirOf } from '../core/i18n';
import type { Navigate } from '../core/navigation';
import { onLogout } from '../core/runtime';
import { useLanguage } from '../hooks/useT';
import type { RouteMatch } from './router';

/** The screens whose own logins go on to redirect_after_login, else /profile (screens.ts: `redirect: ''`). */
const LOGIN_SCREENS = new Set<RouteMatch['screen']>(['login', 'forgotpassword', 'auth', 'signup']);

/** The site owns the page: its `lang` and `dir` follow the language shown, each time it is applied. */
export function useDocumentLanguage(): void {
  const lng = useLanguage();
  useEffect(() => {
    document.documentElement.lang = lng;
    document.documentElement.dir = dirOf(lng);
  }, [lng]);
}

/**
 * A logout the server forces (an invalid token, a refused refresh) takes the site to / (000 §4);
 * a standalone element on a partner's page stays where it is.
 */
export function useHomeAfterForcedLogout(navigate: Navigate): void {
  useEffect(
    () =>
      onLogout((reason) => {
        if (reason !== 'user') navigate('/', { replace: true });
      }),
    [navigate],
  );
}

/**
 * A login link lands with its tokens (000 §2): the site then goes to the stored
 * redirect_after_login, replacing the landing entry, as its login screen does after a code or a
 * password; landing on a login screen with nothing stored, it goes where that screen would.
 */
export function useLandingAfterTokenLogin(navigate: Navigate, screen: RouteMatch['screen']): void {
  const latest = useRef({ navigate, screen });
  latest.current = { navigate, screen };
  useEffect(
    () =>
      onTokenLogin({
        site: true,
        land: () => {
          const target = takeStoredRedirect() || (LOGIN_SCREENS.has(latest.current.screen) ? takeRedirectAfterLogin() : '');
          if (target) latest.current.navigate(target, { replace: true });
        },
      }),
    [],
  );
}
