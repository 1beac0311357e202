import { useEffect } from 'react';
import { dirOf } from '../core/i18n';
import type { Navigate } from '../core/navigation';
import { onLogout } from '../core/runtime';
import { useLanguage } from '../hooks/useT';

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
