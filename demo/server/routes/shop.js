// The shop (000 §7 Cart): carts keyed by session, prices and totals computed here from the
// server's own prices, shipping quotes, orders that end at the simulated card-payment page, and
// the member's invoices and tickets.
import { randomToken } from '../auth.js';
import { ApiError, badRequest, stringParam } from '../http.js';
import { decodeReturnUrl, fmtTime, imageOf, money } from '../present.js';
import { createPayment } from '../services.js';

const CART = '/api/v1/sell/cart';
/** Prices include GST (10 %); total_tax is the GST the total contains. */
const GST = 0.1;
const PAYMENT_TYPES = [{ id: 'card', name: 'Credit or debit card' }];
const MAX_QTY = 99;

const sessionKey = (v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const s = String(v);
  if (!/^[\w-]{8,64}$/.test(s)) throw badRequest('session must be 8 to 64 letters, digits, _ or -', { field: 'session' });
  return s;
};

const qtyParam = (v) => {
  const n = Number(v ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > MAX_QTY) throw badRequest(`qty must be a whole number from 1 to ${MAX_QTY}`, { field: 'qty' });
  return n;
};

export function shopRoutes(router, app) {
  const { db } = app;

  /**
   * The cart a request may use: its session's cart when anonymous or the member's own; a cart
   * that belongs to someone else is never shown, the caller gets a new empty one instead.
   */
  async function cartFor(t, ctx, given, { create = false } = {}) {
    const userId = ctx.userId();
    let session = sessionKey(given);
    if (session) {
      const row = await t.one('SELECT session, user_id FROM carts WHERE session = $1', [session]);
      if (row && row.user_id && row.user_id !== userId) session = undefined;
      else if (row) return row.session;
    }
    if (!session && userId) {
      const own = await t.one('SELECT session FROM carts WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 1', [userId]);
      if (own) return own.session;
    }
    session ??= randomToken(15).replace(/[^\w]/g, 'x');
    if (create)
      await t.query('INSERT INTO carts (session, user_id) VALUES ($1, $2) ON CONFLICT (session) DO NOTHING', [session, userId ?? null]);
    return session;
  }

  async function items(t, base, session) {
    const rows = await t.query(
      `SELECT i.id, i.qty, i.addons, s.id AS sku_id, s.code, s.name AS sku_name, s.price, s.stock, s.enabled AS sku_enabled,
              p.id AS product_id, p.name AS product_name, p.url, p.image_hash, p.enabled AS product_enabled
         FROM cart_items i JOIN skus s ON s.id = i.sku_id JOIN products p ON p.id = s.product_id
        WHERE i.session = $1 ORDER BY i.id`,
      [session],
    );
    return rows.map((r) => {
      const addons = Array.isArray(r.addons) ? r.addons : [];
      const unit = money(Number(r.price) + addons.reduce((sum, a) => sum + Number(a.price), 0));
      const available = r.sku_enabled && r.product_enabled ? r.stock : 0;
      const image = imageOf(base, r.image_hash, { aspect: '1x1', width: 300 });
      return {
        id: r.id,
        url: r.url,
        name: r.sku_name === r.product_name ? r.product_name : `${r.product_name} (${r.sku_name})`,
        product_name: r.product_name,
        sku_id: r.sku_id,
        sku: { id: r.sku_id, code: r.code, name: r.sku_name, price: money(r.price) },
        addons: addons.map((a) => ({ id: a.id, name: a.name, price: money(a.price) })),
        qty: r.qty,
        price: unit,
        image,
        img: image && { url: image.url, webp_url: image.webp_url, placeholder: image.placeholder },
        subtotal: money(unit * r.qty),
        can_purchase_qty: Math.min(r.qty, Math.max(available, 0)),
        in_stock: available >= r.qty,
      };
    });
  }

  /** Every total of getCart, from the server's prices; an unknown promotion is reported, not applied. */
  async function totals(t, base, session, { promotion_code, shipping_type } = {}) {
    const list = await items(t, base, session);
    const subtotal = money(list.reduce((s, i) => s + i.subtotal, 0));
    let discount = 0;
    let promotion = null;
    let promotion_message = '';
    if (promotion_code) {
      const promo = await t.one('SELECT * FROM promotions WHERE upper(code) = upper($1) AND enabled', [String(promotion_code)]);
      if (promo) {
        promotion = promo.code;
        discount = money(Math.min(subtotal, subtotal * (Number(promo.percent) / 100) + Number(promo.amount)));
        promotion_message = `Promotion ${promo.code} applied`;
      } else promotion_message = 'This promotion code is not valid';
    }
    let shipping = 0;
    let shippingType = null;
    if (shipping_type !== undefined && shipping_type !== null && shipping_type !== '') {
      shippingType = await t.one('SELECT * FROM shipping_types WHERE id = $1', [Number(shipping_type) || 0]);
      if (!shippingType) throw badRequest('shipping_type is not a known shipping option', { field: 'shipping_type' });
      shipping = list.length ? money(shippingType.amount) : 0;
    }
    const total = money(subtotal - discount + shipping);
    return {
      item_count: list.reduce((s, i) => s + i.qty, 0),
      items: list,
      subtotal,
      sessionKey: session,
      all_in_stock: list.every((i) => i.in_stock),
      promotion_code: promotion,
      promotion_message,
      discount_amount: discount,
      shipping_type: shippingType?.id ?? null,
      shipping_amount: shipping,
      total_amount: total,
      total_tax: money((total * GST) / (1 + GST)),
      payment_types: PAYMENT_TYPES,
    };
  }

  router.add('POST', `${CART}/getCart`, async (ctx) => {
    const body = await ctx.body();
    const session = await cartFor(db, ctx, body.session);
    return totals(db, ctx.base(), session, body);
  });

  router.add('POST', `${CART}/cartAdd`, async (ctx) => {
    const body = await ctx.body();
    const qty = qtyParam(body.qty);
    if (body.sku === undefined || body.sku === null || body.sku === '') throw badRequest('sku is required', { field: 'sku' });
    const addonIds = Array.isArray(body.addons) ? body.addons.map((a) => Number(typeof a === 'object' && a ? a.id : a)) : [];
    if (addonIds.some((id) => !Number.isInteger(id))) throw badRequest('addons must be addon ids', { field: 'addons' });
    return db.tx(async (t) => {
      const sku = await t.one(
        `SELECT s.* FROM skus s JOIN products p ON p.id = s.product_id WHERE (s.id::text = $1 OR s.code = $1) AND s.enabled AND p.enabled`,
        [String(body.sku)],
      );
      if (!sku) throw new ApiError(404, 'This product is not available', { field: 'sku' });
      const addons = addonIds.length
        ? await t.query('SELECT id, name, price FROM addons WHERE product_id = $1 AND id = ANY($2::int[]) ORDER BY id', [
            sku.product_id,
            addonIds,
          ])
        : [];
      if (addons.length !== new Set(addonIds).size) throw badRequest('An addon does not belong to this product', { field: 'addons' });
      const session = await cartFor(t, ctx, body.session, { create: true });
      const key = JSON.stringify(addons.map((a) => a.id));
      const same = (await t.query('SELECT id, qty, addons FROM cart_items WHERE session = $1 AND sku_id = $2', [session, sku.id])).find(
        (i) => JSON.stringify((i.addons ?? []).map((a) => a.id)) === key,
      );
      if (same) await t.query('UPDATE cart_items SET qty = LEAST(qty + $2, $3) WHERE id = $1', [same.id, qty, MAX_QTY]);
      else
        await t.query('INSERT INTO cart_items (session, sku_id, qty, addons) VALUES ($1, $2, $3, $4)', [
          session,
          sku.id,
          qty,
          JSON.stringify(addons),
        ]);
      await t.query('UPDATE carts SET updated_at = now() WHERE session = $1', [session]);
      return { success: true, message: 'Added to your cart', ...(await totals(t, ctx.base(), session, body)) };
    });
  });

  router.add('POST', `${CART}/cartUpdate`, async (ctx) => {
    const body = await ctx.body();
    const qty = qtyParam(body.qty);
    return db.tx(async (t) => {
      const session = await cartFor(t, ctx, body.session);
      const row = await t.one('UPDATE cart_items SET qty = $3 WHERE id = $1 AND session = $2 RETURNING id', [
        Number(body.id) || 0,
        session,
        qty,
      ]);
      if (!row) throw new ApiError(404, 'This item is not in your cart', { field: 'id' });
      return { success: true, ...(await totals(t, ctx.base(), session, body)) };
    });
  });

  router.add('POST', `${CART}/cartRemove`, async (ctx) => {
    const body = await ctx.body();
    return db.tx(async (t) => {
      const session = await cartFor(t, ctx, body.session);
      const row = await t.one('DELETE FROM cart_items WHERE id = $1 AND session = $2 RETURNING id', [Number(body.id) || 0, session]);
      if (!row) throw new ApiError(404, 'This item is not in your cart', { field: 'id' });
      return { success: true, ...(await totals(t, ctx.base(), session, body)) };
    });
  });

  /**
   * mergeCart {session} (login required): the anonymous cart becomes the member's, and what the
   * member's earlier cart held is added to it.
   */
  router.add('POST', `${CART}/mergeCart`, async (ctx) => {
    const userId = ctx.requireUser();
    const body = await ctx.body();
    const session = sessionKey(body.session);
    if (!session) throw badRequest('session is required', { field: 'session' });
    return db.tx(async (t) => {
      const row = await t.one('SELECT user_id FROM carts WHERE session = $1', [session]);
      if (row?.user_id && row.user_id !== userId) throw new ApiError(403, 'This cart belongs to another member');
      if (!row) await t.query('INSERT INTO carts (session, user_id) VALUES ($1, $2)', [session, userId]);
      else await t.query('UPDATE carts SET user_id = $2, updated_at = now() WHERE session = $1', [session, userId]);
      const others = await t.query('SELECT session FROM carts WHERE user_id = $1 AND session <> $2', [userId, session]);
      for (const other of others) {
        await t.query('UPDATE cart_items SET session = $2 WHERE session = $1', [other.session, session]);
        await t.query('DELETE FROM carts WHERE session = $1', [other.session]);
      }
      return { success: true, ...(await totals(t, ctx.base(), session)) };
    });
  });

  async function quote(country) {
    const rows = await db.query('SELECT * FROM shipping_types ORDER BY sort, id');
    return rows
      .filter((r) => r.is_pick_up || !country || (Array.isArray(r.countries) && r.countries.includes(country)))
      .map((r) => ({ shipping_type_id: r.id, shipping_name: r.name, amount: money(r.amount), is_pick_up: r.is_pick_up }));
  }

  /** shippingQuote {session, suburb, postcode, country}: the options for that place (a list). */
  router.add('POST', `${CART}/shippingQuote`, async (ctx) => {
    const body = await ctx.body();
    sessionKey(body.session);
    const postcode = stringParam(body.postcode, 'postcode', { max: 12 });
    if (!/^[\w -]{3,12}$/.test(postcode)) throw badRequest('postcode is not valid', { field: 'postcode' });
    stringParam(body.suburb, 'suburb', { required: false, max: 100 });
    const country = (stringParam(body.country, 'country', { required: false, max: 2 }) || 'AU').toUpperCase();
    return quote(country);
  });

  /** requestShippingQuote {session, address}: asks staff for a quote (mailed); replies with the known options. */
  router.add('POST', `${CART}/requestShippingQuote`, async (ctx) => {
    const body = await ctx.body();
    const session = sessionKey(body.session);
    if (!body.address || (typeof body.address !== 'object' && typeof body.address !== 'number'))
      throw badRequest('address is required', { field: 'address' });
    await db.query(`INSERT INTO form_submissions (kind, details, user_id) VALUES ('shipping_quote', $1, $2)`, [
      JSON.stringify({ session, address: body.address }),
      ctx.userId() ?? null,
    ]);
    return { success: true, message: 'We will e-mail you a shipping quote shortly', options: await quote() };
  });

  /**
   * submitOrder (login required). Business refusals (empty cart, out of stock, bad option) reply
   * 200 {success: false, message} so the shop can show the message (000 §8); malformed input is a 400.
   */
  router.add('POST', `${CART}/submitOrder`, async (ctx) => {
    const userId = ctx.requireUser();
    const body = await ctx.body();
    const returnUrl = decodeReturnUrl(body.url);
    if (!returnUrl) throw badRequest('url must be the http(s) address to return to (plain or base64)', { field: 'url' });
    const gateway = body.paymentGateway ?? 'card';
    if (!PAYMENT_TYPES.some((p) => p.id === gateway)) throw badRequest('paymentGateway must be card', { field: 'paymentGateway' });
    const note = stringParam(body.note, 'note', { required: false, max: 2000 });
    return db.tx(async (t) => {
      const session = await cartFor(t, ctx, body.session);
      const cart = await totals(t, ctx.base(), session, { promotion_code: body.promotion_code, shipping_type: body.shipping_option_id });
      if (!cart.items.length) return { success: false, payment: null, message: 'Your cart is empty' };
      if (!cart.all_in_stock)
        return { success: false, payment: null, message: 'Some items are no longer in stock: please change the quantities' };
      if (!cart.shipping_type) return { success: false, payment: null, message: 'Please choose a shipping option' };
      if (body.promotion_code && !cart.promotion_code) return { success: false, payment: null, message: cart.promotion_message };
      let address;
      if (typeof body.address === 'number' || /^\d+$/.test(String(body.address ?? ''))) {
        address = await t.one('SELECT * FROM addresses WHERE id = $1 AND user_id = $2 AND enabled', [Number(body.address), userId]);
        if (!address) return { success: false, payment: null, message: 'Please choose one of your addresses' };
      } else if (body.address && typeof body.address === 'object') {
        address = body.address;
        for (const f of ['street_address', 'postcode', 'city'])
          if (!address[f]) return { success: false, payment: null, message: `The address needs a ${f.replace('_', ' ')}` };
      } else return { success: false, payment: null, message: 'Please choose an address' };
      const { user_id: _u, ...addr } = address;
      const order = await t.one(
        `INSERT INTO orders (user_id, address, shipping_type_id, payment_gateway, promotion_code, note, items, subtotal, discount_amount, shipping_amount, total_tax, total_amount, url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          userId,
          JSON.stringify(addr),
          cart.shipping_type,
          gateway,
          cart.promotion_code,
          note,
          JSON.stringify(
            cart.items.map(({ id, name, sku_id, sku, addons, qty, price, subtotal }) => ({
              id,
              name,
              sku_id,
              sku,
              addons,
              qty,
              price,
              subtotal,
            })),
          ),
          cart.subtotal,
          cart.discount_amount,
          cart.shipping_amount,
          cart.total_tax,
          cart.total_amount,
          returnUrl,
        ],
      );
      await t.query('DELETE FROM cart_items WHERE session = $1', [session]);
      const payment = await createPayment(t, ctx.base(), { kind: 'order', refId: order.id, amount: cart.total_amount, returnUrl });
      return { success: true, payment, message: 'Your order has been placed', order_id: order.id };
    });
  });

  // Invoices and tickets (000 §2 /invoice/{id}, /print-tickets/{id})
  const orderOf = (o) => ({
    id: o.id,
    status: o.status,
    created_at: fmtTime(o.created_at),
    address: o.address,
    items: o.items,
    note: o.note,
    promotion_code: o.promotion_code,
    subtotal: money(o.subtotal),
    discount_amount: money(o.discount_amount),
    shipping_amount: money(o.shipping_amount),
    total_tax: money(o.total_tax),
    total_amount: money(o.total_amount),
  });
  const ownOrder = async (ctx) => {
    const userId = ctx.requireUser();
    const o = await db.one('SELECT * FROM orders WHERE id = $1', [Number(ctx.params.id) || 0]);
    if (!o || o.user_id !== userId) throw new ApiError(404, 'No invoice of yours has this number');
    return o;
  };
  router.add('GET', '/api/v1/sell/invoice', async (ctx) => {
    const rows = await db.query('SELECT * FROM orders WHERE user_id = $1 ORDER BY id DESC', [ctx.requireUser()]);
    return { num_items: rows.length, num_pages: 1, data: rows.map(orderOf) };
  });
  router.add('GET', '/api/v1/sell/invoice/:id', async (ctx) => orderOf(await ownOrder(ctx)));
  router.add('GET', '/api/v1/sell/invoice/:id/tickets', async (ctx) => {
    const o = await ownOrder(ctx);
    if (o.status !== 'paid') return { success: false, message: 'Tickets are issued once the invoice is paid', data: [] };
    const tickets = o.items.flatMap((item) =>
      Array.from({ length: item.qty }, (_, n) => ({
        code: `T${o.id}-${item.id}-${n + 1}`,
        name: item.name,
        invoice_id: o.id,
        seat: n + 1,
      })),
    );
    return { success: true, data: tickets };
  });
}
