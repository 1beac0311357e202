import { describe, expect, it } from 'vitest';
import { createCart, createCartStore, EMPTY_CART, validateCart, type GetCartReply } from '../../src/api/cart';
import type { HttpClient, RequestOptions } from '../../src/core/http/client';
import { createStorage } from '../../src/core/storage';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A tiny stand-in for the back end's cart: carts by session key, a member's own cart, and
 * mergeCart moving the session's cart to the member (as demo/server does).
 */
function fakeServer() {
  const calls: Call[] = [];
  const carts = new Map<string, { owner: number; items: { id: number; sku: string; qty: number; price: number }[] }>();
  let member = 0;
  let nextId = 1;
  let nextSession = 1;

  const sessionFor = (given: unknown, create: boolean) => {
    const key = typeof given === 'string' && given ? given : '';
    const cart = key ? carts.get(key) : undefined;
    if (cart && (!cart.owner || cart.owner === member)) return key;
    if (member) for (const [k, c] of carts) if (c.owner === member) return k;
    const fresh = `session-${nextSession++}`;
    if (create) carts.set(fresh, { owner: member, items: [] });
    return fresh;
  };
  const reply = (session: string): GetCartReply => {
    const items = carts.get(session)?.items ?? [];
    const subtotal = items.reduce((s, i) => s + i.qty * i.price, 0);
    return {
      item_count: items.reduce((s, i) => s + i.qty, 0),
      items: items.map((i) => ({ ...i, sku: { code: i.sku } })) as never,
      subtotal,
      sessionKey: session,
      all_in_stock: true,
      total_amount: subtotal,
      total_tax: Math.round((subtotal / 11) * 100) / 100,
    };
  };

  const http: HttpClient = {
    async request<T>(path: string, options: RequestOptions = {}) {
      const body = (options.body ?? {}) as Record<string, unknown>;
      const call = path.split('/').pop()!;
      calls.push({ path: call, body });
      await Promise.resolve();
      if (call === 'getCart') return reply(sessionFor(body.session, false)) as T;
      if (call === 'cartAdd') {
        const session = sessionFor(body.session, true);
        carts.get(session)!.items.push({ id: nextId++, sku: String(body.sku), qty: Number(body.qty), price: 10 });
        return { success: true, ...reply(session) } as T;
      }
      if (call === 'mergeCart') {
        const session = String(body.session);
        const cart = carts.get(session) ?? { owner: member, items: [] };
        for (const [k, c] of carts)
          if (k !== session && c.owner === member) {
            cart.items.push(...c.items);
            carts.delete(k);
          }
        cart.owner = member;
        carts.set(session, cart);
        return { success: true, ...reply(session) } as T;
      }
      throw new Error(`unexpected ${call}`);
    },
  };
  return {
    http,
    calls,
    carts,
    logIn(id: number) {
      member = id;
    },
    get member() {
      return member;
    },
  };
}

function setup(backing = new MemoryStorage()) {
  const server = fakeServer();
  const store = createCartStore(createStorage(backing));
  const changes: number[] = [];
  const cart = createCart({ http: server.http, store, memberId: () => server.member, onChange: (s) => changes.push(s.cartitemCount) });
  return { server, store, cart, backing, changes };
}

