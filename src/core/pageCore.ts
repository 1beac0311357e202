/**
 * One page's own state: where it runs (its platform), its query cache and the http client its
 * queries call through. A browser has one, the page's (core/runtime browserPage); a server makes
 * one for each page it renders (server/render/pageCore), so that pages rendered at the same time
 * share nothing. Components read it from their context (hooks/usePageCore), the core takes it as
 * an argument: it is never a module variable switched between renders.
 */
import type { HttpClient } from './http/client';
import type { Platform } from './platform';
import type { QueryCache } from './query';

export interface PageCore {
  platform: Platform;
  queries: QueryCache;
  http: HttpClient;
}
