/** POST {base}/graphql (001 §7, 000 §7): the bearer token rides along; 401/422 refresh and retry once. */
import { CONTENT_CACHE_MS } from '../core/http/client';
import { http } from '../core/runtime';

interface Reply<T> {
  data?: T | null;
  errors?: { message: string }[];
}

const recent = new Map<string, { at: number; promise: Promise<unknown> }>();

/**
 * Runs a query; identical queries within the content cache time share one request (POSTs
 * are not shared by the HTTP client, so ten calendars on a page would otherwise ask ten times).
 * A reply with errors and no data throws the first error's message.
 */
export function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T | null> {
  const key = JSON.stringify([query, variables ?? null]);
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < CONTENT_CACHE_MS) return hit.promise as Promise<T | null>;
  const promise = http.request<Reply<T>>('/graphql', { method: 'POST', body: { query, variables }, graphql: true }).then((reply) => {
    if (!reply?.data && reply?.errors?.length) throw new Error(reply.errors[0].message);
    return reply?.data ?? null;
  });
  recent.set(key, { at: Date.now(), promise });
  promise.catch(() => recent.delete(key));
  return promise;
}
