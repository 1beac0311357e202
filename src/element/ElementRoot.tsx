import { useMemo, type ReactNode } from 'react';
import { emit } from '../core/events';
import { dirOf } from '../core/i18n';
import { getConfig } from '../core/config';
import { goToPath, venueSiteHref } from '../core/navigation';
import { HostContext, type HostContextValue } from '../hooks/HostContext';
import { useLanguage } from '../hooks/useT';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * The root of a standalone element's shadow tree: the host context (its element for events, its
 * shadow root for stylesheets, and navigate), `lang` and `dir` for the language shown, and the
 * error boundary. navigate first fires a cancelable `venue-navigate`: a host app with its own
 * router calls preventDefault() and routes; otherwise the address bar goes there.
 * `styleLinks`: the stylesheets of a tree rendered on a server, linked first in its shadow root
 * (a strict CSP refuses inline styles), where the browser adopts constructed sheets.
 */
export function ElementRoot({
  host,
  tag,
  lang,
  styleLinks,
  children,
}: {
  host: HTMLElement;
  tag: string;
  lang?: string;
  styleLinks?: readonly string[];
  children: ReactNode;
}) {
  const context = useMemo<HostContextValue>(
    () => ({
      host,
      tag,
      lang,
      root: host.shadowRoot,
      navigate: (path, options) => {
        if (emit(host, 'venue-navigate', { path })) goToPath(path, options);
      },
      href: (path) => path,
      contentHref: (path) => venueSiteHref(path, getConfig().siteUrl),
    }),
    [host, tag, lang],
  );
  return (
    <HostContext.Provider value={context}>
      {styleLinks?.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <LanguageRoot host={host} tag={tag}>
        {children}
      </LanguageRoot>
    </HostContext.Provider>
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
