/**
 * The cart (000 §3, §4, §7): one store shared by every element and tab, persisted under
 * `venue-elements/cart`. Prices and totals are always the server's: every change is a call
 * followed by getCart, never arithmetic here.
 *
 * Merging (000 §4): the store remembers whose cart its session key is (`owner`: a member id, 0
 * for a visitor). Whenever the cart loads while a member is logged in and the key is not yet
 * theirs, mergeCart runs first. So the anonymous cart merges on login whichever element or tab
 * logged in, and even when the login happened on a page without any shop element.
 */
import { emitGlobal } from '../core/events';
import type { HttpClient } from '../core/http/client';
import { http as sharedHttp, isLoggedIn, onLogout } from '../core/runtime';
import { userStore } from '../core/session/userStore';
import { createPersistedStore, type PersistedStore } from '../core/store';
import type { KeyValueStorage } from '../core/storage';
import { onLogin } from './account';

const CART = '/api/v1/sell/cart';

import {
  EMPTY_CART,
  validateCart,
  type CartState,
  type GetCartReply,
  type OrderReply,
  type OrderSubmission,
  type ShippingOption,
} from './cartTypes';
export { EMPTY_CART, encodeUrl, validateCart } from './cartTypes';
export type { CartItem, CartState, GetCartReply, OrderReply, OrderSubmission, ShippingOption } from './cartTypes';

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

interface QuoteRow {
  shipping_type_id: number;
  shipping_name: string;
  amount: number | string;
  is_pick_up: boolean | number;
}

export interface CartDeps {
  http: HttpClient;
  store: PersistedStore<CartState>;
  /** The logged-in member's id, or 0 for a visitor. */
  memberId: () => number;
  /** Told when the count or subtotal moved. */
  onChange?: (state: CartState) => void;
}

export type CartApi = ReturnType<typeof createCart>;

