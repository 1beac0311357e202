import { useEffect, useRef } from 'react';
import { dirOf } from '../core/i18n';
import { openedByLoginLink, type Navigate } from '../core/navigation';
import { onLogout } from '../core/runtime';
import { useLanguage } from '../hooks/useT';

/**
 * The site owns the page: its `lang` and `dir` follow the language shown, each time it is applied.
 * Written only when they differ (a page its server rendered has them already): setting `dir`, even
 * to the value it has, restyles every element of the page (`:dir()`).
 */
export function useDocumentLanguage(): void {
  const lng = useLanguage();
  useEffect(() => {
    const root = document.documentElement;
    const dir = dirOf(lng);
    if (root.lang !== lng) root.lang = lng;
    if (root.dir !== dir) root.dir = dir;
  }, [lng]);
}

/**
 * 000 §2, §4: home is where a logout leads inside the site: the member's own (the login screen's
 * or a user menu's 'Log out', /logout) and one the server forces (an invalid token, a refused
 * refresh). The entry is replaced: a page that needed the session is not one to go back to. A
 * standalone element on a partner's page stays where it is.
 */
export function useHomeAfterLogout(navigate: Navigate): void {
  useEffect(() => onLogout(() => navigate('/', { replace: true })), [navigate]);
}

/**
 * A login link lands with its tokens (000 §2): the site then goes to the stored
 * redirect_after_login, replacing the landing entry, as its login screen does after a code or a
 * password; landing on a login screen (one that `followsRedirect`, screens.ts) with nothing
 * stored, it goes where that screen would. The code for it (core/afterLogin, with the login
 * flows) loads on a page a login link opened, which is already asking for it to log in.
 */
export function useLandingAfterTokenLogin(navigate: Navigate, followsRedirect: boolean): void {
  const latest = useRef({ navigate, followsRedirect });
  latest.current = { navigate, followsRedirect };
  useEffect(() => {
    if (!openedByLoginLink()) return;
    let gone = false;
    let off: (() => void) | undefined;
    void import('../core/afterLogin').then(({ onTokenLogin, takeRedirectAfterLogin, takeStoredRedirect }) => {
      if (gone) return;
      off = onTokenLogin({
        site: true,
        land: () => {
          const target = latest.current.followsRedirect ? takeRedirectAfterLogin() : takeStoredRedirect();
          if (target) latest.current.navigate(target, { replace: true });
        },
      });
    });
    return () => {
      gone = true;
      off?.();
    };
  }, []);
}
