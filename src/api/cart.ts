/**
 * The cart (000 §3, §4, §7): one store shared by every element and tab, persisted under
 * `venue-elements/cart`. Prices and totals are always the server's: every change is a call
 * followed by getCart, never arithmetic here.
 */
import { emitGlobal } from '../core/events';
import { http, onLogout } from '../core/runtime';
import { createPersistedStore, pickTyped } from '../core/store';
import { onLogin } from './account';

const CART = '/api/v1/sell/cart';

/** 000 §3 Cart item. */
export interface CartItem {
  id: number;
  url: string;
  name: string;
  product_name: string;
  sku_id: number;
  sku: { code: string; [key: string]: unknown };
  addons: unknown[];
  qty: number;
  price: number;
  image: unknown;
  img: { url: string; webp_url?: string; placeholder?: string } | null;
  subtotal: number;
  can_purchase_qty: number;
}

/** 000 §3 Cart state (persisted), plus the items of the last getCart (memory). */
export interface CartState {
  cartitemCount: number;
  cartSubtotal: number;
  sessionKey: string;
  hasCartItems: boolean;
  all_in_stock: boolean;
  promotion_code: string;
  discount_amount: number;
  shipping_amount: number;
  shipping_address: string;
  shipping_type: string;
  total_amount: number;
  total_tax: number;
  payment_types: unknown[];
  addresses: unknown[];
  items: CartItem[];
}

export const EMPTY_CART: CartState = {
  cartitemCount: 0,
  cartSubtotal: 0,
  sessionKey: '',
  hasCartItems: false,
  all_in_stock: true,
  promotion_code: '',
  discount_amount: 0,
  shipping_amount: 0,
  shipping_address: '',
  shipping_type: '',
  total_amount: 0,
  total_tax: 0,
  payment_types: [],
  addresses: [],
  items: [],
};

export const cartStore = createPersistedStore<CartState>({
  name: 'cart',
  initial: EMPTY_CART,
  validate: (value) => {
    const picked = pickTyped(value, EMPTY_CART);
    if (!picked) return null;
    const raw = value as Record<string, unknown>;
    for (const list of ['payment_types', 'addresses', 'items'] as const) {
      if (Array.isArray(raw[list])) picked[list] = raw[list] as never;
    }
    return picked;
  },
});

interface GetCartReply {
  item_count?: number;
  items?: CartItem[];
  subtotal?: number;
  sessionKey?: string;
  all_in_stock?: boolean;
  discount_amount?: number;
  shipping_amount?: number;
  total_amount?: number;
  total_tax?: number;
  payment_types?: unknown[];
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** Applies a getCart reply to the store, and tells the host page when the count or subtotal moved. */
export function applyCart(reply: GetCartReply): CartState {
  const before = cartStore.getState();
  const items = Array.isArray(reply.items) ? reply.items : [];
  const next: Partial<CartState> = {
    cartitemCount: num(reply.item_count),
    cartSubtotal: num(reply.subtotal),
    sessionKey: reply.sessionKey || before.sessionKey,
    hasCartItems: items.length > 0,
    all_in_stock: reply.all_in_stock !== false,
    discount_amount: num(reply.discount_amount),
    shipping_amount: num(reply.shipping_amount),
    total_amount: num(reply.total_amount),
    total_tax: num(reply.total_tax),
    payment_types: Array.isArray(reply.payment_types) ? reply.payment_types : [],
    items,
  };
  cartStore.setState(next);
  const after = cartStore.getState();
  if (after.cartitemCount !== before.cartitemCount || after.cartSubtotal !== before.cartSubtotal) {
    emitGlobal('venue-cart-change', { cartitemCount: after.cartitemCount, cartSubtotal: after.cartSubtotal });
  }
  return after;
}

let loading: Promise<CartState> | undefined;

/** POST getCart {session, promotion_code, shipping_type, shipping_address}; calls in flight are shared. */
export function loadCart(): Promise<CartState> {
  loading ??= (async () => {
    const { sessionKey, promotion_code, shipping_type, shipping_address } = cartStore.getState();
    const reply = await http.request<GetCartReply>(`${CART}/getCart`, {
      method: 'POST',
      body: { session: sessionKey, promotion_code, shipping_type, shipping_address },
    });
    return applyCart(reply ?? {});
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function change(call: string, body: Record<string, unknown>): Promise<CartState> {
  await http.request(`${CART}/${call}`, { method: 'POST', body: { ...body, session: cartStore.getState().sessionKey } });
  return loadCart();
}

export const cartAdd = (sku: string | number, qty: number, addons: unknown[] = []) => change('cartAdd', { sku, qty, addons });
export const cartRemove = (id: number) => change('cartRemove', { id });
export const cartUpdate = (id: number, qty: number) => change('cartUpdate', { id, qty });

export function setPromotionCode(promotion_code: string): Promise<CartState> {
  cartStore.setState({ promotion_code });
  return loadCart();
}

export function setShipping(shipping_type: string, shipping_address = cartStore.getState().shipping_address): Promise<CartState> {
  cartStore.setState({ shipping_type, shipping_address });
  return loadCart();
}

/** 000 §3 Shipping quote option, as shown: the name carries the amount with 2 decimals. */
export interface ShippingOption {
  id: number;
  name: string;
  amount: number;
  is_pick_up: boolean;
}

interface QuoteRow {
  shipping_type_id: number;
  shipping_name: string;
  amount: number | string;
  is_pick_up: boolean | number;
}

/** POST shippingQuote {session, suburb, postcode, country}. */
export async function shippingQuote(
  suburb: string,
  postcode: string,
  country: string,
  formatMoney: (n: number) => string,
): Promise<ShippingOption[]> {
  const reply = await http.request<QuoteRow[] | { data?: QuoteRow[] }>(`${CART}/shippingQuote`, {
    method: 'POST',
    body: { session: cartStore.getState().sessionKey, suburb, postcode, country },
  });
  const rows = Array.isArray(reply) ? reply : (reply?.data ?? []);
  return rows.map((row) => ({
    id: row.shipping_type_id,
    name: `${row.shipping_name} ${formatMoney(num(row.amount))}`,
    amount: num(row.amount),
    is_pick_up: Boolean(row.is_pick_up),
  }));
}

/** 000 §3 Order, as submitted. */
export interface OrderSubmission {
  address: unknown;
  shipping_option_id: number | string;
  paymentGateway: string;
  note: string;
  promotion_code: string;
  url: string;
}

/** POST submitOrder → {success, payment, message}. */
export function submitOrder(order: OrderSubmission): Promise<{ success?: boolean; payment?: string; message?: string }> {
  return http.request(`${CART}/submitOrder`, { method: 'POST', body: order });
}

// 000 §4: after login the anonymous cart is merged by session key, then reloaded; logout reloads it.
onLogin(async () => {
  const { sessionKey } = cartStore.getState();
  if (sessionKey) await http.request(`${CART}/mergeCart`, { method: 'POST', body: { session: sessionKey } }).catch(() => undefined);
  await loadCart();
});
onLogout(() => {
  void loadCart().catch(() => undefined);
});