/** The cart's calls over a store and an http client (the page's singletons below; fakes in tests). */
export function createCart({ http, store, memberId, onChange }: CartDeps) {
  /** Applies a getCart reply to the store, and tells the host page when the count or subtotal moved. */
  function applyCart(reply: GetCartReply, owner = memberId()): CartState {
    const before = store.getState();
    const items = Array.isArray(reply.items) ? reply.items : [];
    store.setState({
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
      promotion_applied: reply.promotion_code ? String(reply.promotion_code) : '',
      promotion_message: typeof reply.promotion_message === 'string' ? reply.promotion_message : '',
      owner,
    });
    const after = store.getState();
    if (after.cartitemCount !== before.cartitemCount || after.cartSubtotal !== before.cartSubtotal) onChange?.(after);
    return after;
  }

  async function run(): Promise<CartState> {
    const asked = version;
    const member = memberId();
    const state = store.getState();
    // 000 §4: the anonymous cart merges into the account by session key, then reloads.
    if (member && state.sessionKey && state.owner !== member) {
      await http.request(`${CART}/mergeCart`, { method: 'POST', body: { session: state.sessionKey } }).catch(() => undefined);
    }
    const { sessionKey, promotion_code, shipping_type, shipping_address } = store.getState();
    const reply = await http.request<GetCartReply>(`${CART}/getCart`, {
      method: 'POST',
      body: { session: sessionKey, promotion_code, shipping_type, shipping_address },
    });
    // A change made while this was on its way is newer than its reply: applied, a getCart asked
    // with no session yet would replace the key a first cartAdd has just made with a new, empty
    // one, and the next add would start another cart. The load queued behind this one brings it.
    if (version !== asked) return store.getState();
    return applyCart(reply ?? {}, member);
  }

  /** Bumped by every change a later reply must reflect (a cart call, the promotion code, shipping). */
  let version = 0;
  let current: { promise: Promise<CartState>; version: number; member: number } | undefined;
  let queued: Promise<CartState> | undefined;

  /**
   * POST getCart {session, promotion_code, shipping_type, shipping_address}. A call in flight is
   * shared: every element that mounts at once waits for one request (under a slow API a second
   * getCart queued behind the first doubled the wait). `fresh` (after a change, or a login) shares
   * it only when it started after the last change and for the same member; otherwise it waits and
   * loads once more, so it never returns a reply that predates the change.
   */
  function loadCart(fresh = false): Promise<CartState> {
    if (current && (!fresh || (current.version === version && current.member === memberId()))) return current.promise;
    if (!current) {
      const started = { version, member: memberId(), promise: run() };
      started.promise = started.promise.finally(() => {
        if (current === started) current = undefined;
      });
      current = started;
      return started.promise;
    }
    queued ??= current.promise
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return loadCart(true);
      });
    return queued;
  }

  /** Loads the cart again after a change, never sharing a reply that started before it. */
  function reload(): Promise<CartState> {
    version += 1;
    return loadCart(true);
  }

  async function change(call: string, body: Record<string, unknown>): Promise<CartState> {
    const reply = await http.request<GetCartReply>(`${CART}/${call}`, {
      method: 'POST',
      body: { ...body, session: store.getState().sessionKey },
    });
    // A first cartAdd creates the session: keep its key before reloading with it.
    if (reply?.sessionKey && reply.sessionKey !== store.getState().sessionKey) store.setState({ sessionKey: reply.sessionKey });
    return reload();
  }

  return {
    loadCart,
    /** POST cartAdd {sku, qty, addons, session}. */
    cartAdd: (sku: string | number, qty: number, addons: number[] = []) => change('cartAdd', { sku, qty, addons }),
    /** POST cartRemove {id, session}. */
    cartRemove: (id: number) => change('cartRemove', { id }),
    /** POST cartUpdate {id, qty, session}. */
    cartUpdate: (id: number, qty: number) => change('cartUpdate', { id, qty }),

    setPromotionCode(promotion_code: string): Promise<CartState> {
      store.setState({ promotion_code: promotion_code.trim() });
      return reload();
    },

    setShipping(shipping_type: string, shipping_address = store.getState().shipping_address): Promise<CartState> {
      store.setState({ shipping_type, shipping_address });
      return reload();
    },

    /** POST shippingQuote {session, suburb, postcode, country}. */
    async shippingQuote(suburb: string, postcode: string, country: string, formatMoney: (n: number) => string): Promise<ShippingOption[]> {
      const reply = await http.request<QuoteRow[] | { data?: QuoteRow[] }>(`${CART}/shippingQuote`, {
        method: 'POST',
        body: { session: store.getState().sessionKey, suburb, postcode, country },
      });
      const rows = Array.isArray(reply) ? reply : (reply?.data ?? []);
      return rows.map((row) => ({
        id: num(row.shipping_type_id),
        name: `${row.shipping_name} ${formatMoney(num(row.amount))}`,
        amount: num(row.amount),
        is_pick_up: Boolean(row.is_pick_up),
      }));
    },

    /** POST submitOrder {address, shipping_option_id, paymentGateway, note, promotion_code, url} → {success, payment, message}. */
    async submitOrder(order: OrderSubmission): Promise<OrderReply> {
      const { address, shipping_option_id, paymentGateway, note, promotion_code, url } = order;
      const reply = await http.request<OrderReply>(`${CART}/submitOrder`, {
        method: 'POST',
        body: { address, shipping_option_id, paymentGateway, note, promotion_code, url },
      });
      // The server empties the cart when it takes the order.
      if (reply?.success) void reload().catch(() => undefined);
      return reply ?? {};
    },
  };
}

export const cartStore = createPersistedStore<CartState>({ name: 'cart', initial: EMPTY_CART, validate: validateCart });

/** A cart store over a given storage (tests, or a second store in one page). */
export function createCartStore(storage: KeyValueStorage, crossTab = false): PersistedStore<CartState> {
  return createPersistedStore<CartState>({ name: 'cart', initial: EMPTY_CART, validate: validateCart, storage, crossTab });
}

const cart = createCart({
  http: sharedHttp,
  store: cartStore,
  memberId: () => (isLoggedIn() ? Number(userStore.getState().id) || 0 : 0),
  onChange: (after) => emitGlobal('venue-cart-change', { cartitemCount: after.cartitemCount, cartSubtotal: after.cartSubtotal }),
});

export const { loadCart, cartAdd, cartRemove, cartUpdate, setPromotionCode, setShipping, shippingQuote, submitOrder } = cart;

// 000 §4: after login the anonymous cart is merged by session key, then reloaded; logout reloads it.
onLogin(() => loadCart(true).then(() => undefined));
onLogout(() => {
  void loadCart(true).catch(() => undefined);
});

/**
 * POST requestShippingQuote {session, address} (000 §7): asks the venue to quote shipping to an
 * address that has no option yet. The reply is not shown by the spec: only a `success: false`
 * in it is read, as a refusal.
 */
export async function requestShippingQuote(address: Record<string, unknown>): Promise<{ success?: boolean; message?: string }> {
  const reply = await sharedHttp.request<{ success?: boolean; message?: string } | null>(`${CART}/requestShippingQuote`, {
    method: 'POST',
    body: { session: cartStore.getState().sessionKey, address },
  });
  return reply && typeof reply === 'object' ? reply : {};
}
