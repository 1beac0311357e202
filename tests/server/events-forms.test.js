// Events and forms: the calendar window, categories, events and event types, booking enquiries,
// form validation and submission (free, paid, members only), the contact form, surcharges, and
// gift vouchers from purchase to account credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer } from './helpers.js';

const LAKESIDE = '/api/v1/lakeside';
const COGNITO = '/api/v1/cognito';
const pad = (n) => String(n).padStart(2, '0');
const day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const b64 = (s) => Buffer.from(s).toString('base64');
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});

/** Valid values for every input of a form, made from its definition. */
function validValues(form) {
  const fields = [
    ...form.data.filter((f) => f.name && !['paragraph', 'header', 'button'].includes(f.type)).map((f) => [f, f.type]),
    ...form.questions.filter((q) => q.name && !['content', 'submit'].includes(q.field_type)).map((q) => [q, q.field_type]),
  ];
  const values = {};
  for (const [f, kind] of fields) {
    const lo = f.min !== undefined && f.min !== '' ? Number(f.min) : 0;
    const hi = f.max !== undefined && f.max !== '' ? Number(f.max) : lo + 10;
    values[f.name] =
      {
        email: 'rider@example.com',
        phone: '0400 123 456',
        number: Math.min(hi, lo + 1),
        currency: Math.min(hi, lo + 1),
        percent: 50,
        date: '2025-03-15',
        datetime: '2025-03-15 09:30',
        time: '09:30',
        checkbox: 1,
        select: f.values?.length ? (f.values[0].value ?? f.values[0].label) : 'x',
      }[kind] ?? `Some ${f.name}`;
  }
  return values;
}

