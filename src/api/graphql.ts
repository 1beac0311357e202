/** POST {base}/graphql (001 §7, 000 §7): the bearer token rides along; 401/422 refresh and retry once. */
import type { HttpClient } from '../core/http/client';

/**
 * The fields of an Image every query asks for: 001 §7 lists url, width and height for GraphQL
 * images; the other formats follow from the URL's shape (core/images withVariants).
 */
export const IMAGE_FIELDS = 'url width height';

interface Reply<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/**
 * Runs a query. Sharing and keeping replies is the query cache's job (api/queries.ts), so a
 * logout clears what belonged to the member. A reply with errors and no data throws the first
 * error's message.
 */
export async function graphql<T>(http: HttpClient, query: string, variables?: Record<string, unknown>): Promise<T | null> {
  const reply = await http.request<Reply<T>>('/graphql', { method: 'POST', body: { query, variables }, graphql: true });
  if (!reply?.data && reply?.errors?.length) throw new Error(reply.errors[0].message);
  return reply?.data ?? null;
}
