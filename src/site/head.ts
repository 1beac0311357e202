/**
 * The host document's head, which `<venue-site>` owns (001 §2 titles, meta descriptions,
 * canonical URLs, theme colour and favicon with their dark variants; §9 structured data).
 * Every tag it writes carries `data-venue-site`, so it replaces its own tags and nothing else.
 */
import type { Article, Page, SitemapEntry } from '../api/pages';
import type { EventType } from '../api/events';
import { t } from '../core/i18n';
import { hrefFor, type AddressOptions, type Route } from './router';

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  themeColour?: string;
  darkThemeColour?: string;
  favicon?: string;
  faviconDark?: string;
  image?: string;
  structuredData: object[];
  /** The search engines' site-verification codes of the domain settings (001 §3). */
  googleVerification?: string;
  bingVerification?: string;
}

const MARK = 'data-venue-site';
const DARK = '(prefers-color-scheme: dark)';
const LIGHT = '(prefers-color-scheme: light)';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The first of the values that is text: what `??` gives of replies as the spec writes them. */
const firstText = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string');
const imageUrlOf = (value: unknown) =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? text((value as { url?: unknown }).url) : '';

/** The sitemap entry of a path (trailing slash and query ignored). */
export function entryFor(sitemap: readonly SitemapEntry[], path: string): SitemapEntry | undefined {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (!Array.isArray(sitemap)) return undefined;
  return sitemap.find((e) => typeof e?.url === 'string' && (e.url.replace(/\/+$/, '') || '/') === bare);
}

/** An affix's words without the separators around them: ' | Lakeside Park' → 'lakeside park'. */
const wordsOf = (value: string) =>
  value
    .replace(/^[\s|:·•–—-]+|[\s|:·•–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * 001 §2: seo_title_prefix + title + seo_title_suffix of the domain settings. An affix that only
 * repeats the title (home titled with the site's name and the suffix ' | Lakeside Park') or that
 * the title already carries is left out, so the name is not doubled.
 */
export function titleOf(domain: Record<string, unknown>, title: string): string {
  const prefix = text(domain.seo_title_prefix);
  const suffix = text(domain.seo_title_suffix);
  const repeats = (affix: string) => wordsOf(affix) !== '' && wordsOf(affix) === wordsOf(title);
  const before = !prefix || repeats(prefix) || title.startsWith(prefix) ? '' : prefix;
  const after = !suffix || repeats(suffix) || title.endsWith(suffix) ? '' : suffix;
  return `${before}${title}${after}`;
}

/** 001 §9: the organisation (a fixed site name) as schema.org data. */
export function organisationData(domain: Record<string, unknown>, url: string): object {
  const social = (domain.social ?? {}) as Record<string, unknown>;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: text(domain.organisation_name) || text(domain.name),
    url,
    logo: imageUrlOf(domain.organisation_logo) || undefined,
    email: text(domain.organisation_email) || undefined,
    telephone: text(domain.organisation_phone) || undefined,
    address: text(domain.organisation_address) || undefined,
    sameAs: Object.values(social).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v)),
  };
}

/** 001 §9: an article's headline is trimmed to 110 characters. */
export function trimHeadline(headline: string): string {
  return headline.length <= 110 ? headline : `${headline.slice(0, 109).trimEnd()}…`;
}

export function articleData(article: Article, url: string, publisher: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: trimHeadline(text(article.title) || text(article.name)),
    description: article.blurb || article.meta_description || undefined,
    image: article.image?.url || undefined,
    datePublished: text(article.publish_time).replace(' ', 'T') || undefined,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
  };
}

export function eventsData(
  events: readonly { name: string; start_time: string; end_time?: string }[],
  url: string,
  domain: Record<string, unknown>,
): object[] {
  const place = { '@type': 'Place', name: text(domain.name), address: text(domain.organisation_address) || undefined };
  if (!Array.isArray(events)) return [];
  return events.map((e) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    startDate: text(e.start_time).replace(' ', 'T'),
    endDate: text(e.end_time).replace(' ', 'T') || undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    url,
  }));
}

/** The favicon and theme colours of the domain settings (001 §3). */
export function domainTags(
  domain: Record<string, unknown>,
): Pick<HeadTags, 'themeColour' | 'darkThemeColour' | 'favicon' | 'faviconDark' | 'googleVerification' | 'bingVerification'> {
  return {
    googleVerification: text(domain.google_site_verification) || undefined,
    bingVerification: text(domain.bing_site_verification) || undefined,
    themeColour: text(domain.theme_colour) || undefined,
    darkThemeColour: text(domain.dark_theme_colour) || undefined,
    favicon: imageUrlOf(domain.favicon) || undefined,
    faviconDark: imageUrlOf(domain.favicon_dark) || undefined,
  };
}

