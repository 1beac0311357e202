/**
 * The handler's rendered pages: kept in the process's (or isolate's) memory and, when the handler
 * is given one, in a cache of the web platform's Cache API shape that other processes and
 * isolates share (a Worker's `caches.default`). A page is served as long as its Cache-Control
 * lets a CDN serve it, fresh then stale while one render replaces it, and up to a day while the
 * API fails; a page each browser resolves for itself (`private, no-store`) is never kept.
 */

/**
 * A page as it is answered: its body encoded and its headers put together once, for all the
 * visitors it is answered to. Answers are kept, not the renderer's HTML: bytes outside the
 * collector's heap, so a full memory leaves no long-lived strings among the renders' garbage.
 */
export interface Answer {
  status: number;
  body: Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
}

/** What the handler needs of a Cache (`caches.default`, `await caches.open(name)`): Responses by GET Request. */
export interface PageStore {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  /** Used, where there is one, to drop a route's oldest query variant from the store too. */
  delete?(request: Request): Promise<boolean>;
}

/** Registers work that goes on after the answer (a Worker's `ctx.waitUntil`). */
export type WaitUntil = (work: Promise<unknown>) => void;

/** A page rendered before is answered, stale, for up to a day while the API is down or failing. */
const STALE_IF_ERROR_MS = 86_400_000;

/** Seconds a shared cache may serve an answer fresh, then stale while it revalidates; none when private. */
export function sharedLifetime(cacheControl: string): { fresh: number; stale: number } | undefined {
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return undefined;
  const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  const fresh = /\bs-maxage=/.test(cacheControl) ? seconds('s-maxage') : seconds('max-age');
  const stale = seconds('stale-while-revalidate');
  return fresh + stale > 0 ? { fresh: fresh * 1000, stale: stale * 1000 } : undefined;
}

interface Kept {
  answer: Answer;
  /** When it was rendered (ms since the epoch), by whichever process rendered it. */
  at: number;
  /** Its address in the shared store: the visitor's origin and the key. */
  address: string;
  refreshing?: boolean;
  /** Its Cache-Control read once (every request asks whether it is fresh). */
  lifetime?: { fresh: number; stale: number } | null;
}

// The stored Response carries what a Cache would otherwise lose or change: the render time (its
// age, in any isolate), the page's own Cache-Control (the store's is its own lifetime there), and
// the names of the page's headers (a Cache adds its own: age, cf-cache-status).
const RENDERED_AT = 'venue-rendered-at';
const PAGE_CACHE_CONTROL = 'venue-cache-control';
const HEADER_NAMES = 'venue-headers';

function toStored(kept: Kept, lifetime: { fresh: number; stale: number }): Response {
  const seconds = Math.ceil((lifetime.fresh + Math.max(lifetime.stale, STALE_IF_ERROR_MS)) / 1000);
  const { answer } = kept;
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      ...answer.headers,
      // A Cache keeps a Response for its max-age; stale-while-revalidate and stale-if-error are ours.
      'cache-control': `public, max-age=${seconds}`,
      [PAGE_CACHE_CONTROL]: answer.headers['cache-control'],
      [RENDERED_AT]: String(kept.at),
      [HEADER_NAMES]: Object.keys(answer.headers).join(','),
    },
  });
}

async function fromStored(response: Response, address: string): Promise<Kept | undefined> {
  const at = Number(response.headers.get(RENDERED_AT));
  const names = response.headers.get(HEADER_NAMES);
  if (!at || names === null) return undefined;
  const headers: Record<string, string> = {};
  for (const name of names.split(',').filter(Boolean)) headers[name] = response.headers.get(name) ?? '';
  headers['cache-control'] = response.headers.get(PAGE_CACHE_CONTROL) ?? '';
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  return { answer: { status: response.status, body, headers }, at, address };
}

export interface PageCacheOptions {
  /** How many pages memory keeps, and how many bytes of them at the most. */
  size: number;
  bytes: number;
  /** How many query variants of one route memory keeps (cacheKey's variantRouteOf). */
  variants: number;
  /** How long a first render may take before the visitor gets `unavailable`. */
  timeout: number;
  store?: PageStore;
  render: (key: string) => Promise<Answer>;
  /** The route `key` is a bounded variant of, if any. */
  routeOf: (key: string) => string | undefined;
  unavailable: Answer;
}

/**
 * Pages by key, the least recently rendered dropped first beyond `size` (and the oldest variant of
 * a route beyond `variants`), and at most one render of a key at a time in a process. Returns the
 * page and its age in seconds (0 when just rendered).
 */
