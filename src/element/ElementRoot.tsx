import { useMemo, type ReactNode } from 'react';
import { emit } from '../core/events';
import { dirOf } from '../core/i18n';
import { getConfig } from '../core/config';
import { goToPath, venueSiteHref } from '../core/navigation';
import { HostContext, type HostContextValue } from '../hooks/HostContext';
import { useLanguage } from '../hooks/useT';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/** A stylesheet a server put in a shadow root: a link to its file, or its text in a `<style data-sheet>`. */
export type ServerSheet = HTMLLinkElement | HTMLStyleElement;

/** The stylesheets a server put first in a shadow root. */
export const serverSheetsOf = (shadow: ShadowRoot) =>
  [...shadow.children].filter((el): el is ServerSheet =>
    el instanceof HTMLStyleElement ? Boolean(el.dataset.sheet) : el instanceof HTMLLinkElement && el.rel === 'stylesheet',
  );

/**
 * The root of a standalone element's shadow tree: the host context (its element for events, its
 * shadow root for stylesheets, and navigate), `lang` and `dir` for the language shown, and the
 * error boundary. navigate first fires a cancelable `venue-navigate`: a host app with its own
 * router calls preventDefault() and routes; otherwise the address bar goes there.
 * `serverSheets`: the stylesheets of a tree rendered on a server, first in its shadow root as the
 * server put them (linked, or in `<style>` elements its policy allows by hash), rendered again as
 * they are so that hydrating keeps them; the browser adopts constructed sheets for the rest.
 */
export function ElementRoot({
  host,
  tag,
  lang,
  serverSheets,
  children,
}: {
  host: HTMLElement;
  tag: string;
  lang?: string;
  serverSheets?: readonly ServerSheet[];
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
      {serverSheets?.map((sheet, i) =>
        sheet instanceof HTMLStyleElement ? (
          <style key={i} data-sheet={sheet.dataset.sheet}>
            {sheet.textContent}
          </style>
        ) : (
          <link key={i} rel="stylesheet" href={sheet.getAttribute('href')!} />
        ),
      )}
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
