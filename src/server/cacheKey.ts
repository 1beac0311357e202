/**
 * The address a page is rendered for and kept under: the page, not the campaign that linked to
 * it. A Facebook, Google or e-mail click carries a parameter of its own (`fbclid`, `gclid`,
 * `utm_*`), and each one would otherwise be a render and the API's calls. The renderer reads no
 * query parameter (the site's routes read their words from the path, /search/{query}; a payment
 * token, a login link's tokens and an OAuth code are read by the browser from its own address),
 * so by default every parameter is left out of the key; the visitor's address keeps them for the
 * analytics in the browser.
 */

/**
 * The click and campaign parameters that CDNs and analytics tools leave out of a cache key
 * (Google's, Meta's, Microsoft's, Mailchimp's, HubSpot's, TikTok's, LinkedIn's, Yandex's...):
 * never kept, even by a route that keeps every other parameter (`'*'`).
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  'utm_*',
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'gad_source',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking',
  'igshid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  '_ga',
  '_gl',
  '_ke',
  'mkt_tok',
  'srsltid',
  'epik',
  'rb_clickid',
  's_cid',
  'vero_conv',
  'vero_id',
  'wickedid',
  'oly_anon_id',
  'oly_enc_id',
  'irclickid',
];

const TRACKING = new Set(TRACKING_PARAMETERS.filter((name) => !name.endsWith('*')));
const TRACKING_PREFIXES = TRACKING_PARAMETERS.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));

/** Whether `name` is a click or campaign parameter (case aside: `UTM_Source` is one too). */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * The parameters routes read on the server, by the route's path inside the site: `{ '/shop':
 * ['category'] }` keeps `category` on /shop and the paths under it, `'*'` keeps every parameter
 * but the tracking ones, `'/'` is every route. None by default: no route of the site reads one.
 */
export type KeptParameters = Readonly<Record<string, readonly string[]>>;

/** The parameters `keep` names for the site path `path`: those of every route it is on or under. */
function keptFor(path: string, keep: KeptParameters): readonly string[] {
  const names: string[] = [];
  for (const [route, list] of Object.entries(keep)) {
    // '/shop', 'shop' and '/shop/' are one route; '/' (or '') is every route.
    const root = route.replace(/^\/*/, '/').replace(/\/+$/, '');
    if (root === '' || path === root || path.startsWith(`${root}/`)) names.push(...list);
  }
  return names;
}

/**
 * The address (`base` and path, and the query a route reads) that `url` is rendered for and kept
 * under: the parameters no route reads left out, those kept sorted by name, so that
 * `?b=1&a=2` and `?a=2&b=1` are one page.
 */
export function pageKeyOf(url: URL, base: string, keep: KeptParameters = {}): string {
  if (!url.search) return url.pathname;
  const names = keptFor(url.pathname.slice(base.length) || '/', keep);
  if (!names.length) return url.pathname;
  const all = names.includes('*');
  const kept = [...url.searchParams].filter(([name]) => (all ? !isTrackingParameter(name) : names.includes(name)));
  if (!kept.length) return url.pathname;
  const query = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${url.pathname}?${query}`;
}

/** The visitor's parameters that the key `key` left out, in the order they came. */
export function droppedParameters(url: URL, key: string): [string, string][] {
  if (!url.search) return [];
  const queryAt = key.indexOf('?');
  const kept = new Set(queryAt < 0 ? [] : new URLSearchParams(key.slice(queryAt)).keys());
  return [...url.searchParams].filter(([name]) => !kept.has(name));
}

/**
 * The route a key is one variant of, when its variants are bounded: a path with a query it keeps
 * is one variant of that path, and /search/{query} one of /search. Undefined for any other page.
 */
export function variantRouteOf(key: string, base: string): string | undefined {
  const queryAt = key.indexOf('?');
  if (queryAt >= 0) return key.slice(0, queryAt);
  const search = `${base}/search/`;
  return key.startsWith(search) && key.length > search.length ? `${base}/search` : undefined;
}

/**
 * A redirect's location with the visitor's own parameters added, as the redirect table keeps a
 * query today: a campaign's link to an old address still lands with its `utm_*`.
 */
export function withParameters(location: string, parameters: readonly [string, string][]): string {
  if (!parameters.length) return location;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(location);
  const target = new URL(location, 'http://x');
  for (const [name, value] of parameters) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  return absolute ? target.href : target.pathname + target.search + target.hash;
}
