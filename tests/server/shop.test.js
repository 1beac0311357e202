// The shop: carts by session, totals computed from the server's own prices, promotions, stock,
// shipping quotes, merging an anonymous cart into the member's, and orders through the simulated
// card-payment page to a paid invoice with tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer } from './helpers.js';

const CART = '/api/v1/sell/cart';
const round = (n) => Math.round(n * 100) / 100;
const b64 = (s) => Buffer.from(s).toString('base64');

let api;
/** In-stock skus (plenty), and one sold out, from the seed. */
let skus;
let soldOut;
beforeAll(async () => {
  api = await startServer();
  const rows = await api.db.query(
    `SELECT s.id, s.code, s.price::float AS price, s.stock, s.product_id FROM skus s JOIN products p ON p.id = s.product_id
      WHERE s.enabled AND p.enabled ORDER BY s.stock DESC, s.id`,
  );
  skus = rows.filter((r) => r.stock >= 10);
  soldOut = rows.find((r) => r.stock === 0);
});
afterAll(async () => {
  await api?.stop();
});

/** A fresh anonymous cart holding `lines` ([sku, qty]); returns the last cartAdd reply. */
async function cartWith(lines, extra = {}) {
  let session;
  let res;
  for (const [sku, qty] of lines) {
    res = await post(api, `${CART}/cartAdd`, { sku: sku.code, qty, session, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    session = res.body.sessionKey;
  }
  return res.body;
}

/** A fresh member (registered and logged in through a code), so orders do not mix between tests. */
async function newMember(prefix) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@venue.example`;
  const reg = await post(api, '/api/v1/cognito/user/registerLink', {
    email,
    first_name: 'Shop',
    last_name: 'Per',
    date_of_birth: '1985-02-03',
    fingerprint: 'shop-test-fp',
  });
  expect(reg.status).toBe(200);
  const { body: mails } = await get(api, `/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const res = await get(
    api,
    `/api/v1/cognito/user/loginRecoveryCode?email=${encodeURIComponent(email)}&code=${mails[0].code}&fingerprint=shop-test-fp`,
  );
  expect(res.status).toBe(200);
  return { email, token: res.body.access_token };
}

async function pickUpId() {
  const quote = await post(api, `${CART}/shippingQuote`, { suburb: 'Sydney', postcode: '2000', country: 'AU' });
  return quote.body.find((o) => o.is_pick_up).shipping_type_id;
}

describe('the cart', () => {
  it('has seed data to work with', () => {
    expect(skus.length).toBeGreaterThanOrEqual(2);
    expect(soldOut, 'the seed has a sku with stock 0').toBeTruthy();
  });

  it('getCart without a session gives a new, empty cart with a sessionKey', async () => {
    const a = await post(api, `${CART}/getCart`, {});
    const b = await post(api, `${CART}/getCart`, {});
    expect(a.status).toBe(200);
    expect(a.body.sessionKey).toMatch(/^[\w-]{8,64}$/);
    expect(b.body.sessionKey).not.toBe(a.body.sessionKey);
    expect(a.body).toMatchObject({ item_count: 0, items: [], subtotal: 0, total_amount: 0, total_tax: 0, all_in_stock: true });
    expect(a.body.payment_types.map((p) => p.id)).toContain('card');
  });

  it('cartAdd refuses an unknown sku (404), qty 0 (400) and a bad session (400)', async () => {
    expect((await post(api, `${CART}/cartAdd`, { sku: 'NO-SUCH-SKU-999', qty: 1 })).status).toBe(404);
    const zero = await post(api, `${CART}/cartAdd`, { sku: skus[0].code, qty: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('qty');
    expect((await post(api, `${CART}/cartAdd`, { sku: skus[0].code, qty: 100 })).status).toBe(400);
    expect((await post(api, `${CART}/cartAdd`, { sku: skus[0].code, qty: 1, session: 'bad key!' })).status).toBe(400);
  });

  it('computes the totals from the server prices; a client-sent price is ignored', async () => {
    const [a, b] = skus;
    const cart = await cartWith([
      [a, 2],
      [b, 3],
    ]);
    const again = await post(api, `${CART}/cartAdd`, { sku: a.code, qty: 1, price: 0.01, session: cart.sessionKey });
    const expected = round(a.price * 3 + b.price * 3);
    expect(again.body.subtotal).toBe(expected);
    expect(again.body.total_amount).toBe(expected);
    expect(again.body.item_count).toBe(6);
    expect(again.body.items).toHaveLength(2);
    const lineA = again.body.items.find((i) => i.sku.code === a.code);
    expect(lineA).toMatchObject({ qty: 3, price: a.price, subtotal: round(a.price * 3) });
    expect(again.body.total_tax).toBe(round(expected / 11));
    expect(again.body.discount_amount).toBe(0);
    expect(again.body.shipping_amount).toBe(0);
    // a sku by id works too
    const byId = await post(api, `${CART}/cartAdd`, { sku: b.id, qty: 1, session: cart.sessionKey });
    expect(byId.body.subtotal).toBe(round(expected + b.price));
  });

  it('SPEED10 takes 10 % off; an unknown code reports a message and no discount', async () => {
    const [a] = skus;
    const cart = await cartWith([[a, 2]]);
    const subtotal = round(a.price * 2);
    const promo = await post(api, `${CART}/getCart`, { session: cart.sessionKey, promotion_code: 'SPEED10' });
    expect(promo.body.promotion_code).toBe('SPEED10');
    expect(promo.body.discount_amount).toBe(round(subtotal * 0.1));
    expect(promo.body.total_amount).toBe(round(subtotal - round(subtotal * 0.1)));
    expect(promo.body.total_tax).toBe(round(promo.body.total_amount / 11));
    expect(promo.body.promotion_message).toMatch(/applied/);
    const lower = await post(api, `${CART}/getCart`, { session: cart.sessionKey, promotion_code: 'speed10' });
    expect(lower.body.discount_amount).toBe(round(subtotal * 0.1));
    const unknown = await post(api, `${CART}/getCart`, { session: cart.sessionKey, promotion_code: 'NOPE99' });
    expect(unknown.body.promotion_code).toBeNull();
    expect(unknown.body.discount_amount).toBe(0);
    expect(unknown.body.total_amount).toBe(subtotal);
    expect(unknown.body.promotion_message).toBeTruthy();
  });

  it('a shipping type adds its amount', async () => {
    const [a] = skus;
    const cart = await cartWith([[a, 1]]);
    const [standard] = await api.db.query(
      `SELECT id, amount::float AS amount FROM shipping_types WHERE NOT is_pick_up ORDER BY sort, id LIMIT 1`,
    );
    const res = await post(api, `${CART}/getCart`, { session: cart.sessionKey, shipping_type: standard.id });
    expect(res.body.shipping_type).toBe(standard.id);
    expect(res.body.shipping_amount).toBe(standard.amount);
    expect(res.body.total_amount).toBe(round(a.price + standard.amount));
    expect((await post(api, `${CART}/getCart`, { session: cart.sessionKey, shipping_type: 999999 })).status).toBe(400);
  });

  it('cartUpdate and cartRemove change the lines', async () => {
    const [a, b] = skus;
    const cart = await cartWith([
      [a, 1],
      [b, 1],
    ]);
    const lineA = cart.items.find((i) => i.sku.code === a.code);
    const updated = await post(api, `${CART}/cartUpdate`, { id: lineA.id, qty: 4, session: cart.sessionKey });
    expect(updated.status).toBe(200);
    expect(updated.body.items.find((i) => i.id === lineA.id).qty).toBe(4);
    expect(updated.body.subtotal).toBe(round(a.price * 4 + b.price));
    expect((await post(api, `${CART}/cartUpdate`, { id: lineA.id, qty: 0, session: cart.sessionKey })).status).toBe(400);
    const removed = await post(api, `${CART}/cartRemove`, { id: lineA.id, session: cart.sessionKey });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i) => i.sku.code)).toEqual([b.code]);
    expect(removed.body.subtotal).toBe(b.price);
    expect((await post(api, `${CART}/cartRemove`, { id: lineA.id, session: cart.sessionKey })).status).toBe(404);
    // another session cannot touch the line
    const other = await post(api, `${CART}/getCart`, {});
    const lineB = removed.body.items[0];
    expect((await post(api, `${CART}/cartUpdate`, { id: lineB.id, qty: 2, session: other.body.sessionKey })).status).toBe(404);
  });

  it('addons add their price; an addon of another product is 400', async () => {
    const [withAddons] = await api.db.query(
      `SELECT s.code, s.price::float AS price, s.product_id FROM skus s WHERE s.stock > 5 AND EXISTS (SELECT 1 FROM addons a WHERE a.product_id = s.product_id) ORDER BY s.id LIMIT 1`,
    );
    const addons = await api.db.query('SELECT id, price::float AS price FROM addons WHERE product_id = $1 ORDER BY id', [
      withAddons.product_id,
    ]);
    const [foreign] = await api.db.query('SELECT id FROM addons WHERE product_id <> $1 LIMIT 1', [withAddons.product_id]);
    const res = await post(api, `${CART}/cartAdd`, { sku: withAddons.code, qty: 2, addons: [addons[0].id] });
    expect(res.status).toBe(200);
    expect(res.body.items[0].price).toBe(round(withAddons.price + addons[0].price));
    expect(res.body.subtotal).toBe(round((withAddons.price + addons[0].price) * 2));
    // the same sku without the addon is a separate line; with it again, the same line
    const plain = await post(api, `${CART}/cartAdd`, { sku: withAddons.code, qty: 1, session: res.body.sessionKey });
    expect(plain.body.items).toHaveLength(2);
    const same = await post(api, `${CART}/cartAdd`, { sku: withAddons.code, qty: 1, addons: [addons[0].id], session: res.body.sessionKey });
    expect(same.body.items).toHaveLength(2);
    expect(same.body.item_count).toBe(4);
    if (foreign) {
      const bad = await post(api, `${CART}/cartAdd`, { sku: withAddons.code, qty: 1, addons: [foreign.id] });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('addons');
    }
  });

  it('a sold-out sku makes all_in_stock false', async () => {
    const cart = await cartWith([[soldOut, 1]]);
    expect(cart.all_in_stock).toBe(false);
    expect(cart.items[0].in_stock).toBe(false);
    expect(cart.items[0].can_purchase_qty).toBe(0);
    const fine = await cartWith([[skus[0], 1]]);
    expect(fine.all_in_stock).toBe(true);
  });

  it('shippingQuote lists the options with a pick-up', async () => {
    const res = await post(api, `${CART}/shippingQuote`, { suburb: 'Sydney', postcode: '2000', country: 'AU' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    const pickUp = res.body.find((o) => o.is_pick_up);
    expect(pickUp).toMatchObject({ amount: 0 });
    expect(pickUp.shipping_name).toMatch(/pick/i);
    for (const o of res.body) expect(typeof o.shipping_type_id).toBe('number');
    expect((await post(api, `${CART}/shippingQuote`, { suburb: 'Sydney' })).status).toBe(400);
  });
});

describe('members and orders', () => {
  it('mergeCart needs a login and attaches the cart to the member', async () => {
    const cart = await cartWith([[skus[0], 2]]);
    expect((await post(api, `${CART}/mergeCart`, { session: cart.sessionKey })).status).toBe(401);
    const { token } = await newMember('merge');
    const merged = await post(api, `${CART}/mergeCart`, { session: cart.sessionKey }, { token });
    expect(merged.status).toBe(200);
    expect(merged.body.success).toBe(true);
    expect(merged.body.sessionKey).toBe(cart.sessionKey);
    expect(merged.body.item_count).toBe(2);
    // the member now finds the cart without naming the session
    const own = await post(api, `${CART}/getCart`, {}, { token });
    expect(own.body.sessionKey).toBe(cart.sessionKey);
    expect(own.body.item_count).toBe(2);
    // and an anonymous visitor with that key gets a new empty cart
    const anonymous = await post(api, `${CART}/getCart`, { session: cart.sessionKey });
    expect(anonymous.body.sessionKey).not.toBe(cart.sessionKey);
    expect(anonymous.body.item_count).toBe(0);
  });

  it("a member's earlier cart is merged into the new session", async () => {
    const { token } = await newMember('merge2');
    const first = await post(api, `${CART}/cartAdd`, { sku: skus[0].code, qty: 1 }, { token });
    const anon = await cartWith([[skus[1], 2]]);
    expect(anon.sessionKey).not.toBe(first.body.sessionKey);
    const merged = await post(api, `${CART}/mergeCart`, { session: anon.sessionKey }, { token });
    expect(merged.body.item_count).toBe(3);
    expect(merged.body.items.map((i) => i.sku.code).sort()).toEqual([skus[0].code, skus[1].code].sort());
  });

  it("a foreign member's cart is not shown to another member", async () => {
    const alice = await newMember('alice');
    const bob = await newMember('bob');
    const cart = await post(api, `${CART}/cartAdd`, { sku: skus[0].code, qty: 5 }, { token: alice.token });
    const seen = await post(api, `${CART}/getCart`, { session: cart.body.sessionKey }, { token: bob.token });
    expect(seen.status).toBe(200);
    expect(seen.body.sessionKey).not.toBe(cart.body.sessionKey);
    expect(seen.body.item_count).toBe(0);
    expect((await post(api, `${CART}/mergeCart`, { session: cart.body.sessionKey }, { token: bob.token })).status).toBe(403);
    const stillAlice = await post(api, `${CART}/getCart`, { session: cart.body.sessionKey }, { token: alice.token });
    expect(stillAlice.body.item_count).toBe(5);
  });

  it('submitOrder needs a login; an empty cart is success false', async () => {
    const url = b64('http://localhost:5173/shop/order');
    expect((await post(api, `${CART}/submitOrder`, { url, address: 1, shipping_option_id: 1 })).status).toBe(401);
    const { token } = await newMember('empty');
    const res = await post(
      api,
      `${CART}/submitOrder`,
      { url, address: { street_address: '1 A St', postcode: '2000', city: 'Sydney' }, shipping_option_id: await pickUpId() },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/empty/i);
    expect(res.body.payment).toBeNull();
  });

  /** cartAdd → login → mergeCart → address → submitOrder; returns what the steps gave. */
  async function placeOrder(prefix, lines) {
    const cart = await cartWith(lines);
    const member = await newMember(prefix);
    const merged = await post(api, `${CART}/mergeCart`, { session: cart.sessionKey }, { token: member.token });
    expect(merged.status).toBe(200);
    const address = await post(
      api,
      '/api/v1/sell/address/create',
      { street_address: '12 Pit Lane', postcode: '2570', city: 'Camden', state: 'NSW' },
      { token: member.token },
    );
    expect(address.status).toBe(200);
    const returnUrl = 'http://localhost:5173/shop/order?step=done';
    const order = await post(
      api,
      `${CART}/submitOrder`,
      {
        session: cart.sessionKey,
        address: address.body.data.id,
        shipping_option_id: await pickUpId(),
        paymentGateway: 'card',
        note: 'Leave at the gate',
        url: b64(returnUrl),
      },
      { token: member.token },
    );
    expect(order.status).toBe(200);
    expect(order.body.success, JSON.stringify(order.body)).toBe(true);
    return { ...member, cart: merged.body, order: order.body, returnUrl };
  }

  it('the full order: pay → paid invoice with tickets, stock taken', async () => {
    const pass = skus[0];
    const [{ stock: before }] = await api.db.query('SELECT stock FROM skus WHERE id = $1', [pass.id]);
    const { token, cart, order, returnUrl } = await placeOrder('buyer', [[pass, 2]]);
    expect(order.payment.startsWith(`${api.url}/dev/pay/`)).toBe(true);
    expect(order.order_id).toBeGreaterThan(0);
    // the cart is emptied
    expect((await post(api, `${CART}/getCart`, { session: cart.sessionKey }, { token })).body.item_count).toBe(0);
    const unpaid = await get(api, `/api/v1/sell/invoice/${order.order_id}`, { token });
    expect(unpaid.body.status).toBe('awaiting_payment');
    expect((await get(api, `/api/v1/sell/invoice/${order.order_id}/tickets`, { token })).body.success).toBe(false);

    const page = await fetch(order.payment);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`$${round(pass.price * 2).toFixed(2)}`);
    const paid = await fetch(order.payment, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location'));
    expect(`${back.origin}${back.pathname}`).toBe(new URL(returnUrl).origin + new URL(returnUrl).pathname);
    expect(back.searchParams.get('step')).toBe('done');
    const payumToken = back.searchParams.get('payum_token');
    expect(order.payment.endsWith(`/dev/pay/${payumToken}`)).toBe(true);

    const check = await get(api, `/api/v1/cognito/payment/checkPaid?url=${encodeURIComponent(b64(back.href))}&payum_token=${payumToken}`);
    expect(check.status).toBe(200);
    expect(check.body.success).toBe(true);
    expect(check.body.payment).toMatchObject({ kind: 'order', reference: order.order_id, amount: round(pass.price * 2), status: 'paid' });

    const invoice = await get(api, `/api/v1/sell/invoice/${order.order_id}`, { token });
    expect(invoice.body).toMatchObject({
      id: order.order_id,
      status: 'paid',
      subtotal: round(pass.price * 2),
      total_amount: round(pass.price * 2),
      note: 'Leave at the gate',
    });
    expect(invoice.body.total_tax).toBe(round((pass.price * 2) / 11));
    expect(invoice.body.address.city).toBe('Camden');
    const list = await get(api, '/api/v1/sell/invoice', { token });
    expect(list.body.data.map((o) => o.id)).toEqual([order.order_id]);
    const tickets = await get(api, `/api/v1/sell/invoice/${order.order_id}/tickets`, { token });
    expect(tickets.body.success).toBe(true);
    expect(tickets.body.data).toHaveLength(2);
    expect(new Set(tickets.body.data.map((t) => t.code)).size).toBe(2);
    const [{ stock: after }] = await api.db.query('SELECT stock FROM skus WHERE id = $1', [pass.id]);
    expect(after).toBe(before - 2);

    // another member cannot see the invoice
    const other = await login(api);
    expect((await get(api, `/api/v1/sell/invoice/${order.order_id}`, { token: other.access_token })).status).toBe(404);
  });

  it('a declined payment: checkPaid success false, invoice payment_failed', async () => {
    const { token, order } = await placeOrder('declined', [[skus[1], 1]]);
    const res = await fetch(order.payment, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const payumToken = new URL(res.headers.get('location')).searchParams.get('payum_token');
    const check = await get(api, `/api/v1/cognito/payment/checkPaid?payum_token=${payumToken}`);
    expect(check.body.success).toBe(false);
    expect(check.body.payment.status).toBe('declined');
    expect((await get(api, `/api/v1/sell/invoice/${order.order_id}`, { token })).body.status).toBe('payment_failed');
    expect((await get(api, `/api/v1/sell/invoice/${order.order_id}/tickets`, { token })).body.data).toEqual([]);
    // paying afterwards changes nothing
    const fetchAgain = await fetch(order.payment, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(fetchAgain.status).toBe(302);
    expect((await get(api, `/api/v1/cognito/payment/checkPaid?payum_token=${payumToken}`)).body.success).toBe(false);
  });

  it('an order with a sold-out sku is refused with success false', async () => {
    const cart = await cartWith([[soldOut, 1]]);
    const { token } = await newMember('soldout');
    await post(api, `${CART}/mergeCart`, { session: cart.sessionKey }, { token });
    const res = await post(
      api,
      `${CART}/submitOrder`,
      {
        session: cart.sessionKey,
        address: { street_address: '1 A St', postcode: '2000', city: 'Sydney' },
        shipping_option_id: await pickUpId(),
        url: b64('http://localhost:5173/x'),
      },
      { token },
    );
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/stock/);
  });
});
