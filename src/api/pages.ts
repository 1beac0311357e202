/**
 * The site's content (001 §3, §4, §7): initialData (sitemap, domain, groups, pages, redirects),
 * a page by url, the sitemap, groups, links and articles (the free-text search is in search.ts).
 */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { pictureOrNull, withVariants, type Image } from '../core/images';
import { graphql } from './graphql';
import type { ListReply } from './types';
import { apiBase, imageFromHash } from './mediaImages';
import { videoSource } from './video';

/** A widget as the page builder stores it (001 §3 Widget). */
export interface PageWidget {
  outer: string;
  type?: string;
  items?: unknown;
  templatevar?: Record<string, unknown>;
  sort?: number;
  limit?: number;
  offset?: number;
}

export interface PageBlock {
  id: string | number;
  title?: string;
  block_class?: string;
  width?: number;
  offset?: number;
  widgets?: PageWidget[];
}

export interface PageRow {
  row_class?: string;
  container_id?: string;
  container_class?: string;
  outer_class?: string;
  row_type?: 'columns' | 'tabs' | string;
  blocks?: PageBlock[];
}

/** 001 §3 Page content block: a styled, timed section of rich content. */
export interface PageContentBlock {
  id: string | number;
  sort_order?: number;
  name?: string;
  template?: string;
  /** Its settings; the GraphQL Page sends them as a JSON string. */
  variables?: (Record<string, unknown> & { html?: string }) | string;
  hidden?: boolean | number;
  start_time?: string | null;
  end_time?: string | null;
  deleted?: boolean | number;
  editing?: boolean;
  [setting: string]: unknown;
}

export interface Page {
  id: number;
  name: string;
  slug: string;
  url?: string;
  title: string;
  meta_description?: string;
  sitemap_model?: string | null;
  sitemap_group_model?: string | null;
  requires_login?: boolean;
  /** Rich text: a list of blocks or HTML (shown when not an empty list). */
  content?: unknown;
  rows?: PageRow[] | string;
  pageContents?: PageContentBlock[];
  updated_at?: string;
  item_url?: string | null;
}

/**
 * The page initialData lists as `slug` with its rows: one that shows at once. One listed without
 * its rows is asked for first, as an unknown page is: a rendered page's data block carries its own
 * page's rows alone (server/page), and a back end may list its pages without theirs.
 */
export function pageShownAtOnce<P extends Pick<Page, 'slug' | 'rows'>>(
  pages: readonly P[] | undefined,
  slug: string | undefined,
): P | undefined {
  const page = slug ? pages?.find((p) => p.slug === slug) : undefined;
  return page?.rows === undefined ? undefined : page;
}

export interface SitemapEntry {
  url: string;
  lastmod?: string;
  model?: string;
  priority?: number;
  seo_title?: string;
  seo_meta_description?: string;
}

export interface Group {
  id: number;
  name: string;
  url: string;
  slug?: string;
  model?: string;
  root?: number;
  lft?: number;
  rgt?: number;
  level?: number;
  image?: Image | null;
  content?: string;
  children?: Group[];
}

export interface Redirect {
  from: string;
  to: string;
}

export interface InitialData {
  sitemap: SitemapEntry[];
  domain: Record<string, unknown>;
  groups: Group[];
  pages: Page[];
  redirects: Redirect[];
}

export interface Article {
  id: number;
  slug: string;
  url?: string;
  name: string;
  title?: string;
  author?: string;
  blurb?: string;
  content?: string;
  meta_description?: string;
  image?: Image | null;
  publish_time?: string;
  reading_time?: number;
}

export interface Link {
  id: number;
  name: string;
  link: string;
  icon?: string;
}

