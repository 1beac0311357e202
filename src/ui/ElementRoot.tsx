import { useMemo, type ReactNode } from 'react';
import { dirOf } from '../core/i18n';
import { useLanguage } from '../hooks/useT';
import { ElementContext } from './ElementContext';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The root of every element's shadow tree: carries `lang` and `dir` for the language shown
 * (Arabic is right to left), the host for events, and the error boundary.
 */
export function ElementRoot({ host, tag, lang, children }: { host: HTMLElement; tag: string; lang?: string; children: ReactNode }) {
  const context = useMemo(() => ({ host, tag, lang }), [host, tag, lang]);
  return (
    <ElementContext.Provider value={context}>
      <LanguageRoot host={host} tag={tag}>
        {children}
      </LanguageRoot>
    </ElementContext.Provider>
  );
}

function LanguageRoot({ host, tag, children }: { host: HTMLElement; tag: string; children: ReactNode }) {
  const lng = useLanguage();
  return (
    <div className="venue-root" part="base" lang={lng} dir={dirOf(lng)}>
      <ErrorBoundary host={host} tag={tag} lng={lng}>
        {children}
      </ErrorBoundary>
    </div>
  );
}
