// Development pages: the outbox, the error reports the SDK posts, the simulated card-payment
// page, fault injection and the site settings tests may switch. None of it is part of the venue's
// real API.
import { escapeHtml, badRequest, redirect, sendHtml, stringParam } from '../http.js';
import { fmtTime, money } from '../present.js';
import { domainSettings, settlePayment } from '../services.js';

const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}
button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1b1f24;cursor:pointer;margin-right:.5rem}
.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}.muted{color:#57606a}.error{border-left:4px solid #cf222e}</style></head><body>${body}</body></html>`;

/** Error reports kept in memory: the newest this many. */
export const REPORT_LIMIT = 500;

/** The fields a report may carry, each with its longest length; anything else is dropped. */
const REPORT_TEXT = { message: 4000, element: 200, url: 2000, call: 500, at: 40, version: 40 };

/** Keys that hold credentials: a report carrying one, at any depth, is refused. */
const TOKEN_KEY = /^(access[_-]?token|refresh[_-]?token|id[_-]?token|authorization)$/i;
/** A JWT or a bearer credential inside a text. */
const TOKEN_TEXT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}|\bbearer\s+[\w.~+/=-]{20,}/i;
/** Address parameters that carry tokens: the login link's `a` and `r`, OAuth's names. */
const TOKEN_PARAM = /^(a|r|access_token|refresh_token|id_token)$/i;

const refuseToken = (where) => badRequest(`An error report must not carry a token (${where})`, { code: 'TOKEN_IN_REPORT' });

/** The first key in `value` (searched without recursion, so any nesting is safe) that names a token. */
function tokenKeyIn(value) {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      if (TOKEN_KEY.test(k)) return k;
      if (child && typeof child === 'object') stack.push(child);
    }
  }
  return undefined;
}

function tokenParamIn(url) {
  let parsed;
  try {
    parsed = new URL(url, 'http://report.invalid');
  } catch {
    return undefined;
  }
  const hash = new URLSearchParams(parsed.hash.slice(1));
  for (const params of [parsed.searchParams, hash]) {
    for (const [k, v] of params) if (TOKEN_PARAM.test(k) && /^[\w.~+/=-]{16,}$/.test(v)) return k;
  }
  return undefined;
}

/**
 * An error or trace report from the SDK: {kind, message, element?, url?, status?, call?, at?,
 * version?}. Unknown fields are dropped; a missing message, a wrong type or anything that looks
 * like a token is a 400, so no token is ever stored.
 */
export function reportOf(body) {
  const key = tokenKeyIn(body);
  if (key) throw refuseToken(key);
  const kind = body.kind ?? 'error';
  if (kind !== 'error' && kind !== 'trace') throw badRequest('kind must be error or trace', { field: 'kind' });
  if (typeof body.message !== 'string' || !body.message.trim()) throw badRequest('message is required', { field: 'message' });
  const report = { kind };
  for (const [name, max] of Object.entries(REPORT_TEXT)) {
    const v = body[name];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string') throw badRequest(`${name} must be text`, { field: name });
    const text = v.trim();
    if (TOKEN_TEXT.test(text)) throw refuseToken(name);
    report[name] = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }
  if (report.url && tokenParamIn(report.url)) throw refuseToken(`url ${tokenParamIn(report.url)}`);
  if (body.status !== undefined && body.status !== null) {
    if (!Number.isInteger(body.status) || body.status < 0 || body.status > 999) {
      throw badRequest('status must be a whole number from 0 to 999', { field: 'status' });
    }
    report.status = body.status;
  }
  return report;
}

