// Forms, contact messages, payments and gift vouchers (001 §7).
import { randomBytes } from 'node:crypto';
import { ApiError, EMAIL, badRequest, emailParam, stringParam } from '../http.js';
import { decodeReturnUrl, imageOf, money } from '../present.js';
import { createPayment, domainSettings, paymentStatus, sendMail } from '../services.js';

const COGNITO = '/api/v1/cognito';
const SURCHARGES = [
  { gateway: 'card', name: 'Credit or debit card', percent: 1.5 },
  { gateway: 'amex', name: 'American Express', percent: 2.9 },
];
const VOUCHER_MAX = 2000;
/** Where a captcha's token comes, as reCAPTCHA, Turnstile and hCaptcha name it in a form. */
const CAPTCHA_FIELDS = ['g-recaptcha-response', 'cf-turnstile-response', 'h-captcha-response'];

/**
 * Checks submitted values against a form's fields (data and questions of 001 §3): required,
 * number min/max, e-mail, select values, dates. Returns the cleaned details or throws a 400
 * naming the field.
 */
export function validateForm(form, values) {
  const fields = [
    ...form.data.filter((f) => !['paragraph', 'header', 'button'].includes(f.type)).map((f) => ({ ...f, kind: f.type })),
    ...form.questions.filter((q) => !['content', 'submit'].includes(q.field_type)).map((q) => ({ ...q, kind: q.field_type })),
  ];
  const details = {};
  for (const f of fields) {
    let v = values[f.name];
    const label = f.label || f.name;
    const fail = (why) => new ApiError(400, `${label}: ${why}`, { field: f.name, error: `${label}: ${why}` });
    if (f.kind === 'checkbox') v = v === true || v === 1 || v === '1' ? 1 : 0;
    const empty = v === undefined || v === null || v === '' || (f.kind === 'checkbox' && v === 0);
    if (empty) {
      if (f.required === true || f.required === 1 || f.required === '1') throw fail('this field is required');
      details[f.name] = f.kind === 'checkbox' ? 0 : '';
      continue;
    }
    if (typeof v === 'object') throw fail('must be text');
    const s = String(v).trim();
    if (s.length > 5000) throw fail('is too long');
    if (['number', 'currency', 'percent'].includes(f.kind)) {
      const n = Number(s);
      if (!Number.isFinite(n)) throw fail('must be a number');
      if (f.min !== undefined && f.min !== '' && n < Number(f.min)) throw fail(`must be at least ${f.min}`);
      if (f.max !== undefined && f.max !== '' && n > Number(f.max)) throw fail(`must be at most ${f.max}`);
      if (f.kind === 'percent' && (n < 0 || n > 100)) throw fail('must be from 0 to 100');
      details[f.name] = n;
      continue;
    }
    if (f.kind === 'email' && !EMAIL.test(s)) throw fail('must be an e-mail address');
    if (f.kind === 'date' && !/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/.test(s)) throw fail('must be a date');
    if (f.kind === 'time' && !/^\d{1,2}:\d{2}/.test(s)) throw fail('must be a time');
    if (f.kind === 'select' && Array.isArray(f.values) && f.values.length) {
      const allowed = f.values.map((o) => String(typeof o === 'object' ? (o.value ?? o.label) : o));
      if (!allowed.includes(s)) throw fail('is not one of the choices');
    }
    details[f.name] = s;
  }
  return details;
}

