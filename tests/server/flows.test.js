// End-to-end flows through the reference back end, as the SDK drives them: passwordless login
// through the outbox, tokens expiring and tampered, refresh rotation, recovery, OAuth, a whole
// order to the payment page and back, vouchers and paid forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT, call, get, lastMail, login, post, startServer } from './helpers.js';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api?.stop());

const USER = '/api/v1/cognito/user';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (s) => Buffer.from(s).toString('base64');

describe('tokens', () => {
  it('password login returns a signed pair; a wrong password is 401; bad input is 400', async () => {
    const pair = await login(api);
    expect(pair.access_token.split('.')).toHaveLength(3);
    expect(pair.refresh_token.length).toBeGreaterThan(20);
    const me = await get(api, `${USER}/authUser`, { token: pair.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'demo@venue.example', is_admin: false });
    expect(me.body).not.toHaveProperty('password_hash');
    expect((await post(api, `${USER}/login`, { username: 'demo@venue.example', password: 'wrong', fingerprint: FINGERPRINT })).status).toBe(
      401,
    );
    const missing = await post(api, `${USER}/login`, { username: 'demo@venue.example', password: 'demo1234' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('fingerprint');
  });

  it('an expired token is 401 TOKEN_EXPIRED; a tampered one 401 TOKEN_INVALID', async () => {
    await post(api, '/dev/faults', { token_ttl_s: 1 });
    const pair = await login(api);
    await post(api, '/dev/faults', {});
    await call(api, 'DELETE', '/dev/faults');
    await sleep(1100);
    const expired = await get(api, `${USER}/authUser`, { token: pair.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
    const fresh = await login(api);
    const [head, body, sig] = fresh.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url')), sub: 2 })).toString('base64url');
    const tampered = await get(api, `${USER}/authUser`, { token: `${head}.${forged}.${sig}` });
    expect(tampered.status).toBe(401);
    expect(tampered.body).toMatchObject({ code: 'TOKEN_INVALID', message: 'Signature verification failed' });
    // GraphQL answers the same way, so the client refreshes there too
    const gql = await post(api, '/graphql', { query: '{ lakesideVenues { name } }' }, { token: pair.access_token });
    expect(gql.status).toBe(401);
  });

  it('refresh rotates: the old refresh token is refused, and so is another fingerprint', async () => {
    const pair = await login(api);
    const next = await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: FINGERPRINT });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(pair.refresh_token);
    expect((await get(api, `${USER}/authUser`, { token: next.body.access_token })).status).toBe(200);
    const again = await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: FINGERPRINT });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('TOKEN_INVALID');
    const other = await post(api, `${USER}/refreshToken`, {
      refresh_token: next.body.refresh_token,
      fingerprint: 'another-device-00000001',
    });
    expect(other.status).toBe(401);
  });

  it('logout revokes the refresh tokens', async () => {
    const pair = await login(api);
    expect((await get(api, `${USER}/logout`, { token: pair.access_token })).body.success).toBe(true);
    expect((await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: FINGERPRINT })).status).toBe(401);
  });
});

