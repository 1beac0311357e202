// Development pages: the outbox, the simulated card-payment page, fault injection and the site
// settings tests may switch. None of it is part of the venue's real API.
import { escapeHtml, badRequest, redirect, sendHtml, stringParam } from '../http.js';
import { fmtTime, money } from '../present.js';
import { domainSettings, settlePayment } from '../services.js';

const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}
button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1b1f24;cursor:pointer;margin-right:.5rem}
.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}.muted{color:#57606a}</style></head><body>${body}</body></html>`;

export function devRoutes(router, app) {
  const { db } = app;

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
        `<h1>Venue reference back end</h1><ul><li><a href="/dev/outbox">Outbox</a></li><li><a href="/api/v1/cognito/domain/currentDomain">currentDomain</a></li><li><a href="/api/v1/cognito/domain/initialData">initialData</a></li></ul>`,
      ),
    ),
  );
}
