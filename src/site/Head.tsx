import { useEffect } from 'react';
import { articleQuery, type Article, type Page } from '../api/pages';
import { eventTypeQuery, type EventType } from '../api/events';
import { t } from '../core/i18n';
import { usePlatform } from '../hooks/usePageCore';
import { useQuery } from '../hooks/useQuery';
import type { useSiteContent } from './content';
import { applyHead, articleData, domainTags, entryFor, eventsData, organisationData, titleOf, type HeadTags } from './head';
import { hrefFor, type AddressOptions, type Route } from './router';

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
 */
export function Head({ path, route, page, notFound, content, options }: HeadProps) {
  const model = page?.sitemap_model;
  const item = route.segments[1];
  const article = useQuery(model === 'Article' && item ? articleQuery(item) : null).data;
  const eventType = useQuery(model === 'EventType' && item ? eventTypeQuery(item) : null).data;
  const { domain, sitemap, ready } = content;

  // A server runs no effects: it takes the head as the browser would write it (src/server).
  const platform = usePlatform();
  if (platform.head && ready) {
    platform.head(headTagsOf(platform.origin(), '', { path, route, page, notFound, domain, sitemap, options, article, eventType }));
  }

  useEffect(() => {
    if (!ready) return;
    const at = { path, route, page, notFound, domain, sitemap, options, article, eventType };
    applyHead(document, headTagsOf(window.location.origin, window.location.pathname, at));
  }, [ready, path, route, page, notFound, domain, sitemap, article, eventType, options]);
  return null;
}

/**
 * The head of a route on a page at `origin` (`pathname`: the page's own, which hash routing keeps
 * before the route).
 */
function headTagsOf(
  origin: string,
  pathname: string,
  {
    path,
    route,
    page,
    notFound,
    domain,
    sitemap,
    options,
    article,
    eventType,
  }: Omit<HeadProps, 'content'> &
    Pick<HeadProps['content'], 'domain' | 'sitemap'> & { article?: Article | null; eventType?: EventType | null },
): HeadTags {
  const url =
    origin + (options.mode === 'hash' ? `${pathname}${hrefFor(path.split('?')[0], options)}` : hrefFor(path.split('?')[0], options));
  const entry = notFound ? undefined : entryFor(sitemap, path);
  const title = notFound
    ? t('site.not_found_title')
    : (entry?.seo_title ?? article?.title ?? eventType?.name ?? page?.title ?? screenTitle(route));
  const structuredData: object[] = [organisationData(domain, origin + hrefFor('/', options))];
  if (article) structuredData.push(articleData(article, url, String(domain.organisation_name ?? domain.name ?? '')));
  if (eventType) structuredData.push(...eventsData(eventType.events, url, domain));
  return {
    title: titleOf(domain, title),
    // A screen with no entry of its own (the cart, the checkout, a member's pages) is described as the site is, by its home page's entry.
    description:
      entry?.seo_meta_description ||
      article?.meta_description ||
      page?.meta_description ||
      entryFor(sitemap, '/')?.seo_meta_description ||
      undefined,
    canonical: notFound ? undefined : url,
    image: article?.image?.url,
    structuredData,
    ...domainTags(domain),
  };
}

function screenTitle(route: Route): string {
  const key = { search: 'site.search_title', login: 'site.login', profile: 'site.profile', cart: 'site.cart' }[
    route.match.screen as string
  ];
  return key ? t(key) : route.segments[0] ? route.segments[0][0].toUpperCase() + route.segments[0].slice(1) : t('site.home');
}
