import { useEffect, useMemo, useRef } from 'react';
import { articleQuery, type Page } from '../api/pages';
import { reportError } from '../core/errorReport';
import { useLiveness } from '../hooks/useHydrated';
import { usePlatform } from '../hooks/usePageCore';
import { useQuery } from '../hooks/useQuery';
import type { useSiteContent } from './content';
import type { HeadInputs } from './head';
import { eventTypeQuery } from './routeEntity';
import type { AddressOptions, Route } from './router';

interface HeadProps {
  path: string;
  route: Route;
  page: Page | null | undefined;
  notFound: boolean;
  content: ReturnType<typeof useSiteContent>;
  options: AddressOptions;
}

/**
 * Keeps the host document's head in step with the route (001 §2): title, description and
 * canonical URL from the sitemap entry of the path, theme colours and favicons from the domain,
 * and the structured data of the organisation, an article or an event type's events. The
 * article and event type are read from the same cache keys their widgets fetch with.
 *
 * A server writes the head into the page (server/render), so hydrating a rendered page writes
 * nothing: the head's code (site/head) loads when the route or its data change, or when the site
 * is rendered in the browser, and is none of a rendered page's script.
 */
export function Head({ path, route, page, notFound, content, options }: HeadProps) {
  const model = page?.sitemap_model;
  const item = route.segments[1];
  const article = useQuery(model === 'Article' && item ? articleQuery(item) : null).data;
  const eventType = useQuery(model === 'EventType' && item ? eventTypeQuery(item) : null).data;
  const { domain, sitemap, ready } = content;
  const at = useMemo<HeadInputs>(
    () => ({ path, route, page, notFound, domain, sitemap, options, article, eventType }),
    [path, route, page, notFound, domain, sitemap, options, article, eventType],
  );

  // A server runs no effects: it takes the head as the browser would write it.
  const platform = usePlatform();
  if (platform.head && ready) platform.head(at);

  // True while the head in the document is the one the server wrote for this render.
  const written = useRef(!useLiveness().getState());
  useEffect(() => {
    const fromServer = written.current;
    written.current = false;
    if (!ready || fromServer) return;
    let current = true;
    import('./head')
      .then(({ applyHead, headTagsOf }) => {
        if (current) applyHead(document, headTagsOf(window.location.origin, window.location.pathname, at));
      })
      // The head stays as it was; the page is not the worse for it.
      .catch((error: unknown) => reportError({ message: error instanceof Error ? error.message : String(error), element: 'venue-site' }));
    return () => {
      current = false;
    };
  }, [ready, at]);
  return null;
}
