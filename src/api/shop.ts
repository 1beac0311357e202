/**
 * Products (001 Sell/product_grid, Sell/product_view), invoices and tickets (000 §2
 * /invoice/{id}, /print-tickets/{id}) and the payment check after the card page returns.
 * Amounts are the server's; nothing here computes a price.
 */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import type { Image } from '../core/images';
import { checkPaid, encodeUrl, type PaymentCheck } from './payment';
import type { ListReply } from './types';

export { encodeUrl, type PaymentCheck };

const PRODUCT = '/api/v1/sell/product';
const INVOICE = '/api/v1/sell/invoice';

export interface ProductSku {
  id: number;
  code: string;
  name: string;
  price: number;
  stock: number;
  in_stock: boolean;
}

export interface ProductAddon {
  id: number;
  name: string;
  price: number;
}

export interface Product {
  id: number;
  name: string;
  url: string;
  description?: string | null;
  image?: Image | null;
  /** The cheapest sku's price. */
  price: number;
  in_stock: boolean;
  skus: ProductSku[];
  addons: ProductAddon[];
}

export interface ProductPage {
  products: Product[];
  page: number;
  numPages: number;
  numItems: number;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** Fills in what a product reply may leave out, so components never check shapes. */
export function normaliseProduct(raw: Partial<Product> & Record<string, unknown>): Product {
  const skus = Array.isArray(raw.skus) ? raw.skus : [];
  return {
    id: num(raw.id),
    name: String(raw.name ?? ''),
    url: String(raw.url ?? ''),
    description: typeof raw.description === 'string' ? raw.description : null,
    image: raw.image && typeof raw.image === 'object' ? (raw.image as Image) : null,
    price: num(raw.price),
    in_stock: raw.in_stock === undefined ? skus.some((s) => s.in_stock) : Boolean(raw.in_stock),
    skus: skus.map((s) => ({ ...s, price: num(s.price), stock: num(s.stock), in_stock: s.in_stock ?? num(s.stock) > 0 })),
    addons: Array.isArray(raw.addons) ? raw.addons.map((a) => ({ ...a, price: num(a.price) })) : [],
  };
}

/** A 404: the server has no such call (a back end without the shop extension) or no such record. */
const missing = (error: unknown) => (error as { status?: number })?.status === 404;

/**
 * GET /api/v1/sell/product {page_size, page, q} → one page of products. The product calls are an
 * extension (the spec shows none): a server without them has no products to show, so their 404
 * is an empty shop, not a failure.
 */
export async function listProducts(http: HttpClient, page = 1, pageSize = 12, q?: string): Promise<ProductPage> {
  const reply = await http
    .request<ListReply<Product>>(PRODUCT, { query: { page_size: pageSize, page, q: q || undefined } })
    .catch((error: unknown) => {
      if (missing(error)) return { data: [] } as ListReply<Product>;
      throw error;
    });
  const data = Array.isArray(reply?.data) ? reply.data : [];
  return {
    products: data.map((p) => normaliseProduct(p as Product & Record<string, unknown>)),
    page,
    numPages: Math.max(1, num(reply?.num_pages) || 1),
    numItems: num(reply?.num_items) || data.length,
  };
}

/** GET /api/v1/sell/product {url} → one product; null when there is none (or no product call: see listProducts). */
export async function getProduct(http: HttpClient, url: string): Promise<Product | null> {
  try {
    const reply = await http.request<Product & Record<string, unknown>>(PRODUCT, { query: { url } });
    return normaliseProduct(reply ?? {});
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** An invoice line as the order stored it. */
export interface InvoiceItem {
  id: number;
  name: string;
  sku_id?: number;
  sku?: { code?: string; name?: string };
  addons?: { id: number; name: string; price: number }[];
  qty: number;
  price: number;
  subtotal: number;
}

export interface Invoice {
  id: number;
  status: string;
  created_at: string;
  address?: Record<string, unknown> | null;
  items: InvoiceItem[];
  note?: string | null;
  promotion_code?: string | null;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  total_tax: number;
  total_amount: number;
}

export interface Ticket {
  code: string;
  name: string;
  invoice_id: number;
  seat?: number;
}

/** GET /api/v1/sell/invoice/{id} (login). */
export async function getInvoice(http: HttpClient, id: string | number): Promise<Invoice> {
  const raw = await http.request<Invoice>(`${INVOICE}/${encodeURIComponent(String(id))}`);
  return {
    ...raw,
    items: Array.isArray(raw?.items) ? raw.items : [],
    subtotal: num(raw?.subtotal),
    discount_amount: num(raw?.discount_amount),
    shipping_amount: num(raw?.shipping_amount),
    total_tax: num(raw?.total_tax),
    total_amount: num(raw?.total_amount),
  };
}

/** GET /api/v1/sell/invoice/{id}/tickets (login): one ticket per unit once paid, else none. */
export async function getTickets(http: HttpClient, id: string | number): Promise<Ticket[]> {
  const reply = await http.request<{ success?: boolean; data?: Ticket[] }>(`${INVOICE}/${encodeURIComponent(String(id))}/tickets`);
  return Array.isArray(reply?.data) ? reply.data : [];
}

// Query options for the page's one query cache (core/query): one key per resource.

/** One page of products; the page size defaults to 12 and is at most 100. */
/** The product list's page size: the one asked, 1 to 100, or 12. */
export const productPageSize = (pageSize: number | undefined) =>
  Number.isInteger(pageSize) && pageSize! > 0 ? Math.min(pageSize!, 100) : 12;

export const productsQuery = (page: number, pageSize: number | undefined, q?: string) => {
  const size = productPageSize(pageSize);
  return { key: ['products', page, size, q || ''], fn: ({ http }: QueryContext) => listProducts(http, page, size, q) };
};

export const productQuery = (url: string) => ({ key: ['product', url], fn: ({ http }: QueryContext) => getProduct(http, url) });

export const invoiceQuery = (id: string) => ({
  key: ['invoice', id],
  fn: ({ http }: QueryContext) => getInvoice(http, id),
  private: true,
  staleTime: 0,
});

export const ticketsQuery = (id: string) => ({
  key: ['tickets', id],
  fn: ({ http }: QueryContext) => getTickets(http, id),
  private: true,
  staleTime: 0,
});

/** What the card page's return token says about a payment: asked once per token. */
export const paymentCheckQuery = (token: string, url: string) => ({
  key: ['payment-check', token],
  fn: ({ http }: QueryContext) => checkPaid(http, token, url),
  private: true,
  staleTime: Infinity,
});
