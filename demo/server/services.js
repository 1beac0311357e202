// What several areas share: the development outbox (mails are stored, never sent), the
// simulated card payments, site settings and account credit.
import { randomToken } from './auth.js';
import { ApiError } from './http.js';
import { money } from './present.js';

export async function sendMail(db, { to, subject, text, link = null, code = null }) {
  await db.query('INSERT INTO outbox (to_email, subject, text, link, code) VALUES ($1, $2, $3, $4, $5)', [to, subject, text, link, code]);
}

/** The domain record (001 §3) with its feature flags and template variables. */
export async function domainSettings(db) {
  return (await db.one(`SELECT value FROM settings WHERE key = 'domain'`))?.value ?? {};
}

/** A flag of 000 §6, looked up on the record and in its feature_flags. */
export async function flag(db, name) {
  const d = await domainSettings(db);
  const v = d.feature_flags?.[name] ?? d[name];
  return v === true || v === 1 || v === '1';
}

/**
 * Starts a simulated card payment for an order, voucher or paid form. The payer is sent to
 * `/dev/pay/{token}`; Pay or Decline returns them to `returnUrl` with `payum_token`.
 */
export async function createPayment(db, base, { kind, refId, amount, returnUrl }) {
  const token = randomToken(18);
  await db.query('INSERT INTO payments (token, kind, ref_id, amount, return_url) VALUES ($1, $2, $3, $4, $5)', [
    token,
    kind,
    refId,
    money(amount),
    returnUrl,
  ]);
  return `${base}/dev/pay/${token}`;
}

/** Settles a pending payment and what it paid for, in one transaction; returns the return address. */
export async function settlePayment(db, token, paid) {
  return db.tx(async (t) => {
    const p = await t.one('SELECT * FROM payments WHERE token = $1 FOR UPDATE', [token]);
    if (!p) throw new ApiError(404, 'This payment does not exist');
    if (p.status === 'pending') {
      await t.query('UPDATE payments SET status = $2, settled_at = now() WHERE id = $1', [p.id, paid ? 'paid' : 'declined']);
      if (p.kind === 'order') {
        await t.query('UPDATE orders SET status = $2 WHERE id = $1', [p.ref_id, paid ? 'paid' : 'payment_failed']);
        if (paid) {
          const order = await t.one('SELECT items FROM orders WHERE id = $1', [p.ref_id]);
          for (const item of order.items)
            await t.query('UPDATE skus SET stock = GREATEST(stock - $2, 0) WHERE id = $1', [item.sku_id, item.qty]);
        }
      }
      if (p.kind === 'voucher' && paid) await t.query(`UPDATE vouchers SET status = 'paid' WHERE id = $1`, [p.ref_id]);
    }
    const back = new URL(p.return_url);
    back.searchParams.set('payum_token', token);
    return back.href;
  });
}

/** checkPaid (001 §7): {success, payment}. */
export async function paymentStatus(db, token) {
  const p = await db.one('SELECT * FROM payments WHERE token = $1', [token]);
  if (!p) throw new ApiError(404, 'This payment does not exist');
  const payment = { id: p.id, kind: p.kind, reference: p.ref_id, amount: money(p.amount), status: p.status };
  if (p.kind === 'voucher' && p.status === 'paid') {
    const v = await db.one('SELECT code FROM vouchers WHERE id = $1', [p.ref_id]);
    payment.voucher_code = v?.code;
  }
  return {
    success: p.status === 'paid',
    payment,
    message:
      p.status === 'paid' ? 'Payment received' : p.status === 'declined' ? 'The card was declined' : 'The payment has not been made yet',
  };
}

export async function creditBalance(db, userId, supplier = 1) {
  const row = await db.one('SELECT COALESCE(SUM(amount), 0) AS balance FROM credits WHERE user_id = $1 AND supplier = $2', [
    userId,
    supplier,
  ]);
  return money(row.balance);
}
