import { CONTENT_CACHE_MS } from '../core/http/client';
import { http } from '../core/runtime';
import type { FaqItem, ListReply } from './types';

/** GET /api/v1/cognito/faq {group} → data list (001 §7). No group: every public FAQ item. */
export async function listFaqs(group?: string): Promise<FaqItem[]> {
  const reply = await http.request<ListReply<FaqItem>>('/api/v1/cognito/faq', {
    query: { group: group || undefined },
    cache: CONTENT_CACHE_MS,
  });
  return Array.isArray(reply?.data) ? reply.data : [];
}
