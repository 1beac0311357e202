import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import type { FaqItem, ListReply } from './types';

/** GET /api/v1/cognito/faq {group} → data list (001 §7). No group: every public FAQ item. */
export async function listFaqs(http: HttpClient, group?: string): Promise<FaqItem[]> {
  const reply = await http.request<ListReply<FaqItem>>('/api/v1/cognito/faq', {
    query: { group: group || undefined },
  });
  return Array.isArray(reply?.data) ? reply.data : [];
}

// Query options for the page's one query cache (core/query): one key per resource.

export const faqQuery = (group?: string) => ({ key: ['faq', group || ''], fn: ({ http }: QueryContext) => listFaqs(http, group) });
