import { useCallback, useContext, useEffect } from 'react';
import { useExternal } from './useExternal';
import { ensureLanguage, getLanguage, isLanguageLoaded, languageVersion, normalizeLanguage, subscribeLanguage, t } from '../core/i18n';
import { HostContext } from './HostContext';

/**
 * The translate function for this element: its own `lang` attribute when set, else the
 * page-wide language. Re-renders when a language loads or changes.
 */
export function useT() {
  const version = useExternal(subscribeLanguage, languageVersion);
  const lng = useLanguage();
  // `version` is in the deps so consumers re-render once a bundle has loaded.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: Record<string, unknown>) => t(key, { ...options, lng }), [lng, version]);
}

/** The language this element shows: its `lang` attribute (once loaded), else the page's. */
export function useLanguage() {
  useExternal(subscribeLanguage, languageVersion);
  const { lang } = useContext(HostContext);
  const own = lang ? normalizeLanguage(lang) : undefined;
  useEffect(() => {
    if (own) ensureLanguage(own).catch(() => undefined);
  }, [own]);
  return own && isLanguageLoaded(own) ? own : getLanguage();
}