describe('passwordless login, sign-up and recovery through the outbox', () => {
  it('sendLoginLink mails a 6-digit code and a link; the code logs in once', async () => {
    const sent = await post(api, `${USER}/sendLoginLink`, {
      email: 'demo@venue.example',
      fingerprint: FINGERPRINT,
      code_only: false,
      site_url: 'http://localhost:5173/members',
    });
    expect(sent.status).toBe(200);
    const mail = await lastMail(api, 'demo@venue.example');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('/loginLink/');
    expect(mail.text).toContain(mail.code);
    const query = `email=demo@venue.example&code=${mail.code}&fingerprint=${FINGERPRINT}`;
    const first = await get(api, `${USER}/loginRecoveryCode?${query}`);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    expect((await get(api, `${USER}/loginRecoveryCode?${query}`)).status).toBe(400);
  });

  it('five wrong codes stop code login for that address', async () => {
    await post(api, `${USER}/sendLoginLink`, { email: 'admin@venue.example', fingerprint: FINGERPRINT, code_only: true });
    const { code } = await lastMail(api, 'admin@venue.example');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await get(api, `${USER}/loginRecoveryCode?email=admin@venue.example&code=${wrong}&fingerprint=${FINGERPRINT}`)).status).toBe(
        400,
      );
    expect((await get(api, `${USER}/loginRecoveryCode?email=admin@venue.example&code=${code}&fingerprint=${FINGERPRINT}`)).status).toBe(
      429,
    );
  });

  it('the link lands on the asking page with a, r and b, once', async () => {
    await post(api, `${USER}/sendLoginLink`, {
      email: 'demo@venue.example',
      fingerprint: FINGERPRINT,
      site_url: 'http://localhost:5173/members?x=1',
    });
    const { link } = await lastMail(api, 'demo@venue.example');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location'));
    expect(to.origin + to.pathname).toBe('http://localhost:5173/members');
    expect(to.searchParams.get('b')).toBe(api.url);
    const me = await get(api, `${USER}/authUser`, { token: to.searchParams.get('a') });
    expect(me.body.email).toBe('demo@venue.example');
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(400);
  });

  it('code_only sends no link; an unknown address is 404', async () => {
    await post(api, `${USER}/sendLoginLink`, { email: 'demo@venue.example', fingerprint: FINGERPRINT, code_only: true });
    const mail = await lastMail(api, 'demo@venue.example');
    expect(mail.link).toBeNull();
    expect(mail.code).toMatch(/^\d{6}$/);
    expect((await post(api, `${USER}/sendLoginLink`, { email: 'nobody@venue.example', fingerprint: FINGERPRINT })).status).toBe(404);
    expect((await post(api, `${USER}/sendLoginLink`, { email: 'not an address', fingerprint: FINGERPRINT })).status).toBe(400);
  });

  it('registerLink creates the member (date of birth asked) and refuses a taken address', async () => {
    const signup = {
      email: 'new.rider@venue.example',
      first_name: 'New',
      last_name: 'Rider',
      date_of_birth: '2001-02-03',
      fingerprint: FINGERPRINT,
    };
    expect((await post(api, `${USER}/registerLink`, { ...signup, date_of_birth: '' })).status).toBe(400);
    expect((await post(api, `${USER}/registerLink`, signup)).status).toBe(200);
    const mail = await lastMail(api, signup.email);
    const pair = (await get(api, `${USER}/loginRecoveryCode?email=${signup.email}&code=${mail.code}&fingerprint=${FINGERPRINT}`)).body;
    const me = await get(api, `${USER}/authUser`, { token: pair.access_token });
    expect(me.body).toMatchObject({ first_name: 'New', last_name: 'Rider', date_of_birth: '2001-02-03' });
    expect((await post(api, `${USER}/registerLink`, signup)).status).toBe(409);
  });

  it('recovery sets a new password; a wrong code is refused', async () => {
    const email = 'new.rider@venue.example';
    expect((await get(api, `${USER}/recoverPassword?email=${email}`)).status).toBe(200);
    const { code } = await lastMail(api, email);
    expect((await get(api, `${USER}/recoverPasswordCheck?email=${email}&code=000000&newpassword=longenough1`)).status).toBe(400);
    expect((await get(api, `${USER}/recoverPasswordCheck?email=${email}&code=${code}&newpassword=short`)).status).toBe(400);
    expect((await get(api, `${USER}/recoverPasswordCheck?email=${email}&code=${code}&newpassword=longenough1`)).status).toBe(200);
    expect((await login(api, email, 'longenough1')).access_token).toBeTruthy();
  });
});

