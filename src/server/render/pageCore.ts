/**
 * One page's core as the server renders it (core/pageCore): its platform (its path, and the
 * stylesheets, definitions and head it names), its query cache and its http client, made for that
 * page alone and handed to its tree through context (hooks/usePageCore) and to its queries as
 * their context. Pages rendered at the same time share nothing of it (render/instance keeps the
 * site's part: configuration, language, code).
 */
import { now } from '../../core/env';
import type { RequestGroups } from '../../core/http/client';
import type { Transport } from '../../core/http/transport';
import type { PageCore } from '../../core/pageCore';
import { browserPlatform, type Platform } from '../../core/platform';
import { createQueryCache, hashKey, type QueryKey } from '../../core/query';
import { pageHttp } from '../../core/runtime';

export interface RenderedPageCore extends PageCore {
  /** The calls in flight: a render waits for them before its next pass. */
  pending: Set<Promise<unknown>>;
  /** Every query the page asked for (its data block holds their replies). */
  seen: Map<string, QueryKey>;
  /** The definitions the page rendered outside the parts that come alive later (their chunks are named in it). */
  rendered: Set<{ tag: string; kinds?: readonly string[] }>;
  /** What its route's head is made of (site/head HeadInputs). */
  head?: object;
}

export interface PageCoreOptions {
  /** How its calls go out (fetch), spaced in groups 500 ms apart (000 §9). */
  transport: Transport;
  groups: RequestGroups;
  /** What differs from a browser: its path, origin, CMS HTML, image sources, stylesheets. */
  platform: Omit<Partial<Platform>, 'rendered' | 'head' | 'live'>;
}

export function pageCore({ transport, groups, platform }: PageCoreOptions): RenderedPageCore {
  const pending = new Set<Promise<unknown>>();
  const seen = new Map<string, QueryKey>();
  const rendered = new Set<{ tag: string; kinds?: readonly string[] }>();
  const http = pageHttp(transport, groups);
  // A page has one render: what it has is fresh, and a failed call is asked once.
  const queries = createQueryCache({
    now,
    http,
    render: {
      asked: (key) => seen.set(hashKey(key), key),
      started: (request) => {
        pending.add(request);
        void request.then(() => pending.delete(request));
      },
    },
  });
  const page: RenderedPageCore = {
    http,
    queries,
    pending,
    seen,
    rendered,
    platform: {
      ...browserPlatform,
      ...platform,
      rendered: (definition, later) => void (later || rendered.add(definition)),
      head: (inputs) => (page.head = inputs),
      live: false,
    },
  };
  return page;
}