describe('the cart store', () => {
  it('keeps the session key the first cartAdd created and reloads with it', async () => {
    const { server, store, cart, changes } = setup();
    await cart.cartAdd('CAP-RED', 2);
    expect(store.getState()).toMatchObject({ cartitemCount: 2, cartSubtotal: 20, sessionKey: 'session-1', hasCartItems: true, owner: 0 });
    await cart.cartAdd('TEE-M', 1);
    expect(server.calls.filter((c) => c.path === 'cartAdd').map((c) => c.body.session)).toEqual(['', 'session-1']);
    expect(server.calls.filter((c) => c.path === 'getCart').every((c) => c.body.session === 'session-1')).toBe(true);
    expect(store.getState().cartitemCount).toBe(3);
    expect(changes).toEqual([2, 3]);
  });

  it('merges the anonymous cart into the account on login, once, then reloads it', async () => {
    const { server, store, cart } = setup();
    await cart.cartAdd('CAP-RED', 1);
    // The member's earlier cart, from another device.
    server.logIn(7);
    server.carts.set('elsewhere', { owner: 7, items: [{ id: 99, sku: 'PASS-1', qty: 1, price: 180 }] });

    await cart.loadCart(true);
    const merges = server.calls.filter((c) => c.path === 'mergeCart');
    expect(merges).toEqual([{ path: 'mergeCart', body: { session: 'session-1' } }]);
    expect(server.calls.at(-1)?.path).toBe('getCart');
    expect(store.getState()).toMatchObject({ owner: 7, sessionKey: 'session-1', cartitemCount: 2, cartSubtotal: 190 });

    await cart.loadCart(true);
    expect(server.calls.filter((c) => c.path === 'mergeCart')).toHaveLength(1);
  });

  it('after logout the member’s session key is not reused: the server hands out a fresh one', async () => {
    const { server, store, cart } = setup();
    server.logIn(7);
    await cart.cartAdd('CAP-RED', 1);
    expect(store.getState().owner).toBe(7);
    server.logIn(0);
    await cart.loadCart(true);
    expect(store.getState()).toMatchObject({ owner: 0, cartitemCount: 0, hasCartItems: false });
    expect(store.getState().sessionKey).not.toBe('session-1');
  });

  it('a load requested after a change never returns the reply of a load that started before it', async () => {
    const { server, store, cart } = setup();
    const early = cart.loadCart();
    const added = cart.cartAdd('CAP-RED', 1);
    expect(cart.loadCart()).toBe(early); // a plain load shares the one in flight
    await Promise.all([early, added]);
    expect(store.getState().cartitemCount).toBe(1);
    expect(server.calls.map((c) => c.path)).toEqual(['getCart', 'cartAdd', 'getCart']);
  });

  it('elements that load the cart at once share one getCart, fresh or not, until something changes', async () => {
    const { server, cart } = setup();
    const first = cart.loadCart(); // the loader's prefetch
    const second = cart.loadCart(true); // <venue-cart> mounting while it is in flight
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(server.calls.map((c) => c.path)).toEqual(['getCart']);
    const again = cart.loadCart();
    await cart.setPromotionCode('SPRING'); // a change made while a load is in flight waits for one more
    await again;
    expect(server.calls.map((c) => c.path)).toEqual(['getCart', 'getCart', 'getCart']);
    expect(server.calls[2].body.promotion_code).toBe('SPRING');
  });

  it('reaches another tab: a second store over the same storage reads the change (the storage event re-reads)', async () => {
    const backing = new MemoryStorage();
    const tab1 = setup(backing);
    const tab2store = createCartStore(createStorage(backing));
    await tab1.cart.cartAdd('STK-5', 3);
    expect(tab2store.getState().cartitemCount).toBe(0);
    tab2store.rehydrate();
    expect(tab2store.getState()).toMatchObject({ cartitemCount: 3, cartSubtotal: 30, sessionKey: 'session-1', hasCartItems: true });
    expect(tab2store.getState().items).toHaveLength(1);
    // A reload of either tab starts from the same cart.
    expect(createCartStore(createStorage(backing)).getState().sessionKey).toBe('session-1');
  });

  it('keeps working in memory when storage throws on every write', async () => {
    const backing = new MemoryStorage();
    backing.failWrites = true;
    const { store, cart } = setup(backing);
    await cart.cartAdd('CAP-RED', 2);
    await cart.cartAdd('CAP-BLK', 1);
    expect(store.getState()).toMatchObject({ cartitemCount: 3, sessionKey: 'session-1' });
    expect(backing.data.size).toBe(0);
  });

  it('keeps working when storage throws on reads too (a blocked frame)', async () => {
    const backing = new MemoryStorage();
    backing.failReads = true;
    backing.failWrites = true;
    const { store, cart } = setup(backing);
    expect(store.getState()).toEqual(EMPTY_CART);
    await cart.cartAdd('CAP-RED', 1);
    expect(store.getState().cartitemCount).toBe(1);
  });

  it('discards corrupt or foreign stored carts instead of trusting them', () => {
    const backing = new MemoryStorage();
    backing.setItem('venue-elements/cart', '{"cartitemCount": "lots", "items": [{"evil": true}], "sessionKey": "abc12345"}');
    const store = createCartStore(createStorage(backing));
    expect(store.getState()).toMatchObject({ cartitemCount: 0, items: [], sessionKey: 'abc12345' });
    expect(validateCart('nope')).toBeNull();
    backing.setItem('venue-elements/cart', '{not json');
    expect(createCartStore(createStorage(backing)).getState()).toEqual(EMPTY_CART);
  });

  it('shows shipping quotes as "name $0.00" and submits exactly the order fields', async () => {
    const calls: Call[] = [];
    const store = createCartStore(createStorage(new MemoryStorage()));
    store.setState({ sessionKey: 'session-9' });
    const http: HttpClient = {
      async request<T>(path: string, options: RequestOptions = {}) {
        calls.push({ path, body: options.body as Record<string, unknown> });
        if (path.endsWith('shippingQuote'))
          return [
            { shipping_type_id: 1, shipping_name: 'Standard Post', amount: '9.95', is_pick_up: false },
            { shipping_type_id: 3, shipping_name: 'Pick up', amount: 0, is_pick_up: 1 },
          ] as T;
        if (path.endsWith('submitOrder')) return { success: false, message: 'Your cart is empty' } as T;
        return {} as T;
      },
    };
    const cart = createCart({ http, store, memberId: () => 7 });
    const options = await cart.shippingQuote('Petrie', '4502', 'AU', (n) => `$${n.toFixed(2)}`);
    expect(options).toEqual([
      { id: 1, name: 'Standard Post $9.95', amount: 9.95, is_pick_up: false },
      { id: 3, name: 'Pick up $0.00', amount: 0, is_pick_up: true },
    ]);
    expect(calls[0].body).toEqual({ session: 'session-9', suburb: 'Petrie', postcode: '4502', country: 'AU' });
    const order = { address: 4, shipping_option_id: 1, paymentGateway: 'card', note: '', promotion_code: '', url: 'aHR0cA==' };
    expect(await cart.submitOrder({ ...order, extra: 'x' } as never)).toEqual({ success: false, message: 'Your cart is empty' });
    expect(calls[1].body).toEqual(order);
  });
});