export function pageCache({ size, bytes, variants, timeout, store, render, routeOf, unavailable }: PageCacheOptions) {
  const kept = new Map<string, Kept>();
  const routes = new Map<string, Set<string>>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const gone = kept.get(key);
    if (!gone) return;
    keptBytes -= gone.answer.body?.length ?? 0;
    kept.delete(key);
    const route = routeOf(key);
    const keys = route ? routes.get(route) : undefined;
    // An empty route goes too: routes are as many as the addresses a crawler makes up.
    if (route && keys?.delete(key) && !keys.size) routes.delete(route);
  };
  const keep = (key: string, entry: Kept) => {
    if (size <= 0) return;
    forget(key);
    kept.set(key, entry);
    keptBytes += entry.answer.body?.length ?? 0;
    const route = routeOf(key);
    if (route) {
      const keys = routes.get(route) ?? new Set();
      routes.set(route, keys.add(key));
      // A route's oldest variant goes first: /search/{anything} cannot push the site's pages out.
      for (const oldest of [...keys].slice(0, Math.max(0, keys.size - variants))) {
        const address = kept.get(oldest)?.address;
        forget(oldest);
        if (address) void store?.delete?.(new Request(address)).catch(() => false);
      }
    }
    // The least recently rendered go first, past the count or the bytes.
    while (kept.size > size || (keptBytes > bytes && kept.size > 1)) forget(kept.keys().next().value!);
  };

  const lifetimeOf = (entry: Kept) => (entry.lifetime ??= sharedLifetime(entry.answer.headers['cache-control']) ?? null);
  const ageOf = (entry: Kept) => Math.max(0, Date.now() - entry.at);
  const usable = (entry: Kept) => {
    const lifetime = lifetimeOf(entry);
    return Boolean(lifetime && ageOf(entry) < lifetime.fresh + lifetime.stale);
  };
  const fresh = (entry: Kept) => ageOf(entry) < (lifetimeOf(entry)?.fresh ?? 0);

  /** What another process or isolate rendered at `address`, once at a time per address. */
  const matching = new Map<string, Promise<Kept | undefined>>();
  const matchShared = (address: string) => {
    if (!store) return Promise.resolve(undefined);
    let pending = matching.get(address);
    if (!pending) {
      pending = store
        .match(new Request(address))
        .then((response) => (response ? fromStored(response, address) : undefined))
        .catch(() => undefined)
        .finally(() => matching.delete(address));
      matching.set(address, pending);
    }
    return pending;
  };

  const rendering = new Map<string, Promise<Answer>>();
  const renderOnce = (key: string, address: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(key)
        .then(async (answer) => {
          const lifetime = sharedLifetime(answer.headers['cache-control']);
          if (!lifetime) return answer;
          const entry: Kept = { answer, at: Date.now(), address, lifetime };
          keep(key, entry);
          // Stored before the render is done: the next isolate to ask finds it.
          await store?.put(new Request(address), toStored(entry, lifetime)).catch(() => undefined);
          return answer;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  /** A page past its freshness: a fresher copy from another isolate, or one render, replaces it. */
  const refresh = (key: string, entry: Kept, waitUntil?: WaitUntil) => {
    if (entry.refreshing) return;
    entry.refreshing = true;
    const work = matchShared(entry.address)
      .then(async (shared) => {
        if (shared && fresh(shared) && shared.at > entry.at) keep(key, shared);
        else await renderOnce(key, entry.address);
      })
      // A failed render in the background keeps the page there was, until its time is up.
      .catch(() => undefined)
      .finally(() => (entry.refreshing = false));
    waitUntil?.(work);
  };

  const served = (key: string, entry: Kept, waitUntil?: WaitUntil) => {
    if (!fresh(entry)) refresh(key, entry, waitUntil);
    return { answer: entry.answer, age: Math.floor(ageOf(entry) / 1000) };
  };

  return async (key: string, origin: string, waitUntil?: WaitUntil): Promise<{ answer: Answer; age: number }> => {
    const entry = kept.get(key);
    if (entry && usable(entry)) return served(key, entry, waitUntil);
    const address = origin + key;
    // Not in memory, or too old there: another process or isolate may have rendered it.
    const shared = await matchShared(address);
    if (shared && usable(shared)) {
      keep(key, shared);
      return served(key, shared, waitUntil);
    }
    // A first render past the time limit is answered with the 503 page; it goes on and is kept.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Answer>((resolve) => (timer = setTimeout(() => resolve(unavailable), timeout)));
    const answer = await Promise.race([renderOnce(key, address).catch(() => unavailable), late]).finally(() => clearTimeout(timer));
    // The API down, failing or slow: the page as it was, up to a day old, rather than an error.
    const before = [entry, shared]
      .filter((kept): kept is Kept => kept !== undefined && ageOf(kept) < STALE_IF_ERROR_MS)
      .sort((a, b) => b.at - a.at)[0];
    if (answer.status >= 500 && before) return { answer: before.answer, age: Math.floor(ageOf(before) / 1000) };
    return { answer, age: 0 };
  };
}
