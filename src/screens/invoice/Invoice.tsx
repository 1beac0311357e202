import { useEffect, useState } from 'react';
import { loadCart } from '../../api/cart';
import { rememberRedirect } from '../../api/account';
import { invoiceQuery, paymentCheckQuery, ticketsQuery } from '../../api/shop';
import type { Invoice as InvoiceData, PaymentCheck } from '../../api/shop';
import { dateFormat } from '../../core/dates';
import { currentPath, currentQuery, currentUrl } from '../../core/navigation';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import cartCss from '../cart/cart.css';
import css from './invoice.css';
import { useUser } from '../../hooks/useSession';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { errorText } from '../../ui/errorText';
import { Spinner } from '../../ui/Spinner';
import { useMoney } from '../../hooks/useMoney';

export interface InvoiceProps {
  /** The invoice number. Absent: the one the returning payment (`payum_token` in the address) paid for. */
  invoiceId?: string;
  /** 'invoice' (default) or 'tickets' (the /print-tickets view: only the tickets). */
  view?: string;
  /** Opens the browser's print dialog once the invoice has loaded (the /print variants). */
  print?: boolean;
  /** Where visitors log in (default '/login'). */
  loginUrl?: string;
  /** Where 'Back to checkout' leads after a declined payment (default '/checkout'). */
  checkoutUrl?: string;
}

type T = ReturnType<typeof useT>;

/** The payment token the card page adds to the return address, if any. */
function payumToken(): string {
  return currentQuery().get('payum_token') ?? '';
}

/**
 * The invoice after checkout (000 /invoice/{id}, /invoice/print/{id}, /show-invoice/{id},
 * /print-tickets/{id}; their content is not shown by the spec, so decided here): when the card
 * page returns with `payum_token`, checkPaid says how it went — a decline or an unpaid payment
 * is shown with the server's reason and a way back to checkout. Then the invoice: number, date,
 * status, delivery address, lines, totals with GST, note, and the tickets (one per unit, issued
 * once paid). Print: a Print button, a print sheet without the buttons, and `print` to open the
 * print dialog by itself. Login required.
 */
export function Invoice({ invoiceId, view = 'invoice', print = false, loginUrl, checkoutUrl }: InvoiceProps) {
  useStyles(css, cartCss);
  const t = useT();
  const user = useUser();
  const token = typeof window === 'undefined' ? '' : payumToken();

  useEffect(() => {
    if (!user) rememberRedirect(currentPath());
  }, [user]);

  const payment = useQuery(token && user ? paymentCheckQuery(token, currentUrl()) : null);

  // The order is placed (and the cart emptied on the server): show the cart as it now is.
  useEffect(() => {
    if (token) void loadCart(true).catch(() => undefined);
  }, [token]);

  if (!user)
    return (
      <Alert tone="info">
        {t('shop.invoice_login')}{' '}
        <Link to={loginUrl} sitePath="/login">
          {t('shop.log_in')}
        </Link>
      </Alert>
    );
  if (payment.loading && !payment.data && token) return <Spinner label={t('shop.checking_payment')} />;
  if (payment.error)
    return (
      <Alert tone="danger">
        {t('shop.invoice_error')} {errorText(payment.error, t)}
      </Alert>
    );

  const check = payment.data;
  const paidFor = check?.payment?.kind === 'order' && check.payment.reference ? String(check.payment.reference) : '';
  const id = invoiceId || paidFor;
  return (
    <div className="invoice-screen" part="invoice-screen">
      {check ? <PaymentNotice check={check} checkoutUrl={checkoutUrl} /> : null}
      {id ? <InvoiceView id={id} view={view} print={print} /> : <p>{t('shop.no_invoice')}</p>}
    </div>
  );
}

function PaymentNotice({ check, checkoutUrl }: { check: PaymentCheck; checkoutUrl?: string }) {
  const t = useT();
  const status = check.payment?.status;
  if (check.success)
    return (
      <Alert tone="success">
        <span part="payment-status">{t('shop.payment_received')}</span>
      </Alert>
    );
  return (
    <Alert tone={status === 'declined' ? 'danger' : 'warning'}>
      <span part="payment-status">
        {status === 'declined' ? t('shop.payment_failed', { message: check.message }) : check.message || t('shop.payment_pending')}
      </span>{' '}
      <Link to={checkoutUrl} sitePath="/checkout">
        {t('shop.try_again_checkout')}
      </Link>
    </Alert>
  );
}

function statusText(status: string, t: T): string {
  const key = `shop.status_${status}`;
  const text = t(key);
  return text === key ? status : text;
}