describe('OAuth authorisation code', () => {
  const params = {
    client_id: 'venue-elements-demo',
    redirect_uri: 'http://localhost:8080/auth',
    scope: 'all',
    state: 'st4te',
    nonce: 'n0nce',
  };

  it('refuses an unregistered redirect_uri and an unknown client', async () => {
    expect(
      (await get(api, `/oauth/authorize?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example/auth' })}`)).status,
    ).toBe(400);
    expect((await get(api, `/oauth/authorize?${new URLSearchParams({ ...params, client_id: 'nope' })}`)).status).toBe(400);
    const page = await get(api, `/oauth/authorize?${new URLSearchParams(params)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form');
  });

  it('returns a single-use code with the same state, exchanged at /authtoken once', async () => {
    const form = new URLSearchParams({ ...params, email: 'demo@venue.example', password: 'demo1234' }).toString();
    const res = await fetch(`${api.url}/oauth/authorize`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location'));
    expect(back.searchParams.get('state')).toBe('st4te');
    const code = back.searchParams.get('code');
    expect((await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: 'other' })).status).toBe(400);
    const tokens = await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: 'venue-elements-demo' });
    expect(tokens.status).toBe(200);
    expect((await get(api, `${USER}/authUser`, { token: tokens.body.access_token })).body.email).toBe('demo@venue.example');
    expect((await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: 'venue-elements-demo' })).status).toBe(400);
    // the pair binds to the first fingerprint that refreshes it
    const refreshed = await post(api, `${USER}/refreshToken`, { refresh_token: tokens.body.refresh_token, fingerprint: FINGERPRINT });
    expect(refreshed.status).toBe(200);
  });

  it('a wrong password shows the page again, without a code', async () => {
    const form = new URLSearchParams({ ...params, email: 'demo@venue.example', password: 'nope' }).toString();
    const res = await fetch(`${api.url}/oauth/authorize`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('a whole order', () => {
  it('cart → login → merge → address → submitOrder → payment page → Pay → checkPaid → invoice and tickets', async () => {
    const skus = await api.db.query('SELECT id, code, price, stock FROM skus WHERE stock > 5 ORDER BY id LIMIT 2');
    const first = await post(api, '/api/v1/sell/cart/cartAdd', { sku: skus[0].code, qty: 2, price: 0.01 });
    const session = first.body.sessionKey;
    await post(api, '/api/v1/sell/cart/cartAdd', { sku: skus[1].code, qty: 1, session });
    const { access_token: token } = await login(api);
    const merged = await post(api, '/api/v1/sell/cart/mergeCart', { session }, { token });
    const expected = Math.round((Number(skus[0].price) * 2 + Number(skus[1].price)) * 100) / 100;
    expect(merged.body.subtotal).toBe(expected);
    const options = (await post(api, '/api/v1/sell/cart/shippingQuote', { session, suburb: 'Kurwongbah', postcode: '4503', country: 'AU' }))
      .body;
    const post1 = options.find((o) => !o.is_pick_up);
    const address = (await get(api, '/api/v1/sell/address', { token })).body.data[0];
    const cart = await post(
      api,
      '/api/v1/sell/cart/getCart',
      { session, shipping_type: post1.shipping_type_id, promotion_code: 'SPEED10' },
      { token },
    );
    expect(cart.body.discount_amount).toBe(Math.round(expected * 10) / 100);
    expect(cart.body.total_amount).toBe(Math.round((expected - cart.body.discount_amount + post1.amount) * 100) / 100);
    expect(cart.body.total_tax).toBe(Math.round((cart.body.total_amount / 11) * 100) / 100);

    const order = await post(
      api,
      '/api/v1/sell/cart/submitOrder',
      {
        address: address.id,
        shipping_option_id: post1.shipping_type_id,
        paymentGateway: 'card',
        note: 'Leave at the gate',
        promotion_code: 'SPEED10',
        url: b64('http://localhost:5173/shop/thanks'),
      },
      { token },
    );
    expect(order.body).toMatchObject({ success: true });
    expect(order.body.payment).toMatch(new RegExp(`^${api.url}/dev/pay/`));
    const page = await fetch(order.body.payment);
    expect(await page.text()).toContain('Decline');
    const pay = await fetch(order.body.payment, {
      method: 'POST',
      body: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(pay.status).toBe(302);
    const back = new URL(pay.headers.get('location'));
    expect(back.origin + back.pathname).toBe('http://localhost:5173/shop/thanks');
    const paid = await get(
      api,
      `/api/v1/cognito/payment/checkPaid?url=${b64(back.href)}&payum_token=${back.searchParams.get('payum_token')}`,
    );
    expect(paid.body.success).toBe(true);
    const invoice = await get(api, `/api/v1/sell/invoice/${order.body.order_id}`, { token });
    expect(invoice.body).toMatchObject({ status: 'paid', total_amount: cart.body.total_amount });
    const tickets = await get(api, `/api/v1/sell/invoice/${order.body.order_id}/tickets`, { token });
    expect(tickets.body.data).toHaveLength(3);
    // the cart is empty afterwards, and stock went down
    expect((await post(api, '/api/v1/sell/cart/getCart', { session }, { token })).body.item_count).toBe(0);
    expect((await api.db.one('SELECT stock FROM skus WHERE id = $1', [skus[0].id])).stock).toBe(skus[0].stock - 2);
  });

  it('a declined payment leaves the order unpaid; an empty cart or no login cannot order', async () => {
    const sku = await api.db.one('SELECT code FROM skus WHERE stock > 0 ORDER BY id LIMIT 1');
    const { access_token: token } = await login(api);
    const added = await post(api, '/api/v1/sell/cart/cartAdd', { sku: sku.code, qty: 1 }, { token });
    const body = {
      address: { street_address: '1 Test St', postcode: '4000', city: 'Brisbane' },
      shipping_option_id: 3,
      paymentGateway: 'card',
      note: '',
      promotion_code: '',
      url: 'http://localhost:5173/back',
      session: added.body.sessionKey,
    };
    expect((await post(api, '/api/v1/sell/cart/submitOrder', body)).status).toBe(401);
    const order = await post(api, '/api/v1/sell/cart/submitOrder', body, { token });
    expect(order.body.success).toBe(true);
    const decline = await fetch(order.body.payment, {
      method: 'POST',
      body: 'action=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const token2 = new URL(decline.headers.get('location')).searchParams.get('payum_token');
    expect((await get(api, `/api/v1/cognito/payment/checkPaid?payum_token=${token2}`)).body.success).toBe(false);
    expect((await get(api, `/api/v1/sell/invoice/${order.body.order_id}`, { token })).body.status).toBe('payment_failed');
    const empty = await post(api, '/api/v1/sell/cart/submitOrder', body, { token });
    expect(empty.body).toMatchObject({ success: false, message: 'Your cart is empty' });
  });
});

describe('vouchers and paid forms', () => {
  it('payNow → Pay → checkPaid gives a code; redeem adds credit once', async () => {
    const theme = await api.db.one('SELECT id FROM voucher_themes ORDER BY id LIMIT 1');
    const bought = await post(api, '/api/v1/cognito/giftVoucher/payNow', {
      theme_id: theme.id,
      amount: 75.5,
      url: b64('http://localhost:5173/vouchers'),
    });
    expect(bought.body.success).toBe(true);
    const pay = await fetch(bought.body.payment, {
      method: 'POST',
      body: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const payum = new URL(pay.headers.get('location')).searchParams.get('payum_token');
    const paid = await get(api, `/api/v1/cognito/payment/checkPaid?payum_token=${payum}`);
    expect(paid.body.success).toBe(true);
    const code = paid.body.payment.voucher_code;
    expect(code).toBeTruthy();
    const { access_token: token } = await login(api);
    const before = (await get(api, `${USER}/creditBalance?supplier=1`, { token })).body.balance;
    const redeemed = await post(api, '/api/v1/cognito/giftVoucher/redeem', { code }, { token });
    expect(redeemed.body.success).toBe(true);
    expect((await get(api, `${USER}/creditBalance?supplier=1`, { token })).body.balance).toBe(Math.round((before + 75.5) * 100) / 100);
    expect((await post(api, '/api/v1/cognito/giftVoucher/redeem', { code }, { token })).body.success).toBe(false);
    expect((await post(api, '/api/v1/cognito/giftVoucher/redeem', { code: 'NOPE-NOPE' }, { token })).body.success).toBe(false);
    expect((await post(api, '/api/v1/cognito/giftVoucher/redeem', { code })).status).toBe(401);
    expect(
      (await post(api, '/api/v1/cognito/giftVoucher/payNow', { theme_id: theme.id, amount: 0, url: b64('http://x.example/') })).body
        .success,
    ).toBe(false);
  });

  it('a form with a cost leads to payment; a members-only form needs login', async () => {
    const paid = await post(api, '/api/v1/cognito/form/submit/track-day-entry', {
      data: { driver: 'Sam', vehicle: 'Civic', class: 'car' },
      url: b64('http://localhost:5173/enter'),
    });
    expect(paid.body.success).toBe(true);
    expect(paid.body.payment).toContain('/dev/pay/');
    expect((await post(api, '/api/v1/cognito/form/submit/members-feedback', { data: { feedback: 'Great day' } })).status).toBe(401);
    const { access_token: token } = await login(api);
    expect(
      (await post(api, '/api/v1/cognito/form/submit/members-feedback', { data: { feedback: 'Great day' } }, { token })).body.success,
    ).toBe(true);
  });
});
