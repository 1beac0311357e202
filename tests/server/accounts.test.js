// Accounts: password, code and link login, tokens and their rotation, sign-up, recovery, the
// OAuth authorisation-code flow, the member's profile, picture, credit and addresses.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT, call, get, lastMail, login, post, startServer } from './helpers.js';

const USER = '/api/v1/cognito/user';
const DEMO = 'demo@venue.example';
const CLIENT = 'venue-elements-demo';
const REDIRECT = 'http://localhost:8080/auth';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});

/** Registers a fresh member and returns the address. */
async function register(prefix) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@venue.example`;
  const res = await post(api, `${USER}/registerLink`, {
    email,
    first_name: 'Test',
    last_name: 'Rider',
    date_of_birth: '1990-05-17',
    fingerprint: FINGERPRINT,
    site_url: 'http://localhost:5173/site.html',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return email;
}

describe('password login and tokens', () => {
  it('logs in with the right password', async () => {
    const res = await post(api, `${USER}/login`, { username: DEMO, password: 'demo1234', fingerprint: FINGERPRINT });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(typeof res.body.refresh_token).toBe('string');
    expect(res.body.expires_in).toBe(900);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await post(api, `${USER}/login`, { username: DEMO, password: 'wrong-password', fingerprint: FINGERPRINT });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/not right/);
  });

  it('refuses a missing fingerprint with 400', async () => {
    const res = await post(api, `${USER}/login`, { username: DEMO, password: 'demo1234' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('fingerprint');
  });

  it('authUser answers the member with a token and 401 without', async () => {
    const { access_token: token } = await login(api);
    const res = await get(api, `${USER}/authUser`, { token });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(DEMO);
    expect(res.body.id).toBeGreaterThan(0);
    const anonymous = await get(api, `${USER}/authUser`);
    expect(anonymous.status).toBe(401);
  });

  it('an expired token is 401 TOKEN_EXPIRED', async () => {
    const set = await post(api, '/dev/faults', { token_ttl_s: 1 });
    expect(set.body.faults.token_ttl_s).toBe(1);
    let token;
    try {
      const pair = await login(api);
      expect(pair.expires_in).toBe(1);
      token = pair.access_token;
    } finally {
      await call(api, 'DELETE', '/dev/faults');
    }
    // exp is whole seconds: at most 2 s after issue it has passed
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp;
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
    const res = await get(api, `${USER}/authUser`, { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });

  it('a tampered token is 401 TOKEN_INVALID', async () => {
    const { access_token: token } = await login(api);
    const [head, body, sig] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: payload.sub + 1 })).toString('base64url')}.${sig}`;
    const res = await get(api, `${USER}/authUser`, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
    expect(res.body.message).toBe('Signature verification failed');
    const garbage = await get(api, `${USER}/authUser`, { token: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.code).toBe('TOKEN_INVALID');
  });

  it('refresh rotates: a new pair; the old refresh token is refused afterwards', async () => {
    const first = await login(api);
    const next = await post(api, `${USER}/refreshToken`, { refresh_token: first.refresh_token, fingerprint: FINGERPRINT });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    expect((await get(api, `${USER}/authUser`, { token: next.body.access_token })).body.email).toBe(DEMO);
    const again = await post(api, `${USER}/refreshToken`, { refresh_token: first.refresh_token, fingerprint: FINGERPRINT });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('TOKEN_INVALID');
    // the new one still works once
    const third = await post(api, `${USER}/refreshToken`, { refresh_token: next.body.refresh_token, fingerprint: FINGERPRINT });
    expect(third.status).toBe(200);
  });

  it('logout revokes the refresh tokens', async () => {
    const pair = await login(api);
    const out = await get(api, `${USER}/logout?fingerprint=${FINGERPRINT}`, { token: pair.access_token });
    expect(out.body.success).toBe(true);
    const res = await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: FINGERPRINT });
    expect(res.status).toBe(401);
  });

  it('logout with an expired access token still revokes the refresh tokens', async () => {
    // app routes/accounts.js: "an expired token may still log out" — the member's refresh tokens
    // must not stay usable because the access token had run out.
    await post(api, '/dev/faults', { token_ttl_s: 1 });
    let pair;
    try {
      pair = await login(api, DEMO, 'demo1234', 'logout-device-1');
    } finally {
      await call(api, 'DELETE', '/dev/faults');
    }
    const exp = JSON.parse(Buffer.from(pair.access_token.split('.')[1], 'base64url').toString()).exp;
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
    expect((await get(api, `${USER}/authUser`, { token: pair.access_token })).body.code).toBe('TOKEN_EXPIRED');
    const out = await get(api, `${USER}/logout?fingerprint=logout-device-1`, { token: pair.access_token });
    expect(out.status).toBe(200);
    const res = await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: 'logout-device-1' });
    expect(res.status).toBe(401);
  });

  it('refresh from another fingerprint is refused', async () => {
    const pair = await login(api);
    const res = await post(api, `${USER}/refreshToken`, { refresh_token: pair.refresh_token, fingerprint: 'other-device-42' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('code and link login', () => {
  it('sendLoginLink mails a 6-digit code and a link', async () => {
    const res = await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, site_url: 'http://localhost:5173/page' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const mail = await lastMail(api, DEMO);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect(mail.link).toContain(`${USER}/loginLink/`);
    expect(mail.text).toContain(mail.link);
  });

  it('code_only mails a code without a link', async () => {
    const res = await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, code_only: true });
    expect(res.status).toBe(200);
    expect(res.body.code_only).toBe(true);
    const mail = await lastMail(api, DEMO);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBeNull();
    expect(mail.text).not.toContain('loginLink');
  });

  it('an unknown address is 404 and a bad one 400', async () => {
    expect((await post(api, `${USER}/sendLoginLink`, { email: 'nobody@venue.example', fingerprint: FINGERPRINT })).status).toBe(404);
    expect((await post(api, `${USER}/sendLoginLink`, { email: 'not-an-email', fingerprint: FINGERPRINT })).status).toBe(400);
  });

  it('loginRecoveryCode gives tokens once', async () => {
    await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, code_only: true });
    const { code } = await lastMail(api, DEMO);
    const q = `email=${encodeURIComponent(DEMO)}&code=${code}&fingerprint=${FINGERPRINT}`;
    const res = await get(api, `${USER}/loginRecoveryCode?${q}`);
    expect(res.status).toBe(200);
    expect((await get(api, `${USER}/authUser`, { token: res.body.access_token })).body.email).toBe(DEMO);
    const twice = await get(api, `${USER}/loginRecoveryCode?${q}`);
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('code');
  });

  it('following the link redirects to the site_url with a, r and b', async () => {
    const site = 'http://localhost:5173/site.html';
    await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, site_url: `${site}?x=1#top` });
    const { link } = await lastMail(api, DEMO);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location'));
    expect(`${target.origin}${target.pathname}`).toBe(site);
    const a = target.searchParams.get('a');
    expect(target.searchParams.get('r')).toBeTruthy();
    expect(target.searchParams.get('b')).toBe(api.url);
    expect((await get(api, `${USER}/authUser`, { token: a })).body.email).toBe(DEMO);
    // one use
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(400);
  });
});