export const list = <T>(reply: ListReply<T> | undefined): T[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET initialData (001 §7): everything the site starts from, in one call. */
export async function getInitialData(http: HttpClient): Promise<InitialData> {
  const reply = await http.request<Partial<InitialData>>('/api/v1/cognito/domain/initialData');
  return {
    sitemap: reply?.sitemap ?? [],
    domain: reply?.domain ?? {},
    groups: reply?.groups ?? [],
    pages: reply?.pages ?? [],
    redirects: reply?.redirects ?? [],
  };
}

/** A page by url (pb=1: with its page-builder rows); null when the server has none. */
export async function getPageByUrl(http: HttpClient, url: string): Promise<Page | null> {
  try {
    return await http.request<Page>('/api/v1/cognito/page', { query: { url, pb: 1 } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * 001 §3 Page content block: every field. Its pictures are hashes (imageHashes.background_image,
 * the slates), which blockOf turns into the documented addresses at the wrapper's size.
 */
const PAGE_CONTENTS = `query($url: String) { cognitoPage(filter: { url: { eq: $url } }) { pageContents { id sort_order name template
variables hidden start_time end_time text_colour background_colour padding_top padding_bottom padding_left padding_right margin_top
margin_bottom full_width imageHashes { background_image slate } background_image_fixed background_image_opacity
background_image_saturation background_video_id background_video { id platform file slate } aos_type aos_easing aos_offset
aos_duration aos_delay anchor_name editing deleted } } }`;

/** A block's background picture is 16x9 at 1920 (001 §9, the hero's and image_with_content's size). */
const BLOCK_ASPECT = '16x9';
const BLOCK_WIDTH = 1920;

/** A picture of a block: a hash (the contract's shape) or an Image (a server that sends the picture itself). */
function pictureOf(value: unknown): Image | null {
  if (typeof value === 'string') return value ? imageFromHash(apiBase(), value, BLOCK_ASPECT, BLOCK_WIDTH) : null;
  return withVariants(pictureOrNull(value));
}

type BlockVideo = { id?: number | string; platform?: string; file?: string | null; slate?: unknown };

/**
 * A block as the page renders it: its pictures as Images, and its background video's `file` the
 * address it plays from (001 §7 `{base}/v/{id}.mp4`); a YouTube video, which a block's `<video>`
 * cannot play, leaves the block its picture.
 */
function blockOf(block: PageContentBlock): PageContentBlock {
  const hashes = block.imageHashes as { background_image?: unknown; slate?: unknown } | null | undefined;
  const video = block.background_video as BlockVideo | null | undefined;
  const source = video && typeof video === 'object' ? videoSource(video) : null;
  return {
    ...block,
    ...(hashes && typeof hashes === 'object'
      ? { imageHashes: { background_image: pictureOf(hashes.background_image), slate: pictureOf(hashes.slate) } }
      : {}),
    ...(video && typeof video === 'object'
      ? { background_video: { ...video, file: source?.kind === 'file' ? source.src : null, slate: pictureOf(video.slate) } }
      : {}),
  };
}

/**
 * A page's content blocks (001 §3): the REST page carries none, so they come from the GraphQL
 * Page's pageContents (001 §7 cognitoPage filtered by url equal); null when there is no such page.
 */
export async function getPageContents(http: HttpClient, url: string): Promise<PageContentBlock[] | null> {
  const page = (await graphql<{ cognitoPage?: { pageContents?: PageContentBlock[] | null } | null }>(http, PAGE_CONTENTS, { url }))
    ?.cognitoPage;
  return page ? (page.pageContents ?? []).map(blockOf) : null;
}

/** GET group (001 §7): data.data is the group list (a plain list is accepted too). */
export async function getGroups(http: HttpClient): Promise<Group[]> {
  const reply = await http.request<{ data?: Group[] | { data?: Group[] } }>('/api/v1/cognito/group', {
    query: { image_aspect: '1x1', image_width: 300 },
  });
  const data = reply?.data;
  return Array.isArray(data) ? data : (data?.data ?? []);
}

/** 001 §9: article list 4x3 at 600, 20 a page, newest first. */
export const ARTICLE_PAGE_SIZE = 20;

export async function listArticles(http: HttpClient, page = 1): Promise<ListReply<Article>> {
  return http.request<ListReply<Article>>('/api/v1/cognito/article', {
    // `page` beyond the first is an extension (001 §7 gives the list a page size and no page).
    query: {
      image_aspect: '4x3',
      image_width: 600,
      page_size: ARTICLE_PAGE_SIZE,
      orderby: 'display_start_time',
      page: page > 1 ? page : undefined,
    },
  });
}

/**
 * One article: square image at 1184 (001 §9); null when there is none (a 404, or a reply with no
 * title or name to show), as an unknown page is null, so that a missing article is an answer
 * that is cached and carried to the browser rather than a failure asked again.
 */
export async function getArticle(http: HttpClient, url: string): Promise<Article | null> {
  try {
    const article = await http.request<Article>('/api/v1/cognito/article', { query: { url, image_aspect: 'Square', image_width: 1184 } });
    return article && typeof article === 'object' && (article.title || article.name) ? article : null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function listLinks(http: HttpClient, parent: string): Promise<Link[]> {
  return list(await http.request<ListReply<Link>>('/api/v1/cognito/link', { query: { parent } }));
}

// Query options for the page's one query cache (core/query): one key per resource.

export const initialDataQuery = () => ({
  key: ['initial-data'],
  fn: ({ http }: QueryContext) => getInitialData(http),
  staleTime: Infinity,
});
/** 001 §4: a known page is re-checked after 1 s, so the cache holds it fresh for that long. */
export const pageQuery = (url: string) => ({
  key: ['page', url],
  fn: ({ http }: QueryContext) => getPageByUrl(http, url),
  staleTime: 1_000,
});
/** A page's content blocks, by the same url as its page: the site's plan and the page share it. */
export const pageContentsQuery = (url: string) => ({
  key: ['page-contents', url],
  fn: ({ http }: QueryContext) => getPageContents(http, url),
});
/**
 * 001 §4, §9: the sitemap is re-fetched at most once a minute on the client. 001 §7 has no call
 * of its own for it: initialData carries it, so its refresh is initialData's entry asked with a
 * minute's freshness. A page rendered on a server seeds that entry, and counts as the last fetch.
 */
export const sitemapRefreshQuery = () => ({ ...initialDataQuery(), staleTime: 60_000 });
export const groupsQuery = () => ({ key: ['groups'], fn: ({ http }: QueryContext) => getGroups(http) });
export const articlesQuery = (page = 1) => ({ key: ['articles', page], fn: ({ http }: QueryContext) => listArticles(http, page) });
export const articleQuery = (url: string) => ({ key: ['article', url], fn: ({ http }: QueryContext) => getArticle(http, url) });
export const linksQuery = (parent: string) => ({ key: ['links', parent], fn: ({ http }: QueryContext) => listLinks(http, parent) });