export function formRoutes(router, app) {
  const { db } = app;

  const loadForm = async (key) => {
    const form = await db.one('SELECT * FROM forms WHERE (id::text = $1 OR url = $1) AND enabled', [String(key)]);
    if (!form) throw new ApiError(404, 'This form does not exist');
    return form;
  };

  /**
   * POST form/submit/{id} {data: {name: value}, url}: values keyed by field name (also accepted at
   * the top level). A form with a cost replies with the payment address to send the visitor to.
   */
  router.add('POST', `${COGNITO}/form/submit/:id`, async (ctx) => {
    const form = await loadForm(ctx.params.id);
    const body = await ctx.body();
    const userId = form.must_be_logged_on ? ctx.requireUser() : ctx.userId();
    const { url, data, ...rest } = body;
    // use_captcha (001 §3): the venue's server checks the captcha's token with its service before it
    // takes the form; this back end has no service to ask, so it refuses a form without one and
    // takes any (contract/openapi.json, x-assumed). The token is not one of the form's values.
    const token = CAPTCHA_FIELDS.map((name) => body[name]).find((value) => typeof value === 'string' && value.trim());
    if (form.use_captcha && !token)
      throw new ApiError(400, 'Please complete the captcha', { field: 'captcha', error: 'Please complete the captcha' });
    for (const name of CAPTCHA_FIELDS) delete rest[name];
    const values = data && typeof data === 'object' && !Array.isArray(data) ? data : rest;
    const details = validateForm(form, values);
    const cost = money(form.cost);
    const returnUrl = decodeReturnUrl(url);
    if (cost > 0 && !returnUrl)
      throw badRequest('url (the current address, base64) is needed to return from the payment', { field: 'url' });
    return db.tx(async (t) => {
      const row = await t.one('INSERT INTO form_submissions (form_id, kind, details, user_id) VALUES ($1, $2, $3, $4) RETURNING id', [
        form.id,
        'form',
        JSON.stringify(details),
        userId ?? null,
      ]);
      await sendMail(t, { to: 'office@venue.example', subject: `Form: ${form.name}`, text: JSON.stringify(details, null, 2) });
      if (cost > 0) {
        const payment = await createPayment(t, ctx.base(), { kind: 'form', refId: row.id, amount: cost, returnUrl });
        await t.query('UPDATE form_submissions SET payment_id = (SELECT id FROM payments WHERE kind = $2 AND ref_id = $1) WHERE id = $1', [
          row.id,
          'form',
        ]);
        return { success: true, error: null, payment, message: form.message, data: { id: row.id, form_id: form.id, details } };
      }
      return {
        success: true,
        error: null,
        payment: null,
        message: form.message || 'Thank you, your message has been sent',
        data: { id: row.id, form_id: form.id, details },
      };
    });
  });

  /** POST formSubmit {details: {name, email, subject, message}}: the contact form. */
  router.add('POST', `${COGNITO}/formSubmit`, async (ctx) => {
    const body = await ctx.body();
    const d = body.details;
    if (!d || typeof d !== 'object') throw badRequest('details is required', { field: 'details', error: 'details is required' });
    const details = {
      name: stringParam(d.name, 'name', { max: 200 }),
      email: emailParam(d.email),
      subject: stringParam(d.subject, 'subject', { max: 300 }),
      message: stringParam(d.message, 'message', { max: 5000 }),
    };
    await db.tx(async (t) => {
      await t.query(`INSERT INTO form_submissions (kind, details, user_id) VALUES ('contact', $1, $2)`, [
        JSON.stringify(details),
        ctx.userId() ?? null,
      ]);
      await sendMail(t, {
        to: 'office@venue.example',
        subject: `Contact: ${details.subject}`,
        text: `${details.name} <${details.email}>\n\n${details.message}`,
      });
    });
    return { success: true, error: null, message: 'Thank you for your message.' };
  });

  /** checkPaid {url (base64), payum_token}: {success, payment}. */
  router.add('GET', `${COGNITO}/payment/checkPaid`, async (ctx) => {
    const token = stringParam(ctx.query.payum_token, 'payum_token', { max: 100 });
    if (ctx.query.url !== undefined && !decodeReturnUrl(ctx.query.url))
      throw badRequest('url must be the base64 of an http(s) address', { field: 'url' });
    return paymentStatus(db, token);
  });

  const amountParam = (v) => {
    const n = Number(v);
    if (v === undefined || v === null || v === '' || !Number.isFinite(n) || n < 0 || n > 1_000_000)
      throw badRequest('amount must be a number of at least 0', { field: 'amount' });
    return money(n);
  };
  /** creditCardSurchargeOf {amount}: the card surcharge (1.5 %). */
  router.add('POST', `${COGNITO}/payment/creditCardSurchargeOf`, async (ctx) => {
    const amount = amountParam((await ctx.body()).amount);
    const surcharge = money((amount * SURCHARGES[0].percent) / 100);
    return { success: true, amount, percent: SURCHARGES[0].percent, surcharge, total: money(amount + surcharge) };
  });
  /** paymentSurchargesOf {amount}: the surcharge of every payment type. */
  router.add('POST', `${COGNITO}/payment/paymentSurchargesOf`, async (ctx) => {
    const amount = amountParam((await ctx.body()).amount);
    return {
      success: true,
      amount,
      data: SURCHARGES.map((s) => {
        const surcharge = money((amount * s.percent) / 100);
        return { ...s, surcharge, total: money(amount + surcharge) };
      }),
    };
  });

  /**
   * giftVoucher/payNow {theme_id, amount, url}: the amount must be one of the site's amounts
   * unless custom amounts are allowed; replies with the payment address.
   */
  router.add('POST', `${COGNITO}/giftVoucher/payNow`, async (ctx) => {
    const body = await ctx.body();
    const themeId = Number(body.theme_id);
    if (!Number.isInteger(themeId)) throw badRequest('theme_id is required', { field: 'theme_id' });
    const amount = Number(body.amount);
    if (!Number.isFinite(amount)) throw badRequest('amount must be a number', { field: 'amount' });
    const returnUrl = decodeReturnUrl(body.url);
    if (!returnUrl) throw badRequest('url (the current address, base64) is required', { field: 'url' });
    const theme = await db.one('SELECT id FROM voucher_themes WHERE id = $1 AND enabled', [themeId]);
    if (!theme) return { success: false, message: 'Please choose a voucher theme', payment: null };
    if (amount <= 0) return { success: false, message: 'Please choose an amount above $0', payment: null };
    if (amount > VOUCHER_MAX) return { success: false, message: `A gift voucher can be worth at most $${VOUCHER_MAX}`, payment: null };
    const vars = (await domainSettings(db)).template_variables ?? {};
    const amounts = String(vars.amounts ?? '')
      .split('|')
      .map(Number)
      .filter((n) => n > 0);
    if (vars.allow_custom_amounts === false && !amounts.includes(amount))
      return { success: false, message: 'Please choose one of the listed amounts', payment: null };
    return db.tx(async (t) => {
      const code = randomBytes(6)
        .toString('hex')
        .toUpperCase()
        .replace(/(.{4})(?=.)/g, '$1-');
      const v = await t.one('INSERT INTO vouchers (code, theme_id, amount, buyer_id) VALUES ($1, $2, $3, $4) RETURNING id', [
        code,
        themeId,
        money(amount),
        ctx.userId() ?? null,
      ]);
      const payment = await createPayment(t, ctx.base(), { kind: 'voucher', refId: v.id, amount, returnUrl });
      return { success: true, message: 'Redirecting to the payment page', payment };
    });
  });

  /** giftVoucher/redeem {code} (login required): a paid voucher becomes account credit, once. */
  router.add('POST', `${COGNITO}/giftVoucher/redeem`, async (ctx) => {
    const userId = ctx.requireUser();
    const code = stringParam((await ctx.body()).code, 'code', { max: 40 }).toUpperCase();
    return db.tx(async (t) => {
      const v = await t.one('SELECT * FROM vouchers WHERE code = $1 FOR UPDATE', [code]);
      if (!v || v.status === 'unpaid') return { success: false, message: 'This voucher code is not valid' };
      if (v.status === 'redeemed') return { success: false, message: 'This voucher has already been redeemed' };
      await t.query(`UPDATE vouchers SET status = 'redeemed', redeemed_by = $2, redeemed_at = now() WHERE id = $1`, [v.id, userId]);
      await t.query('INSERT INTO credits (user_id, amount, note) VALUES ($1, $2, $3)', [userId, v.amount, `Gift voucher ${code}`]);
      return { success: true, message: `$${money(v.amount).toFixed(2)} has been added to your account credit` };
    });
  });

  /** Voucher themes over REST too (the GraphQL query is cognitoGiftVoucherThemes). */
  router.add('GET', `${COGNITO}/giftVoucher/themes`, async (ctx) => {
    const rows = await db.query('SELECT id, name, image_hash FROM voucher_themes WHERE enabled ORDER BY id');
    return {
      data: rows.map((r) => ({ id: r.id, name: r.name, image: imageOf(ctx.base(), r.image_hash, { aspect: '16x9', width: 400 }) })),
    };
  });
}
