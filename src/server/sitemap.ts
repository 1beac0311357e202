/**
 * robots.txt and sitemap.xml from the site's sitemap entries (001 §3: url, lastmod, priority),
 * read from initialData (001 §7 lists no sitemap call of its own: initialData carries it).
 */
import { escapeHtml } from './document';

export interface SitemapEntry {
  url: string;
  lastmod?: string;
  priority?: number;
}

/** The sitemap's entries; throws when the API does not answer with them. */
export async function sitemapEntries(api: string, fetcher: typeof fetch = fetch): Promise<SitemapEntry[]> {
  const response = await fetcher(`${api.replace(/\/+$/, '')}/api/v1/cognito/domain/initialData`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The API's initialData answered ${response.status}`);
  const reply = (await response.json()) as { sitemap?: unknown };
  if (!Array.isArray(reply.sitemap)) throw new Error("The API's initialData has no sitemap");
  return reply.sitemap.filter((e): e is SitemapEntry => typeof e?.url === 'string' && e.url.startsWith('/'));
}

/** The address of a site path on the site (`siteUrl`: `https://venue.example/site/`). */
export const addressOf = (siteUrl: string, path: string) => new URL(path.replace(/^\/+/, ''), siteUrl.replace(/\/*$/, '/')).href;

/** sitemap.xml: each entry's address, its lastmod (a date) and its priority (001: 0-100, as 0.0-1.0). */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod && /^\d{4}-\d{2}-\d{2}/.exec(e.lastmod)?.[0];
    const priority = typeof e.priority === 'number' ? Math.min(1, Math.max(0, e.priority > 1 ? e.priority / 100 : e.priority)) : undefined;
    return [
      '  <url>',
      `    <loc>${escapeHtml(addressOf(siteUrl, e.url))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...(priority !== undefined ? [`    <priority>${priority.toFixed(1)}</priority>`] : []),
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the member's screens; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  const root = new URL(siteUrl.replace(/\/*$/, '/')).pathname;
  const private_ = ['profile', 'checkout', 'cart', 'invoice', 'login', 'logout', 'signup', 'forgotpassword', 'cms'];
  return ['User-agent: *', ...private_.map((p) => `Disallow: ${root}${p}`), '', `Sitemap: ${addressOf(siteUrl, '/sitemap.xml')}`, ''].join(
    '\n',
  );
}
