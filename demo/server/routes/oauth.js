// The OAuth-style authorisation-code flow (000 §4): the authorise page, with an identity
// provider (000 §6 login option google) when asked for one, and the code exchange.
import { checkPassword, issueTokens, randomToken } from '../auth.js';
import { ApiError, badRequest, escapeHtml, redirect, sendHtml, stringParam } from '../http.js';
import { fingerprintParam } from './accounts.js';

const OAUTH_CODE_TTL_S = 60;

/**
 * A development back end: a client registered with a loopback address (localhost, 127.0.0.1)
 * may return to any port and path of that host, as RFC 8252 §7.3 allows for the port, so demo
 * and test pages on free ports can finish the flow.
 */
function loopbackMatch(registered, redirectUri) {
  let asked;
  try {
    asked = new URL(redirectUri);
  } catch {
    return false;
  }
  if (!['localhost', '127.0.0.1'].includes(asked.hostname)) return false;
  return registered.some((r) => {
    try {
      const u = new URL(r);
      return u.hostname === asked.hostname && u.protocol === asked.protocol;
    } catch {
      return false;
    }
  });
}

export function oauthRoutes(router, app) {
  const { db } = app;
  const tokens = (t, userId, fingerprint) => issueTokens(t, { userId, fingerprint, secret: app.secret, ttl: app.tokenTtl() });

  /**
   * The identity providers the authorise address signs in with (000 §6 login option google;
   * contract: identity_provider=Google, as Cognito's authorise address takes it). This server
   * plays Google itself: a page that asks for the Google account's address.
   */
  const identityProvider = (value) => {
    if (value === undefined || value === null || value === '') return null;
    if (value !== 'Google') throw badRequest('identity_provider must be Google', { field: 'identity_provider' });
    return value;
  };
  const providerPage = (
    p,
    error = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${escapeHtml(p.provider)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit}.error{color:#b42318}</style></head>
<body><h1>Sign in with ${escapeHtml(p.provider)}</h1><p>The reference back end stands in for ${escapeHtml(p.provider)} here: the address given is taken as the ${escapeHtml(p.provider)} account's, and ${escapeHtml(p.client.name)} is told who signed in.</p>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${['client_id', 'redirect_uri', 'state', 'nonce', 'scope', 'identity_provider'].map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(k === 'client_id' ? p.client.client_id : k === 'redirect_uri' ? p.redirectUri : k === 'identity_provider' ? p.provider : (p[k] ?? ''))}">`).join('')}
<label for="email">${escapeHtml(p.provider)} account e-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="name">Name (for a new account)</label><input id="name" name="name" autocomplete="name">
<button type="submit">Continue</button></form></body></html>`;
  /** The member with this address, made on a first sign-in. */
  const providerMember = async (email, name) => {
    const found = await db.one('SELECT id FROM users WHERE email = $1', [email]);
    if (found) return found;
    const [first = '', ...rest] = name.trim().slice(0, 200).split(/\s+/);
    const last = rest.join(' ');
    const slug = `${`${first}-${last}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomToken(3).toLowerCase()}`;
    return db.one('INSERT INTO users (email, first_name, last_name, url) VALUES ($1, $2, $3, $4) RETURNING id', [email, first, last, slug]);
  };
  const authorizeParams = async (source) => {
    const client = await db.one('SELECT * FROM oauth_clients WHERE client_id = $1', [String(source.client_id ?? '')]);
    if (!client) throw badRequest('Unknown client_id');
    const redirectUri = stringParam(source.redirect_uri, 'redirect_uri', { max: 2000 });
    if (!client.redirect_uris.includes(redirectUri) && !loopbackMatch(client.redirect_uris, redirectUri))
      throw badRequest('redirect_uri is not registered for this client');
    const state = stringParam(source.state, 'state', { max: 200 });
    return {
      client,
      redirectUri,
      state,
      nonce: source.nonce ? String(source.nonce).slice(0, 200) : null,
      scope: String(source.scope ?? 'all'),
      provider: identityProvider(source.identity_provider),
    };
  };
  const authorizePage = (
    p,
    error = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Log in to ${escapeHtml(p.client.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit}.error{color:#b42318}</style></head>
<body><h1>Log in</h1><p>${escapeHtml(p.client.name)} asks to use your venue account (scope: ${escapeHtml(p.scope)}).</p>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${['client_id', 'redirect_uri', 'state', 'nonce', 'scope'].map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(k === 'client_id' ? p.client.client_id : k === 'redirect_uri' ? p.redirectUri : (p[k] ?? ''))}">`).join('')}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in and allow</button></form></body></html>`;

  router.add('GET', '/oauth/authorize', async (ctx) => {
    const p = await authorizeParams(ctx.query);
    sendHtml(ctx.res, 200, p.provider ? providerPage(p) : authorizePage(p));
  });
  router.add('POST', '/oauth/authorize', async (ctx) => {
    const body = await ctx.body();
    const p = await authorizeParams(body);
    const email = String(body.email ?? '').toLowerCase();
    let user;
    if (p.provider) {
      // The identity provider vouches for the address: its member, or a new one (as Cognito
      // makes a user on a first federated sign-in).
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return sendHtml(ctx.res, 400, providerPage(p, 'Please enter an e-mail address.'));
      user = await providerMember(email, String(body.name ?? ''));
    } else {
      user = await db.one('SELECT id, password_hash FROM users WHERE email = $1', [email]);
      if (!user || !checkPassword(String(body.password ?? ''), user.password_hash))
        return sendHtml(ctx.res, 401, authorizePage(p, 'The e-mail address or password is not right.'));
    }
    const code = randomToken(24);
    await db.query(
      `INSERT INTO oauth_codes (code, client_id, user_id, redirect_uri, nonce, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [code, p.client.client_id, user.id, p.redirectUri, p.nonce, OAUTH_CODE_TTL_S],
    );
    const back = new URL(p.redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', p.state);
    redirect(ctx.res, back.href);
  });

  /** POST /authtoken {grant_type: authorization_code, code, client_id}: single use, 60 s. */
  router.add('POST', '/authtoken', async (ctx) => {
    const body = await ctx.body();
    if (body.grant_type !== 'authorization_code')
      throw badRequest('grant_type must be authorization_code', { code: 'unsupported_grant_type' });
    const code = stringParam(body.code, 'code', { max: 200 });
    const clientId = stringParam(body.client_id, 'client_id', { max: 200 });
    const fingerprint = body.fingerprint ? fingerprintParam(body.fingerprint) : '';
    return db.tx(async (t) => {
      const row = await t.one(
        `UPDATE oauth_codes SET used_at = now() WHERE code = $1 AND client_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id, redirect_uri`,
        [code, clientId],
      );
      if (!row) throw new ApiError(400, 'The code is not valid, has expired or has been used', { code: 'invalid_grant' });
      if (body.redirect_uri && body.redirect_uri !== row.redirect_uri)
        throw new ApiError(400, 'redirect_uri does not match the one authorised', { code: 'invalid_grant' });
      return tokens(t, row.user_id, fingerprint);
    });
  });
}