function upsert(head: HTMLHeadElement, key: string, tag: 'meta' | 'link' | 'script', attributes: Record<string, string> | null): void {
  let el = head.querySelector<HTMLElement>(`[${MARK}="${key}"]`);
  if (!attributes) {
    el?.remove();
    return;
  }
  if (!el) {
    el = head.ownerDocument.createElement(tag);
    el.setAttribute(MARK, key);
    head.append(el);
  }
  // Only what differs: the server wrote a rendered page's head as hydration computes it, and a
  // write of the same favicon or theme colour is work for the browser all the same.
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') {
      if (el.textContent !== value) el.textContent = value;
    } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}

/** Writes the tags into the document's head, replacing what the site wrote before. */
export function applyHead(doc: Document, tags: HeadTags): void {
  const head = doc.head;
  if (doc.title !== tags.title) doc.title = tags.title;
  upsert(head, 'description', 'meta', tags.description ? { name: 'description', content: tags.description } : null);
  upsert(head, 'canonical', 'link', tags.canonical ? { rel: 'canonical', href: tags.canonical } : null);
  // Link previews (Open Graph, Twitter cards) show the same title, description and image.
  upsert(head, 'og-type', 'meta', { property: 'og:type', content: 'website' });
  upsert(head, 'og-title', 'meta', { property: 'og:title', content: tags.title });
  upsert(head, 'og-description', 'meta', tags.description ? { property: 'og:description', content: tags.description } : null);
  upsert(head, 'og-url', 'meta', tags.canonical ? { property: 'og:url', content: tags.canonical } : null);
  upsert(head, 'og-image', 'meta', tags.image ? { property: 'og:image', content: tags.image } : null);
  upsert(head, 'twitter-card', 'meta', { name: 'twitter:card', content: tags.image ? 'summary_large_image' : 'summary' });
  upsert(head, 'twitter-title', 'meta', { name: 'twitter:title', content: tags.title });
  upsert(head, 'twitter-description', 'meta', tags.description ? { name: 'twitter:description', content: tags.description } : null);
  upsert(head, 'twitter-image', 'meta', tags.image ? { name: 'twitter:image', content: tags.image } : null);
  upsert(head, 'google', 'meta', tags.googleVerification ? { name: 'google-site-verification', content: tags.googleVerification } : null);
  upsert(head, 'bing', 'meta', tags.bingVerification ? { name: 'msvalidate.01', content: tags.bingVerification } : null);
  upsert(
    head,
    'theme-color',
    'meta',
    tags.themeColour ? { name: 'theme-color', content: tags.themeColour, ...(tags.darkThemeColour ? { media: LIGHT } : {}) } : null,
  );
  upsert(
    head,
    'theme-color-dark',
    'meta',
    tags.darkThemeColour ? { name: 'theme-color', content: tags.darkThemeColour, media: DARK } : null,
  );
  upsert(head, 'icon', 'link', tags.favicon ? { rel: 'icon', href: tags.favicon } : null);
  upsert(head, 'icon-dark', 'link', tags.faviconDark ? { rel: 'icon', href: tags.faviconDark, media: DARK } : null);
  tags.structuredData.forEach((data, i) => upsert(head, `ld-${i}`, 'script', { type: 'application/ld+json', text: JSON.stringify(data) }));
  head.querySelectorAll(`script[${MARK}^="ld-"]`).forEach((el) => {
    if (Number(el.getAttribute(MARK)!.slice(3)) >= tags.structuredData.length) el.remove();
  });
}

/** What a route's head is made of (site/Head): the route, its page and the site's settings. */
export interface HeadInputs {
  path: string;
  route: Route;
  page: Page | null | undefined;
  notFound: boolean;
  domain: Record<string, unknown>;
  sitemap: readonly SitemapEntry[];
  options: AddressOptions;
  article?: Article | null;
  eventType?: EventType | null;
}

/**
 * The head of a route on a page at `origin` (`pathname`: the page's own, which hash routing keeps
 * before the route).
 */
export function headTagsOf(
  origin: string,
  pathname: string,
  { path, route, page, notFound, domain, sitemap, options, article, eventType }: HeadInputs,
): HeadTags {
  const url =
    origin + (options.mode === 'hash' ? `${pathname}${hrefFor(path.split('?')[0], options)}` : hrefFor(path.split('?')[0], options));
  const entry = notFound ? undefined : entryFor(sitemap, path);
  const title = notFound
    ? t('site.not_found_title')
    : (firstText(entry?.seo_title, article?.title, eventType?.name, page?.title) ?? screenTitle(route));
  const structuredData: object[] = [organisationData(domain, origin + hrefFor('/', options))];
  if (article) structuredData.push(articleData(article, url, String(domain.organisation_name ?? domain.name ?? '')));
  if (eventType) structuredData.push(...eventsData(eventType.events, url, domain));
  return {
    title: titleOf(domain, title),
    // A screen with no entry of its own (the cart, the checkout, a member's pages) is described as the site is, by its home page's entry.
    description:
      text(entry?.seo_meta_description) ||
      text(article?.meta_description) ||
      text(page?.meta_description) ||
      text(entryFor(sitemap, '/')?.seo_meta_description) ||
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