async function formByUrl(url) {
  const res = await get(api, `${COGNITO}/form?url=${url}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('calendar and events', () => {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const end = new Date(now.getFullYear(), now.getMonth() + 2, 1);

  it('returns the items of the window with colours, at public venues only', async () => {
    const res = await get(api, `${LAKESIDE}/event/calendar?start=${day(start)}&end=${day(end)}`);
    expect(res.status).toBe(200);
    const [{ n }] = await api.db.query(
      `SELECT count(*)::int AS n FROM events e JOIN venues v ON v.id = e.venue_id
        WHERE e.enabled AND v.visible_to_public AND e.start_time < $2 AND e.end_time >= $1`,
      [start.toISOString(), end.toISOString()],
    );
    expect(n).toBeGreaterThan(5);
    expect(res.body).toHaveLength(n);
    const venues = await api.db.query('SELECT name, colour, visible_to_public FROM venues');
    const hidden = venues.filter((v) => !v.visible_to_public).map((v) => v.name);
    expect(hidden.length).toBeGreaterThan(0);
    for (const item of res.body) {
      expect(hidden).not.toContain(item.venue);
      const venue = venues.find((v) => v.name === item.venue);
      expect(item.backgroundColor).toBe(venue.colour);
      expect(item.textColor).toMatch(/^#(000000|ffffff)$/);
      expect(item.start).toMatch(TIME);
      expect(item.end).toMatch(TIME);
      expect(item.title).toBeTruthy();
      expect(item.event_type.url).toBeTruthy();
    }
    // dark red gets white text, amber black
    const red = res.body.find((i) => i.backgroundColor.toLowerCase() === '#c8102e');
    if (red) expect(red.textColor).toBe('#ffffff');
    const amber = res.body.find((i) => i.backgroundColor.toLowerCase() === '#f59e0b');
    if (amber) expect(amber.textColor).toBe('#000000');
    expect(red || amber).toBeTruthy();
    // events at hidden venues exist in the data but never show
    const hiddenIds = (
      await api.db.query(`SELECT e.id FROM events e JOIN venues v ON v.id = e.venue_id WHERE NOT v.visible_to_public`)
    ).map((r) => r.id);
    for (const item of res.body) expect(hiddenIds).not.toContain(item.id);
  });

  it('a window of this month only holds events overlapping it', async () => {
    const from = new Date(now.getFullYear(), now.getMonth(), 1);
    const to = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const res = await get(api, `${LAKESIDE}/event/calendar?start=${day(from)}&end=${day(to)}`);
    expect(res.status).toBe(200);
    for (const item of res.body) {
      expect(item.start < `${day(to)} 00:00:00`).toBe(true);
      expect(item.end >= `${day(from)} 00:00:00`).toBe(true);
    }
  });

  it('refuses bad dates, an end before the start and too wide a window', async () => {
    const feb30 = await get(api, `${LAKESIDE}/event/calendar?start=2025-02-30&end=2025-04-01`);
    expect(feb30.status).toBe(400);
    expect(feb30.body.field).toBe('start');
    expect((await get(api, `${LAKESIDE}/event/calendar?start=yesterday&end=2025-04-01`)).status).toBe(400);
    expect((await get(api, `${LAKESIDE}/event/calendar?start=2025-04-01`)).status).toBe(400);
    const backwards = await get(api, `${LAKESIDE}/event/calendar?start=2025-05-01&end=2025-04-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('end');
    expect((await get(api, `${LAKESIDE}/event/calendar?start=2025-01-01&end=2026-06-01`)).status).toBe(400);
  });

  it('refuses a month out of range (13, 00) as 400 naming the field', async () => {
    // The month must be checked as the day is: 2025-13-05 is not a date (it is not 2026-01-05).
    const month13 = await get(api, `${LAKESIDE}/event/calendar?start=2025-13-05&end=2026-03-01`);
    expect(month13.status, JSON.stringify(month13.body)).toBe(400);
    expect(month13.body.field).toBe('start');
    const month0 = await get(api, `${LAKESIDE}/event/calendar?start=2025-01-01&end=2025-00-20`);
    expect(month0.status).toBe(400);
    expect(month0.body.field).toBe('end');
  });

  it('eventCategory and venue lists', async () => {
    const res = await get(api, `${LAKESIDE}/eventCategory`);
    expect(res.status).toBe(200);
    const names = res.body.data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Motorcycle', 'Car']));
    expect([...names].sort()).toEqual(names);
    const venues = await get(api, `${LAKESIDE}/venue`);
    expect(venues.body.data.find((v) => v.name === 'Main Track')).toMatchObject({ colour: '#c8102e', visible_to_public: true });
  });

  it('an event by url, with its venue and type', async () => {
    const [row] = await api.db.query(`SELECT e.url, e.name FROM events e WHERE e.enabled ORDER BY e.start_time DESC LIMIT 1`);
    const res = await get(api, `${LAKESIDE}/event?url=${row.url}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: row.url, name: row.name });
    expect(res.body.start_time).toMatch(TIME);
    expect(res.body.venue.name).toBeTruthy();
    expect(res.body.event_type.url).toBeTruthy();
    expect((await get(api, `${LAKESIDE}/event/${row.url}`)).body.url).toBe(row.url);
    expect((await get(api, `${LAKESIDE}/event?url=no-such-event`)).status).toBe(404);
  });

  it('eventType holds at most 10 future events, in order', async () => {
    const counts = await api.db.query(
      `SELECT t.url, count(e.id)::int AS n FROM event_types t LEFT JOIN events e ON e.event_type_id = t.id AND e.enabled AND e.start_time >= now()
        GROUP BY t.url ORDER BY n DESC`,
    );
    const busiest = counts[0];
    const res = await get(api, `${LAKESIDE}/eventType/${busiest.url}`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(busiest.url);
    expect(res.body.events).toHaveLength(Math.min(10, busiest.n));
    const nowText = `${day(new Date())} 00:00:00`;
    const starts = res.body.events.map((e) => e.start_time);
    expect([...starts].sort()).toEqual(starts);
    for (const s of starts) expect(s >= nowText).toBe(true);
    expect(res.body.photo.url).toContain('/16x5/');
    const none = counts.find((c) => c.n === 0);
    expect(none, 'one event type has no future dates').toBeTruthy();
    expect((await get(api, `${LAKESIDE}/eventType?url=${none.url}`)).body.events).toEqual([]);
    const moto = await get(api, `${LAKESIDE}/eventType/track-action-moto-ride-day`);
    expect(moto.body.faq_group).toBe('moto-ride-day');
    expect((await get(api, `${LAKESIDE}/eventType/no-such-type`)).status).toBe(404);
  });

  it('a booking enquiry is saved; a missing field is 400', async () => {
    const enquiry = {
      business_name: 'Fast Cars Pty Ltd',
      contact_name: 'Jo Racer',
      email: 'jo@fastcars.example',
      phone: '+61 400 000 111',
      event_type: 'Corporate day',
      description: 'About 40 guests, catering needed.',
      venue_main_track: true,
      prefer_sat: 1,
    };
    const res = await post(api, `${LAKESIDE}/event/enquiry`, enquiry);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [saved] = await api.db.query(`SELECT details FROM form_submissions WHERE kind = 'enquiry' ORDER BY id DESC LIMIT 1`);
    expect(saved.details).toMatchObject({
      business_name: 'Fast Cars Pty Ltd',
      venue_main_track: true,
      prefer_sat: true,
      prefer_sun: false,
    });
    const { body: mails } = await get(api, '/dev/outbox.json?to=bookings@venue.example');
    expect(mails[0].subject).toContain('Fast Cars Pty Ltd');
    const { contact_name: _c, ...missing } = enquiry;
    const bad = await post(api, `${LAKESIDE}/event/enquiry`, missing);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('contact_name');
    const badEmail = await post(api, `${LAKESIDE}/event/enquiry`, { ...enquiry, email: 'jo-at-fastcars' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.field).toBe('email');
    expect((await post(api, `${LAKESIDE}/event/enquiry`, { ...enquiry, phone: 'call me' })).body.field).toBe('phone');
  });
});

describe('forms', () => {
  it('finds a form by id and by url', async () => {
    const byUrl = await formByUrl('every-field');
    expect(byUrl.name).toBeTruthy();
    expect(byUrl.data.length).toBeGreaterThan(3);
    const byId = await get(api, `${COGNITO}/form?id=${byUrl.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byUrl);
    expect((await get(api, `${COGNITO}/form/${byUrl.id}`)).body.url).toBe('every-field');
    expect((await get(api, `${COGNITO}/form?id=999999`)).status).toBe(404);
  });

  it('submits every-field with valid values', async () => {
    const form = await formByUrl('every-field');
    const values = validValues(form);
    const res = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values, url: b64('http://localhost:5173/forms') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.error).toBeNull();
    expect(res.body.payment).toBeNull();
    expect(res.body.message).toBe(form.message);
    const [row] = await api.db.query('SELECT form_id, details FROM form_submissions WHERE id = $1', [res.body.data.id]);
    expect(row.form_id).toBe(form.id);
    for (const [name, value] of Object.entries(values)) expect(String(row.details[name]), name).toBe(String(value));
    // values at the top level work too
    const top = await post(api, `${COGNITO}/form/submit/${form.url}`, values);
    expect(top.body.success).toBe(true);
  });

  it('a required field missing is 400 naming the field; a number beyond max is 400', async () => {
    const form = await formByUrl('every-field');
    const values = validValues(form);
    const required = form.data.find((f) => f.name && f.required === true);
    const { [required.name]: _drop, ...missing } = values;
    const res = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: missing });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.field).toBe(required.name);
    const bounded = [...form.data, ...form.questions].find((f) => f.name && f.max !== undefined && f.max !== '');
    expect(bounded, 'every-field has a number with a max').toBeTruthy();
    const over = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: { ...values, [bounded.name]: Number(bounded.max) + 1 } });
    expect(over.status).toBe(400);
    expect(over.body.field).toBe(bounded.name);
    expect(over.body.message).toContain(`at most ${bounded.max}`);
    const select = form.data.find((f) => f.type === 'select');
    const badChoice = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: { ...values, [select.name]: 'not-a-choice' } });
    expect(badChoice.status).toBe(400);
    expect(badChoice.body.field).toBe(select.name);
    const email = form.questions.find((q) => q.field_type === 'email');
    const badEmail = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: { ...values, [email.name]: 'nope' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.field).toBe(email.name);
    const checkbox = form.questions.find((q) => q.field_type === 'checkbox' && q.required);
    const unticked = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: { ...values, [checkbox.name]: 0 } });
    expect(unticked.status).toBe(400);
    expect(unticked.body.field).toBe(checkbox.name);
  });

  it('a paid form replies with a payment address', async () => {
    const form = await formByUrl('track-day-entry');
    expect(form.cost).toBe(45);
    const values = validValues(form);
    const noUrl = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.field).toBe('url');
    const res = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values, url: b64('http://localhost:5173/track-day') });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.payment.startsWith(`${api.url}/dev/pay/`)).toBe(true);
    const token = res.body.payment.split('/').pop();
    const check = await get(api, `${COGNITO}/payment/checkPaid?payum_token=${token}`);
    expect(check.body.success).toBe(false);
    expect(check.body.payment).toMatchObject({ kind: 'form', amount: 45, status: 'pending' });
  });

  it('a members-only form needs a login', async () => {
    const form = await formByUrl('members-feedback');
    expect(form.must_be_logged_on).toBe(true);
    const values = validValues(form);
    const anonymous = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values });
    expect(anonymous.status).toBe(401);
    const { access_token: token } = await login(api);
    const res = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values }, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [row] = await api.db.query('SELECT user_id FROM form_submissions WHERE id = $1', [res.body.data.id]);
    const [{ id }] = await api.db.query(`SELECT id FROM users WHERE email = 'demo@venue.example'`);
    expect(row.user_id).toBe(id);
  });

  it('a form with use_captcha is refused without a captcha token, and taken with one, the token kept out of its details', async () => {
    const form = await formByUrl('call-me-back');
    expect(form.use_captcha).toBe(true);
    const values = validValues(form);
    const without = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values });
    expect(without.status).toBe(400);
    expect(without.body.error).toBe('Please complete the captcha');
    const blank = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values, 'g-recaptcha-response': ' ' });
    expect(blank.status).toBe(400);
    for (const field of ['g-recaptcha-response', 'cf-turnstile-response', 'h-captcha-response']) {
      const res = await post(api, `${COGNITO}/form/submit/${form.id}`, { data: values, [field]: 'token-from-the-service' });
      expect(res.status, field).toBe(200);
      expect(res.body.data.details).toEqual(values);
    }
    // A form without use_captcha needs none.
    const every = await formByUrl('every-field');
    expect((await post(api, `${COGNITO}/form/submit/${every.id}`, { data: validValues(every) })).status).toBe(200);
  });

  it('formSubmit takes a contact message; a bad e-mail is 400', async () => {
    const details = { name: 'Sam', email: 'sam@example.com', subject: 'Opening hours', message: 'When do the gates open?' };
    const res = await post(api, `${COGNITO}/formSubmit`, { details });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null });
    const { body: mails } = await get(api, '/dev/outbox.json?to=office@venue.example');
    expect(mails[0].subject).toBe('Contact: Opening hours');
    expect(mails[0].text).toContain('When do the gates open?');
    const bad = await post(api, `${COGNITO}/formSubmit`, { details: { ...details, email: 'sam(at)example' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
    expect((await post(api, `${COGNITO}/formSubmit`, {})).status).toBe(400);
  });
});