describe('where a login link may land', () => {
  it('a link asked for with a foreign site_url does not carry the tokens there', async () => {
    // Anyone may ask for a login link for any address: the genuine mail must not hand the
    // member's tokens to a site the venue does not serve (only allowed origins, else the site).
    await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, site_url: 'https://evil.example/collect' });
    const { link } = await lastMail(api, DEMO);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location'));
    expect(target.origin).not.toBe('https://evil.example');
  });

  it('a link whose to= is changed afterwards does not carry the tokens there', async () => {
    await post(api, `${USER}/sendLoginLink`, { email: DEMO, fingerprint: FINGERPRINT, site_url: 'http://localhost:5173/' });
    const { link } = await lastMail(api, DEMO);
    const changed = new URL(link);
    changed.searchParams.set('to', 'https://evil.example/collect');
    const res = await fetch(changed, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')).origin).not.toBe('https://evil.example');
  });
});

describe('sign-up and password recovery', () => {
  it('registerLink creates a member; 409 on repeat; 400 on a bad address', async () => {
    const email = await register('signup');
    const rows = await api.db.query('SELECT first_name, last_name FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ first_name: 'Test', last_name: 'Rider' }]);
    const mail = await lastMail(api, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('loginLink');
    const repeat = await post(api, `${USER}/registerLink`, {
      email,
      first_name: 'Test',
      last_name: 'Rider',
      date_of_birth: '1990-05-17',
      fingerprint: FINGERPRINT,
    });
    expect(repeat.status).toBe(409);
    const bad = await post(api, `${USER}/registerLink`, {
      email: 'no-at-sign',
      first_name: 'Test',
      last_name: 'Rider',
      date_of_birth: '1990-05-17',
      fingerprint: FINGERPRINT,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });

  it('recoverPassword then recoverPasswordCheck sets a new password; a wrong code is 400', async () => {
    const email = await register('recover');
    const ask = await get(api, `${USER}/recoverPassword?email=${encodeURIComponent(email)}`);
    expect(ask.status).toBe(200);
    const { code, subject } = await lastMail(api, email);
    expect(subject).toMatch(/recovery/i);
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await get(
      api,
      `${USER}/recoverPasswordCheck?email=${encodeURIComponent(email)}&code=${wrongCode}&newpassword=brand-new-pass`,
    );
    expect(wrong.status).toBe(400);
    const short = await get(api, `${USER}/recoverPasswordCheck?email=${encodeURIComponent(email)}&code=${code}&newpassword=short`);
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('newpassword');
    const ok = await get(api, `${USER}/recoverPasswordCheck?email=${encodeURIComponent(email)}&code=${code}&newpassword=brand-new-pass`);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const res = await post(api, `${USER}/login`, { username: email, password: 'brand-new-pass', fingerprint: FINGERPRINT });
    expect(res.status).toBe(200);
    const old = await post(api, `${USER}/login`, { username: email, password: 'something-else', fingerprint: FINGERPRINT });
    expect(old.status).toBe(401);
  });
});

describe('OAuth authorisation code', () => {
  it('GET /oauth/authorize shows a login page; a bad redirect_uri or client is 400', async () => {
    const q = (redirect, client = CLIENT) =>
      `/oauth/authorize?client_id=${client}&redirect_uri=${encodeURIComponent(redirect)}&state=s1&nonce=n1&scope=all`;
    const page = await get(api, q(REDIRECT));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('name="password"');
    expect((await get(api, q('https://evil.example/auth'))).status).toBe(400);
    expect((await get(api, q(REDIRECT, 'no-such-client'))).status).toBe(400);
  });

  it('POST /oauth/authorize redirects with a code and the same state; /authtoken exchanges it once', async () => {
    const form = new URLSearchParams({
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      state: 'state-xyz-123',
      nonce: 'nonce-1',
      scope: 'all',
      email: DEMO,
      password: 'demo1234',
    });
    const res = await fetch(`${api.url}/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location'));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-xyz-123');
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const wrongClient = await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: 'other-client' });
    expect(wrongClient.status).toBe(400);
    const exchange = await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT });
    expect(exchange.status).toBe(200);
    expect((await get(api, `${USER}/authUser`, { token: exchange.body.access_token })).body.email).toBe(DEMO);
    const twice = await post(api, '/authtoken', { grant_type: 'authorization_code', code, client_id: CLIENT });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('invalid_grant');
  });

  it('a wrong password shows the page again with 401', async () => {
    const form = new URLSearchParams({ client_id: CLIENT, redirect_uri: REDIRECT, state: 's', email: DEMO, password: 'nope' });
    const res = await fetch(`${api.url}/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('not right');
  });
});

describe('the member account', () => {
  let token;
  beforeAll(async () => {
    token = (await login(api)).access_token;
  });

  it('creditBalance is the seeded credit', async () => {
    const res = await get(api, `${USER}/creditBalance`, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.supplier).toBe(1);
    const [{ sum }] = await api.db.query(
      `SELECT coalesce(sum(c.amount), 0)::float AS sum FROM credits c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [DEMO],
    );
    expect(res.body.balance).toBe(sum);
    expect(res.body.balance).toBeGreaterThan(0);
    expect((await get(api, `${USER}/creditBalance`)).status).toBe(401);
  });

  it('myAccount has the user, balance, addresses and invoices', async () => {
    const res = await get(api, `${USER}/myAccount`, { token });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(DEMO);
    expect(typeof res.body.balance).toBe('number');
    expect(res.body.addresses.length).toBeGreaterThanOrEqual(1);
    expect(res.body.addresses[0].city).toBeTruthy();
    expect(Array.isArray(res.body.invoices)).toBe(true);
    expect(Array.isArray(res.body.vouchers)).toBe(true);
  });

  it('user/{url} shows the public card; unknown 404', async () => {
    const [{ url, id }] = await api.db.query('SELECT url, id FROM users WHERE email = $1', [DEMO]);
    const res = await get(api, `${USER}/${url}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, url });
    expect(res.body.first_name).toBeTruthy();
    expect(res.body).not.toHaveProperty('email');
    expect((await get(api, `${USER}/no-such-member-url`)).status).toBe(404);
  });

  it('uploadImage takes a PNG data URL and refuses garbage', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    const res = await post(api, `${USER}/uploadImage`, { image: `data:image/png;base64,${png.toString('base64')}` }, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.image).toBeTruthy();
    const [{ image_hash: hash }] = await api.db.query('SELECT image_hash FROM users WHERE email = $1', [DEMO]);
    const [stored] = await api.db.query('SELECT width, height FROM images WHERE hash = $1', [hash]);
    expect(stored).toEqual({ width: 4, height: 3 });
    const garbage = await post(
      api,
      `${USER}/uploadImage`,
      { image: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` },
      { token },
    );
    expect(garbage.status).toBe(400);
    const notData = await post(api, `${USER}/uploadImage`, { image: 'http://example.com/x.png' }, { token });
    expect(notData.status).toBe(400);
    expect((await post(api, `${USER}/uploadImage`, { image: `data:image/png;base64,${png.toString('base64')}` })).status).toBe(401);
  });

  it('update changes the name when edit_name is on, and refuses when off', async () => {
    const on = await post(api, '/dev/settings', { edit_name: true });
    expect(on.body.data.feature_flags.edit_name).toBe(true);
    const res = await post(api, `${USER}/update`, { first_name: 'Renamed', last_name: 'Member', mobile_phone: '0400 111 222' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user.first_name).toBe('Renamed');
    expect((await get(api, `${USER}/authUser`, { token })).body.last_name).toBe('Member');
    await post(api, '/dev/settings', { edit_name: false });
    const off = await post(api, `${USER}/update`, { first_name: 'Again' }, { token });
    expect(off.status).toBe(403);
    await post(api, '/dev/settings', { edit_name: true });
    const email = await post(api, `${USER}/update`, { email: 'other@venue.example' }, { token });
    expect(email.status).toBe(400);
  });

  it('addresses: create, list, disable, enable and bad input', async () => {
    const created = await post(
      api,
      '/api/v1/sell/address/create',
      { street_address: '1 Test Lane', postcode: '2000', city: 'Sydney', state: 'NSW', first_name: 'A', last_name: 'B' },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ street_address: '1 Test Lane', postcode: '2000', city: 'Sydney', country: 'AU' });

    const list = await get(api, '/api/v1/sell/address', { token });
    expect(list.body.data.map((a) => a.id)).toContain(id);
    expect(list.body.num_items).toBe(list.body.data.length);

    const disabled = await post(api, '/api/v1/sell/address/disable', { id }, { token });
    expect(disabled.body.data.enabled).toBe(false);
    const account = await get(api, `${USER}/myAccount`, { token });
    expect(account.body.addresses.map((a) => a.id)).not.toContain(id);
    const enabled = await post(api, '/api/v1/sell/address/enable', { id }, { token });
    expect(enabled.body.data.enabled).toBe(true);

    const missing = await post(api, '/api/v1/sell/address/create', { street_address: '2 Lane', city: 'Sydney' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('postcode');
    expect((await post(api, '/api/v1/sell/address/disable', { id: 'abc' }, { token })).status).toBe(400);
    expect((await post(api, '/api/v1/sell/address/disable', { id: 999999 }, { token })).status).toBe(404);
    expect((await get(api, '/api/v1/sell/address')).status).toBe(401);
  });
});
