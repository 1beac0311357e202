import type { Invoice, Ticket } from '../../api/shop';
import type { QueryResult } from '../../hooks/useQuery';
import { useMoney } from '../../hooks/useMoney';
import { useT } from '../../hooks/useT';
import { Spinner } from '../../ui/Spinner';

/** The invoice's tickets (one per unit), issued once it is paid. */
export function InvoiceTickets({ id, paid, tickets }: { id: string; paid: boolean; tickets: QueryResult<Ticket[]> }) {
  const t = useT();
  return (
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
}

/** The invoice's lines with their extras, its totals with GST as the server sent them, and its note. */
export function InvoiceLines({ invoice: data }: { invoice: Invoice }) {
  const t = useT();
  const money = useMoney();
  return (
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
    </>
  );
}
