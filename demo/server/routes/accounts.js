// Accounts (000 §7 Auth and User): password and passwordless login, recovery, tokens, the
// member's profile and picture, credit and addresses. The OAuth authorisation-code flow is in oauth.js.
import { checkPassword, hashPassword, issueTokens, randomToken, rotateRefresh, sixDigitCode, verifyJwt } from '../auth.js';
import { ApiError, badRequest, corsHeaders, emailParam, escapeHtml, redirect, sendHtml, stringParam } from '../http.js';
import { addressOf, fmtDate, fmtTime, imageOf, imageParams, money, userOf } from '../present.js';
import { creditBalance, flag, sendMail } from '../services.js';

const USER = '/api/v1/cognito/user';
const CODE_TTL_MIN = 15;

export function fingerprintParam(value) {
  const s = stringParam(value, 'fingerprint', { max: 64 });
  if (!/^[\w-]+$/.test(s)) throw badRequest('fingerprint may hold letters, digits, _ and - only', { field: 'fingerprint' });
  return s;
}

/** yyyy-MM-dd or dd/mm/yyyy → yyyy-MM-dd of a real past date. */
function dateOfBirth(value, required) {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest('date_of_birth is required', { field: 'date_of_birth' });
    return null;
  }
  const s = String(value);
  const m =
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) ?? (/^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s) && [null, s.slice(6), s.slice(3, 5), s.slice(0, 2)]);
  const d = m && new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!d || d.getMonth() !== Number(m[2]) - 1 || d > new Date() || Number(m[1]) < 1900) {
    throw badRequest('date_of_birth is not a valid date', { field: 'date_of_birth' });
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * Where a login link lands: the page that asked (site_url, else its Referer) when it is on an
 * origin this back end serves (the CORS list, or the site's own origin); otherwise the site.
 * A link can therefore never carry a member's tokens to a stranger's page.
 */
function landingFor(app, ctx, siteUrl) {
  for (const candidate of [siteUrl, ctx.req.headers.referer]) {
    try {
      const u = new URL(candidate);
      const trusted = Object.keys(corsHeaders(u.origin, app.corsOrigins)).length > 0 || u.origin === new URL(app.siteUrl).origin;
      if ((u.protocol === 'http:' || u.protocol === 'https:') && trusted) {
        u.search = '';
        u.hash = '';
        return u.href;
      }
    } catch {
      /* not an address */
    }
  }
  return app.siteUrl;
}

export function accountRoutes(router, app) {
  const { db } = app;
  const tokens = (t, userId, fingerprint) => issueTokens(t, { userId, fingerprint, secret: app.secret, ttl: app.tokenTtl() });
  const loadUser = async (id) => {
    const u = await db.one('SELECT * FROM users WHERE id = $1', [id]);
    if (!u) throw new ApiError(401, 'This account no longer exists', { code: 'TOKEN_INVALID' });
    return u;
  };

  /** Mails a login link and a 6-digit code (or the code alone). */
  async function mailLoginCode(t, ctx, user, { fingerprint, codeOnly, siteUrl, purpose = 'login', subject }) {
    const code = sixDigitCode();
    const token = randomToken(24);
    await t.query(
      `INSERT INTO login_codes (user_id, purpose, code, token, fingerprint, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
      [user.id, purpose, code, token, fingerprint, CODE_TTL_MIN],
    );
    const landing = landingFor(app, ctx, siteUrl);
    const link = codeOnly ? null : `${ctx.base()}${USER}/loginLink/${token}?to=${encodeURIComponent(landing)}`;
    const lines = [`Hello ${user.first_name || 'there'},`, ''];
    if (purpose === 'recover') lines.push(`Your password recovery code is ${code}. It works for ${CODE_TTL_MIN} minutes.`);
    else {
      lines.push(`Your login code is ${code}. It works for ${CODE_TTL_MIN} minutes.`);
      if (link) lines.push('', `Or open this link to log in: ${link}`);
    }
    await sendMail(t, { to: user.email, subject, text: lines.join('\n'), link, code });
  }

  router.add('POST', `${USER}/login`, async (ctx) => {
    const body = await ctx.body();
    const email = stringParam(body.username, 'username', { max: 254 }).toLowerCase();
    const password = stringParam(body.password, 'password', { max: 200 });
    const fingerprint = fingerprintParam(body.fingerprint);
    const user = await db.one('SELECT id, password_hash FROM users WHERE email = $1', [email]);
    if (!user || !checkPassword(password, user.password_hash))
      throw new ApiError(401, 'The e-mail address or password is not right', { code: 'LOGIN_FAILED' });
    return tokens(db, user.id, fingerprint);
  });

  router.add('POST', `${USER}/refreshToken`, async (ctx) => {
    const body = await ctx.body();
    const refreshToken = stringParam(body.refresh_token, 'refresh_token', { max: 200 });
    const fingerprint = fingerprintParam(body.fingerprint);
    return rotateRefresh(db, { refreshToken, fingerprint, secret: app.secret, ttl: app.tokenTtl() });
  });

  /** Forgets the member's refresh tokens (on this device when a fingerprint is given). */
  router.add('GET', `${USER}/logout`, async (ctx) => {
    // An expired (but genuine) access token may still log out: its signature is checked, its age not.
    const header = String(ctx.req.headers.authorization ?? '');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    let id;
    try {
      id = token ? verifyJwt(token, app.secret, 0).sub : undefined;
    } catch {
      id = undefined;
    }
    if (id) {
      const fp = ctx.query.fingerprint;
      await db.query(
        `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR fingerprint = $2)`,
        [id, fp ?? null],
      );
    }
    return { success: true };
  });

  router.add('GET', `${USER}/authUser`, async (ctx) => userOf(ctx.base(), await loadUser(ctx.requireUser())));

  router.add('POST', `${USER}/sendLoginLink`, async (ctx) => {
    const body = await ctx.body();
    const email = emailParam(body.email);
    const fingerprint = fingerprintParam(body.fingerprint);
    const codeOnly = body.code_only === true || body.code_only === 1 || body.code_only === '1' || (await flag(db, 'code_only'));
    const user = await db.one('SELECT * FROM users WHERE email = $1', [email]);
    if (!user) throw new ApiError(404, 'No account uses this e-mail address. Please sign up first.', { field: 'email' });
    await db.tx((t) => mailLoginCode(t, ctx, user, { fingerprint, codeOnly, siteUrl: body.site_url, subject: 'Your login code' }));
    return {
      success: true,
      code_only: codeOnly,
      message: codeOnly ? `We have e-mailed a login code to ${email}.` : `We have e-mailed a login link and code to ${email}.`,
    };
  });

  router.add('POST', `${USER}/registerLink`, async (ctx) => {
    const body = await ctx.body();
    const email = emailParam(body.email);
    const first = stringParam(body.first_name, 'first_name', { max: 100 });
    const last = stringParam(body.last_name, 'last_name', { max: 100 });
    const dob = dateOfBirth(body.date_of_birth, await flag(db, 'ask_date_of_birth'));
    const fingerprint = fingerprintParam(body.fingerprint);
    return db.tx(async (t) => {
      const existing = await t.one('SELECT id FROM users WHERE email = $1', [email]);
      if (existing) throw new ApiError(409, 'An account already uses this e-mail address. Please log in instead.', { field: 'email' });
      const user = await t.one(
        `INSERT INTO users (email, first_name, last_name, date_of_birth, url) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [email, first, last, dob, `${`${first}-${last}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomToken(3).toLowerCase()}`],
      );
      await mailLoginCode(t, ctx, user, {
        fingerprint,
        codeOnly: false,
        siteUrl: body.site_url,
        subject: 'Welcome: confirm your e-mail address',
      });
      return { success: true, message: `We have e-mailed a login link and code to ${email}.` };
    });
  });

  /** The link in a login mail: one use; lands on the asking page with a and r (000 §2 token login). */
  router.add('GET', `${USER}/loginLink/:token`, async (ctx) => {
    const to = ctx.query.to && landingFor(app, { req: { headers: {} } }, ctx.query.to);
    const target = new URL(to || app.siteUrl);
    try {
      const pair = await db.tx(async (t) => {
        const row = await t.one(
          `UPDATE login_codes SET used_at = now() WHERE token = $1 AND purpose = 'login' AND used_at IS NULL AND expires_at > now() RETURNING user_id, fingerprint`,
          [ctx.params.token],
        );
        if (!row) throw new ApiError(400, 'This login link has been used or has expired');
        return tokens(t, row.user_id, row.fingerprint);
      });
      target.searchParams.set('a', pair.access_token);
      target.searchParams.set('r', pair.refresh_token);
      target.searchParams.set('b', ctx.base());
      redirect(ctx.res, target.href);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendHtml(
        ctx.res,
        400,
        `<!doctype html><title>Login link</title><p>${escapeHtml(error.message)}. <a href="${escapeHtml(target.href)}">Back to the site</a> to ask for a new one.</p>`,
      );
    }
  });

  router.add('GET', `${USER}/recoverPassword`, async (ctx) => {
    const email = emailParam(ctx.query.email);
    const user = await db.one('SELECT * FROM users WHERE email = $1', [email]);
    if (!user) throw new ApiError(404, 'No account uses this e-mail address.', { field: 'email' });
    await db.tx((t) =>
      mailLoginCode(t, ctx, user, { fingerprint: null, codeOnly: true, purpose: 'recover', subject: 'Your password recovery code' }),
    );
    return { success: true, message: `We have e-mailed a recovery code to ${email}.` };
  });

  /** Wrong codes per address: after MAX_CODE_TRIES within the code lifetime, codes stop working. */
  const wrongCodes = new Map();
  const MAX_CODE_TRIES = 5;

  /** Uses up a code of the member's; login codes and recovery codes both work for code login. */
  async function useCode(t, email, code, purposes) {
    const tries = wrongCodes.get(email);
    if (tries && tries.count >= MAX_CODE_TRIES && Date.now() - tries.since < CODE_TTL_MIN * 60_000) {
      throw new ApiError(429, 'Too many wrong codes: please ask for a new one in a few minutes', { field: 'code' });
    }
    const row = await t.one(
      `UPDATE login_codes c SET used_at = now() FROM users u
        WHERE c.user_id = u.id AND u.email = $1 AND c.code = $2 AND c.purpose = ANY($3::text[]) AND c.used_at IS NULL AND c.expires_at > now()
        RETURNING c.user_id`,
      [email, code, purposes],
    );
    if (!row) {
      const next = tries && Date.now() - tries.since < CODE_TTL_MIN * 60_000 ? tries : { count: 0, since: Date.now() };
      wrongCodes.set(email, { ...next, count: next.count + 1 });
      throw new ApiError(400, 'The code is not right or has expired', { field: 'code' });
    }
    wrongCodes.delete(email);
    return row.user_id;
  }

  router.add('GET', `${USER}/recoverPasswordCheck`, async (ctx) => {
    const email = emailParam(ctx.query.email);
    const code = stringParam(ctx.query.code, 'code', { max: 12 });
    const password = stringParam(ctx.query.newpassword, 'newpassword', { max: 200 });
    if (password.length < 8) throw badRequest('The new password needs at least 8 characters', { field: 'newpassword' });
    await db.tx(async (t) => {
      const id = await useCode(t, email, code, ['recover']);
      await t.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hashPassword(password)]);
      await t.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [id]);
    });
    return { success: true, message: 'Your password has been changed. Please log in.' };
  });

  router.add('GET', `${USER}/loginRecoveryCode`, async (ctx) => {
    const email = emailParam(ctx.query.email);
    const code = stringParam(ctx.query.code, 'code', { max: 12 });
    const fingerprint = fingerprintParam(ctx.query.fingerprint);
    return db.tx(async (t) => tokens(t, await useCode(t, email, code, ['login', 'recover']), fingerprint));
  });

  router.add('GET', `${USER}/creditBalance`, async (ctx) => {
    const supplier = ctx.query.supplier === undefined ? 1 : Number(ctx.query.supplier);
    if (!Number.isInteger(supplier) || supplier < 1) throw badRequest('supplier must be a positive whole number');
    return { success: true, supplier, balance: await creditBalance(db, ctx.requireUser(), supplier) };
  });

  /** The member's account at a glance: profile, credit, addresses, orders and vouchers. */
  router.add('GET', `${USER}/myAccount`, async (ctx) => {
    const id = ctx.requireUser();
    const user = await loadUser(id);
    const addresses = await db.query('SELECT * FROM addresses WHERE user_id = $1 AND enabled ORDER BY id', [id]);
    const orders = await db.query('SELECT id, total_amount, status, created_at FROM orders WHERE user_id = $1 ORDER BY id DESC', [id]);
    const vouchers = await db.query(
      `SELECT v.code, v.amount, v.status, t.name AS theme FROM vouchers v JOIN voucher_themes t ON t.id = v.theme_id WHERE (v.buyer_id = $1 OR v.redeemed_by = $1) AND v.status <> 'unpaid' ORDER BY v.id DESC`,
      [id],
    );
    return {
      user: userOf(ctx.base(), user),
      balance: await creditBalance(db, id),
      addresses: addresses.map(addressOf),
      invoices: orders.map((o) => ({ id: o.id, total_amount: money(o.total_amount), status: o.status, created_at: fmtTime(o.created_at) })),
      vouchers: vouchers.map((v) => ({ ...v, amount: money(v.amount) })),
    };
  });

  /** {image}: a data: URL (png, jpeg, webp or gif) of at most 1 MB; becomes the member's picture. */
  router.add('POST', `${USER}/uploadImage`, async (ctx) => {
    const id = ctx.requireUser();
    const body = await ctx.body();
    const m = /^data:image\/(png|jpe?g|webp|gif);base64,([A-Za-z0-9+/=\s]+)$/.exec(String(body.image ?? ''));
    if (!m) throw badRequest('image must be a data: URL of a png, jpeg, webp or gif picture', { field: 'image' });
    const bytes = Buffer.from(m[2], 'base64');
    const { default: sharp } = await import('sharp');
    let meta;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw badRequest('image is not a readable picture', { field: 'image' });
    }
    const hash = randomToken(9)
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 12);
    await db.tx(async (t) => {
      await t.query('INSERT INTO images (hash, name, width, height, data) VALUES ($1, $2, $3, $4, $5)', [
        hash,
        `user ${id}`,
        meta.width,
        meta.height,
        bytes,
      ]);
      await t.query('UPDATE users SET image_hash = $2 WHERE id = $1', [id, hash]);
    });
    return { success: true, image: imageOf(ctx.base(), hash, { aspect: 'Square', width: 300 }) };
  });

  /**
   * Profile update (000 §6: what may change follows the site's edit_* flags). Only a change is
   * refused: a client that sends back the whole User it read, unchanged fields included, saves.
   * The date of birth may be set when empty with edit_date_of_birth, and changed once set only
   * with change_date_of_birth as well (000 §4; the same rule as the SDK's profile form).
   */
  router.add('POST', `${USER}/update`, async (ctx) => {
    const id = ctx.requireUser();
    const body = await ctx.body();
    const user = await loadUser(id);
    const sets = {};
    const profile = { ...user.profile };
    if (body.first_name !== undefined || body.last_name !== undefined) {
      const first = stringParam(body.first_name ?? user.first_name, 'first_name', { max: 100 });
      const last = stringParam(body.last_name ?? user.last_name, 'last_name', { max: 100 });
      if ((first !== user.first_name || last !== user.last_name) && !(await flag(db, 'edit_name'))) {
        throw new ApiError(403, 'Names cannot be changed on this site', { field: first !== user.first_name ? 'first_name' : 'last_name' });
      }
      Object.assign(sets, { first_name: first, last_name: last });
    }
    if (body.mobile_phone !== undefined) sets.mobile_phone = stringParam(body.mobile_phone, 'mobile_phone', { required: false, max: 40 });
    if (body.email !== undefined && String(body.email).toLowerCase() !== user.email)
      throw badRequest('The e-mail address cannot be changed here', { field: 'email' });
    // An empty date_of_birth leaves the stored one as it is: the date is never cleared.
    if (body.date_of_birth !== undefined && body.date_of_birth !== null && body.date_of_birth !== '') {
      const dob = dateOfBirth(body.date_of_birth, true);
      const current = fmtDate(user.date_of_birth);
      if (current !== dob) {
        if (!(await flag(db, 'edit_date_of_birth')))
          throw new ApiError(403, 'The date of birth cannot be changed on this site', { field: 'date_of_birth' });
        if (current && !(await flag(db, 'change_date_of_birth')))
          throw new ApiError(403, 'The date of birth cannot be changed once set', { field: 'date_of_birth' });
      }
      sets.date_of_birth = dob;
    }
    const gated = {
      drivers_licence_number: 'edit_drivers_licence',
      drivers_licence_expiry: 'edit_drivers_licence',
      drivers_licence_state_of_issue_id: 'edit_drivers_licence',
      emergency_contact_name: 'edit_emergency_contact',
      emergency_contact_phone: 'edit_emergency_contact',
      company_name: 'edit_company_name',
      company_phone: 'edit_company_phone',
      trading_name: 'edit_trading_name',
      abn: 'edit_abn',
      website: 'edit_website',
      facebook_link: 'edit_facebook',
      club_additional_member: 'edit_club_additional_member',
    };
    for (const [field, flagName] of Object.entries(gated)) {
      if (body[field] === undefined || body[field] === (profile[field] ?? null) || (body[field] === '' && !profile[field])) continue;
      if (!(await flag(db, flagName))) throw new ApiError(403, `${field} cannot be changed on this site`, { field });
      profile[field] = body[field] === null ? null : stringParam(body[field], field, { required: false, max: 200 });
    }
    if (body.newpassword) {
      const pw = stringParam(body.newpassword, 'newpassword', { max: 200 });
      if (pw.length < 8) throw badRequest('The new password needs at least 8 characters', { field: 'newpassword' });
      sets.password_hash = hashPassword(pw);
    }
    if (body.current_address_id !== undefined && body.current_address_id !== null) {
      const owned = await db.one('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [Number(body.current_address_id), id]);
      if (!owned) throw badRequest('current_address_id is not one of your addresses', { field: 'current_address_id' });
      sets.current_address_id = owned.id;
    }
    const keys = Object.keys(sets);
    const assignments = keys.map((k, i) => `${k} = $${i + 3}`);
    await db.query(`UPDATE users SET profile = $2${assignments.length ? ', ' + assignments.join(', ') : ''} WHERE id = $1`, [
      id,
      JSON.stringify(profile),
      ...keys.map((k) => sets[k]),
    ]);
    return { success: true, message: 'Your profile has been saved', user: userOf(ctx.base(), await loadUser(id)) };
  });

  /** A member's public card: name and picture only. */
  router.add('GET', `${USER}/:url`, async (ctx) => {
    const u = await db.one('SELECT id, first_name, last_name, url, image_hash FROM users WHERE url = $1', [ctx.params.url]);
    if (!u) throw new ApiError(404, 'No member has this address');
    const { aspect, width } = imageParams(ctx.query, 'Square', 300);
    return {
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      url: u.url,
      image: imageOf(ctx.base(), u.image_hash, { aspect, width }),
    };
  });

  // Addresses (000 §7)
  const ADDRESS = '/api/v1/sell/address';
  const ADDRESS_FIELDS = [
    'display_name',
    'first_name',
    'last_name',
    'email',
    'phone',
    'company',
    'street_address',
    'street_address_1',
    'postcode',
    'city',
    'state',
    'country',
  ];
  const REQUIRED = ['street_address', 'postcode', 'city'];

  router.add('GET', ADDRESS, async (ctx) => {
    const rows = await db.query('SELECT * FROM addresses WHERE user_id = $1 ORDER BY id', [ctx.requireUser()]);
    return { num_items: rows.length, num_pages: 1, data: rows.map(addressOf) };
  });
  router.add('POST', `${ADDRESS}/create`, async (ctx) => {
    const id = ctx.requireUser();
    const body = await ctx.body();
    const values = ADDRESS_FIELDS.map((f) => stringParam(body[f], f, { required: REQUIRED.includes(f), max: 200 }));
    const v = Object.fromEntries(ADDRESS_FIELDS.map((f, i) => [f, values[i]]));
    v.country = (v.country || 'AU').toUpperCase();
    if (!v.display_name) v.display_name = `${v.street_address}, ${v.city}`;
    const row = await db.one(
      `INSERT INTO addresses (user_id, ${ADDRESS_FIELDS.join(', ')}) VALUES ($1, ${ADDRESS_FIELDS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING *`,
      [id, ...ADDRESS_FIELDS.map((f) => v[f])],
    );
    return { success: true, data: addressOf(row), ...addressOf(row) };
  });
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ]) {
    router.add('POST', `${ADDRESS}/${action}`, async (ctx) => {
      const user = ctx.requireUser();
      const body = await ctx.body();
      const id = Number(body.id);
      if (!Number.isInteger(id) || id < 1) throw badRequest('id is required', { field: 'id' });
      const row = await db.one('UPDATE addresses SET enabled = $3 WHERE id = $1 AND user_id = $2 RETURNING *', [id, user, enabled]);
      if (!row) throw new ApiError(404, 'No address of yours has this id');
      return { success: true, data: addressOf(row) };
    });
  }
}