export function devRoutes(router, app) {
  const { db } = app;
  /** Oldest first; listed newest first. */
  const reports = (app.errorReports ??= []);
  let lastReportId = 0;

  router.add('POST', '/dev/errors', async (ctx) => {
    const report = { id: ++lastReportId, ...reportOf(await ctx.body()), received_at: fmtTime(new Date()) };
    reports.push(report);
    if (reports.length > REPORT_LIMIT) reports.splice(0, reports.length - REPORT_LIMIT);
    return { success: true, id: report.id };
  });

  router.add('GET', '/dev/errors.json', (ctx) => {
    const kind = ctx.query.kind;
    return reports.filter((r) => !kind || r.kind === kind).reverse();
  });

  router.add('GET', '/dev/errors', (ctx) => {
    const newest = reports.slice(-100).reverse();
    const items = newest
      .map((r) => {
        const facts = [
          r.element && `in <code>${escapeHtml(r.element)}</code>`,
          r.call && `call ${escapeHtml(r.call)}`,
          r.status !== undefined && `status ${r.status}`,
          r.version && `SDK ${escapeHtml(r.version)}`,
          `received ${escapeHtml(r.received_at)}${r.at ? ` (client time ${escapeHtml(r.at)})` : ''}`,
        ].filter(Boolean);
        return `<article class="${r.kind}"><h2>${r.kind === 'trace' ? 'Trace' : 'Error'} #${r.id}</h2><pre>${escapeHtml(r.message)}</pre>
<p class="muted">${facts.join(' · ')}</p>${r.url ? `<p class="muted">On ${escapeHtml(r.url)}</p>` : ''}</article>`;
      })
      .join('');
    const count = reports.length > newest.length ? ` The newest ${newest.length} of ${reports.length} are shown.` : '';
    sendHtml(
      ctx.res,
      200,
      page(
        'Error reports',
        `<h1>Error reports</h1><p class="muted">Errors and traces the SDK posted to <code>POST /dev/errors</code>, newest first; the last ${REPORT_LIMIT} are kept in memory.${count} As JSON: <a href="/dev/errors.json">errors.json</a>.</p>${items || '<p>No reports yet.</p>'}`,
      ),
    );
  });

  router.add('GET', '/dev/outbox.json', async (ctx) => {
    const to = ctx.query.to?.toLowerCase();
    const rows = await db.query(
      `SELECT to_email AS to, subject, text, link, code, sent_at FROM outbox WHERE ($1::text IS NULL OR to_email = $1) ORDER BY id DESC LIMIT 200`,
      [to ?? null],
    );
    return rows.map((r) => ({ ...r, sent_at: fmtTime(r.sent_at) }));
  });

  router.add('GET', '/dev/outbox', async (ctx) => {
    const rows = await db.query('SELECT * FROM outbox ORDER BY id DESC LIMIT 100');
    const items = rows
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="muted">To ${escapeHtml(m.to_email)} · ${fmtTime(m.sent_at)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.link ? `<p><a href="${escapeHtml(m.link)}">Open the link</a></p>` : ''}${m.code ? `<p>Code: <strong>${escapeHtml(m.code)}</strong></p>` : ''}</article>`,
      )
      .join('');
    sendHtml(
      ctx.res,
      200,
      page(
        'Outbox',
        `<h1>Development outbox</h1><p class="muted">Mails the back end would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}`,
      ),
    );
  });

  router.add('GET', '/dev/pay/:token', async (ctx) => {
    const p = await db.one('SELECT * FROM payments WHERE token = $1', [ctx.params.token]);
    if (!p) return sendHtml(ctx.res, 404, page('Payment', '<h1>This payment does not exist</h1>'));
    const done = p.status !== 'pending';
    sendHtml(
      ctx.res,
      200,
      page(
        'Card payment',
        `<h1>Card payment</h1><p>Amount: <strong>$${money(p.amount).toFixed(2)}</strong> (${escapeHtml(p.kind)} ${p.ref_id})</p>
${done ? `<p>This payment is already ${escapeHtml(p.status)}.</p>` : ''}
<form method="post"><button class="pay" name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button></form>
<p class="muted">A simulated payment page of the development back end: no card is charged.</p>`,
      ),
    );
  });

  router.add('POST', '/dev/pay/:token', async (ctx) => {
    const body = await ctx.body();
    const action = body.action;
    if (action !== 'pay' && action !== 'decline') throw badRequest('action must be pay or decline');
    const back = await settlePayment(db, ctx.params.token, action === 'pay');
    if (String(ctx.req.headers.accept ?? '').includes('application/json')) return { success: true, redirect: back };
    redirect(ctx.res, back);
  });

  router.add('GET', '/dev/faults', () => app.faults ?? {});
  router.add('POST', '/dev/faults', async (ctx) => {
    const body = await ctx.body();
    const num = (name, min, max) => {
      const v = body[name];
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'number' || v < min || v > max) throw badRequest(`${name} must be a number from ${min} to ${max}`);
      return v;
    };
    const faults = {
      latency_ms: num('latency_ms', 0, 60_000),
      error_rate: num('error_rate', 0, 1),
      error_status: num('error_status', 400, 599),
      token_ttl_s: num('token_ttl_s', 1, 86_400),
      path: body.path === undefined ? undefined : stringParam(body.path, 'path', { max: 300 }),
    };
    app.faults = Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined));
    return { success: true, faults: app.faults };
  });
  router.add('DELETE', '/dev/faults', () => {
    app.faults = undefined;
    return { success: true };
  });

  /** Switches site settings and feature flags, e.g. {code_only: true} (merged into feature_flags). */
  router.add('POST', '/dev/settings', async (ctx) => {
    const body = await ctx.body();
    const domain = await domainSettings(db);
    const flags = { ...(domain.feature_flags ?? {}) };
    const vars = { ...(domain.template_variables ?? {}) };
    for (const [k, v] of Object.entries(body)) {
      if (k in vars) vars[k] = v;
      else flags[k] = v;
    }
    const next = { ...domain, feature_flags: flags, template_variables: vars };
    await db.query(`UPDATE settings SET value = $1 WHERE key = 'domain'`, [JSON.stringify(next)]);
    return { success: true, data: next };
  });
  router.add('GET', '/dev/settings', async () => ({ data: await domainSettings(db) }));

  router.add('GET', '/', (ctx) =>
    sendHtml(
      ctx.res,
      200,
      page(
        'Venue back end',
        `<h1>Venue reference back end</h1><ul><li><a href="/dev/outbox">Outbox</a></li><li><a href="/dev/errors">Error reports</a></li><li><a href="/api/v1/cognito/domain/currentDomain">currentDomain</a></li><li><a href="/api/v1/cognito/domain/initialData">initialData</a></li></ul>`,
      ),
    ),
  );
}
