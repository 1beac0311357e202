import { useEffect, useState } from 'react';
import { invoiceQuery, ticketsQuery } from '../../api/shop';
import { dateFormat } from '../../core/dates';
import { useQuery } from '../../hooks/useQuery';
import { useLanguage, useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { InvoiceLines, InvoiceTickets } from './InvoiceParts';

type T = ReturnType<typeof useT>;

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

/** An invoice: its facts, then its lines, totals, note and tickets, or (`view` 'tickets') only its tickets. */
export function InvoiceView({ id, view, print }: { id: string; view: string; print: boolean }) {
  const t = useT();
  const lng = useLanguage();
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
  const data = invoice.data;
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

  const ticketList = <InvoiceTickets id={id} paid={paid} tickets={tickets} />;

  return (
    <article className="invoice" part="invoice" data-status={data.status} aria-labelledby={`invoice-${id}-title`}>
      <header className="invoice-header">
        <h2 id={`invoice-${id}-title`}>{t('shop.invoice', { id: data.id })}</h2>
        {/* The secondary button's look (button.css, which Invoice adopts). */}
        <button type="button" className="button invoice-print" data-variant="secondary" part="print-button" onClick={() => window.print()}>
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
          <InvoiceLines invoice={data} />
          {ticketList}
        </>
      )}
    </article>
  );
}