describe('payments and vouchers', () => {
  it('surcharges', async () => {
    const card = await post(api, `${COGNITO}/payment/creditCardSurchargeOf`, { amount: 200 });
    expect(card.body).toEqual({ success: true, amount: 200, percent: 1.5, surcharge: 3, total: 203 });
    const odd = await post(api, `${COGNITO}/payment/creditCardSurchargeOf`, { amount: 49.95 });
    expect(odd.body.surcharge).toBe(0.75);
    expect(odd.body.total).toBe(50.7);
    const all = await post(api, `${COGNITO}/payment/paymentSurchargesOf`, { amount: 100 });
    expect(all.body.data.find((s) => s.gateway === 'card')).toMatchObject({ percent: 1.5, surcharge: 1.5, total: 101.5 });
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
    expect((await post(api, `${COGNITO}/payment/creditCardSurchargeOf`, { amount: -5 })).status).toBe(400);
    expect((await post(api, `${COGNITO}/payment/creditCardSurchargeOf`, {})).status).toBe(400);
  });

  it('payNow → pay → checkPaid → redeem adds credit, once', async () => {
    const themes = await get(api, `${COGNITO}/giftVoucher/themes`);
    expect(themes.body.data.length).toBe(4);
    expect(themes.body.data[0].image.url).toMatch(/\.jpg$/);
    const amount = Number(String((await get(api, '/dev/settings')).body.data.template_variables.amounts).split('|')[0]);
    const returnUrl = 'http://localhost:5173/gift-voucher';
    const buy = await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themes.body.data[0].id, amount, url: b64(returnUrl) });
    expect(buy.status).toBe(200);
    expect(buy.body.success).toBe(true);
    expect(buy.body.payment.startsWith(`${api.url}/dev/pay/`)).toBe(true);
    const paid = await fetch(buy.body.payment, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location'));
    expect(back.origin + back.pathname).toBe(returnUrl);
    const check = await get(
      api,
      `${COGNITO}/payment/checkPaid?url=${encodeURIComponent(b64(back.href))}&payum_token=${back.searchParams.get('payum_token')}`,
    );
    expect(check.body.success).toBe(true);
    expect(check.body.payment).toMatchObject({ kind: 'voucher', amount, status: 'paid' });
    const code = check.body.payment.voucher_code;
    expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const { access_token: token } = await login(api);
    const before = (await get(api, `${COGNITO}/user/creditBalance`, { token })).body.balance;
    const redeem = await post(api, `${COGNITO}/giftVoucher/redeem`, { code: code.toLowerCase() }, { token });
    expect(redeem.body.success).toBe(true);
    const after = (await get(api, `${COGNITO}/user/creditBalance`, { token })).body.balance;
    expect(after).toBe(Math.round((before + amount) * 100) / 100);
    const twice = await post(api, `${COGNITO}/giftVoucher/redeem`, { code }, { token });
    expect(twice.status).toBe(200);
    expect(twice.body.success).toBe(false);
    expect((await get(api, `${COGNITO}/user/creditBalance`, { token })).body.balance).toBe(after);
    const unknown = await post(api, `${COGNITO}/giftVoucher/redeem`, { code: 'FFFF-0000-FFFF' }, { token });
    expect(unknown.body.success).toBe(false);
    expect((await post(api, `${COGNITO}/giftVoucher/redeem`, { code })).status).toBe(401);
  });

  it('an unpaid voucher cannot be redeemed; amounts are checked', async () => {
    const themes = await get(api, `${COGNITO}/giftVoucher/themes`);
    const themeId = themes.body.data[0].id;
    const url = b64('http://localhost:5173/gift-voucher');
    const buy = await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 100, url });
    expect(buy.body.success).toBe(true);
    const [{ code }] = await api.db.query(`SELECT code FROM vouchers WHERE status = 'unpaid' ORDER BY id DESC LIMIT 1`);
    const { access_token: token } = await login(api);
    expect((await post(api, `${COGNITO}/giftVoucher/redeem`, { code }, { token })).body.success).toBe(false);
    expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 0, url })).body.success).toBe(false);
    expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 2500, url })).body.success).toBe(false);
    expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: 999999, amount: 50, url })).body.success).toBe(false);
    expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 50 })).status).toBe(400);
    await post(api, '/dev/settings', { allow_custom_amounts: false });
    try {
      expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 77, url })).body.success).toBe(false);
    } finally {
      await post(api, '/dev/settings', { allow_custom_amounts: true });
    }
    expect((await post(api, `${COGNITO}/giftVoucher/payNow`, { theme_id: themeId, amount: 77, url })).body.success).toBe(true);
  });
});