/** The order's date and time in the language shown; the server's text when it cannot be read. */
function formatWhen(value: string, lng: string): string {
  // 'yyyy-MM-dd HH:mm:ss' in the venue's time (demo/server README); parsed here rather than with
  // core/dates so the date library's parser stays out of the pages that do not need it.
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value ?? '');
  if (!m) return value;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return dateFormat(lng === 'en' ? 'en-AU' : lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function InvoiceView({ id, view, print }: { id: string; view: string; print: boolean }) {
  const t = useT();
  const lng = useLanguage();
  const money = useMoney();
  const invoice = useQuery(invoiceQuery(id));
  const paid = invoice.data?.status === 'paid';
  const tickets = useQuery(paid ? ticketsQuery(id) : null);
  const [printed, setPrinted] = useState(false);

  useEffect(() => {
    if (!print || printed || !invoice.data || tickets.loading) return;
    setPrinted(true);
    // After this render has painted.
    setTimeout(() => window.print(), 0);
  }, [print, printed, invoice.data, tickets.loading]);

  if (invoice.loading && !invoice.data) return <Spinner label={t('common.loading')} />;
  if (invoice.error || !invoice.data)
    return (
      <LoadError error={invoice.error} retry={invoice.reload}>
        {t('shop.invoice_error')}
      </LoadError>
    );
  const data: InvoiceData = invoice.data;
  const address = data.address ?? {};
  const addressText = ['first_name', 'last_name']
    .map((k) => address[k])
    .filter(Boolean)
    .join(' ');
  const addressLines = [
    addressText,
    address.company,
    address.street_address,
    address.street_address_1,
    [address.city, address.state, address.postcode].filter(Boolean).join(' '),
    address.country,
  ]
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean);

  const ticketList = (
    <section className="invoice-tickets" part="tickets" aria-labelledby={`invoice-${id}-tickets`}>
      <h3 id={`invoice-${id}-tickets`}>{t('shop.tickets')}</h3>
      {tickets.loading ? <Spinner label={t('common.loading')} /> : null}
      {!paid ? <p className="invoice-muted">{t('shop.tickets_after_payment')}</p> : null}
      {tickets.data?.length ? (
        <ul className="ticket-list">
          {tickets.data.map((ticket) => (
            <li key={ticket.code} className="ticket" part="ticket">
              <strong>{t('shop.ticket_code', { code: ticket.code })}</strong>
              <span>{ticket.name}</span>
              {ticket.seat ? <span className="invoice-muted">{t('shop.seat', { seat: ticket.seat })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );

  return (
    <article className="invoice" part="invoice" data-status={data.status} aria-labelledby={`invoice-${id}-title`}>
      <header className="invoice-header">
        <h2 id={`invoice-${id}-title`}>{t('shop.invoice', { id: data.id })}</h2>
        <button type="button" className="invoice-print" part="print-button" onClick={() => window.print()}>
          {t('shop.print')}
        </button>
      </header>
      <dl className="invoice-facts">
        <div>
          <dt>{t('shop.date')}</dt>
          <dd>{formatWhen(data.created_at, lng)}</dd>
        </div>
        <div>
          <dt>{t('shop.status')}</dt>
          <dd part="status" data-status={data.status}>
            {statusText(data.status, t)}
          </dd>
        </div>
        {addressLines.length ? (
          <div>
            <dt>{t('shop.address')}</dt>
            <dd>
              {addressLines.map((line, index) => (
                <span key={index} className="invoice-address-line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {view === 'tickets' ? (
        ticketList
      ) : (
        <>
          <table className="invoice-lines" part="lines">
            <thead>
              <tr>
                <th scope="col">{t('shop.item')}</th>
                <th scope="col" className="num">
                  {t('shop.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('shop.price')}
                </th>
                <th scope="col" className="num">
                  {t('shop.subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.name}
                    {item.addons?.length ? <span className="invoice-muted"> + {item.addons.map((a) => a.name).join(', ')}</span> : null}
                  </th>
                  <td className="num">{item.qty}</td>
                  <td className="num">{money(Number(item.price) || 0)}</td>
                  <td className="num">{money(Number(item.subtotal) || 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="totals">
            <dl aria-label={t('shop.totals')}>
              <div>
                <dt>{t('shop.subtotal')}</dt>
                <dd>{money(data.subtotal)}</dd>
              </div>
              {data.discount_amount > 0 ? (
                <div>
                  <dt>{data.promotion_code ? t('shop.promotion', { code: data.promotion_code }) : t('shop.discount')}</dt>
                  <dd>−{money(data.discount_amount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('shop.shipping')}</dt>
                <dd>{money(data.shipping_amount)}</dd>
              </div>
              <div className="totals-total">
                <dt>{t('shop.total')}</dt>
                <dd part="total">{money(data.total_amount)}</dd>
              </div>
            </dl>
            <p className="totals-tax">{t('shop.includes_tax', { amount: money(data.total_tax) })}</p>
          </div>
          {data.note ? (
            <p className="invoice-note">
              <strong>{t('shop.note')}:</strong> {data.note}
            </p>
          ) : null}
          {ticketList}
        </>
      )}
    </article>
  );
}
