/** Reply envelopes of the API (001 §3: lists return num_items, num_pages, data). */
export interface ListReply<T> {
  data: T[];
  num_items?: number;
  num_pages?: number;
}

/** 001 §3 FAQ item. */
export interface FaqItem {
  id?: number;
  name: string;
  content: string;
  group?: string | number | null;
}
