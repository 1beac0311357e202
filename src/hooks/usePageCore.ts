import { createContext, useContext } from 'react';
import type { PageCore } from '../core/pageCore';
import type { Platform } from '../core/platform';
import type { QueryCache } from '../core/query';
import { browserPage } from '../core/runtime';

/**
 * The core of the page a tree renders in (as TanStack's QueryClientProvider gives each request
 * its own client): the browser page's by default; a server's render gives each page its own.
 */
export const PageCoreContext = createContext<PageCore>(browserPage);

export function usePageCore(): PageCore {
  return useContext(PageCoreContext);
}

/** Where the page runs: server or browser, and what differs between them (core/platform). */
export function usePlatform(): Platform {
  return useContext(PageCoreContext).platform;
}

/** The page's query cache. */
export function useQueryCache(): QueryCache {
  return useContext(PageCoreContext).queries;
}
