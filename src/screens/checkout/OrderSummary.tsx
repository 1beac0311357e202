import { useId } from 'react';
import { useCart } from '../../hooks/useCart';
import { useMoney } from '../../hooks/useMoney';
import { useT } from '../../hooks/useT';
import { CartTotals } from '../cart/CartParts';
import { PaymentSurcharges } from './PaymentSurcharges';

/** The lines being ordered, with their extras, the server's totals and what paying adds to them. */
export function OrderSummary() {
  const t = useT();
  const money = useMoney();
  const titleId = useId();
  const items = useCart((c) => c.items);
  return (
    <section className="checkout-summary" part="summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('shop.order_summary')}</h2>
      <ul className="checkout-lines">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {item.qty} × {item.name}
              {item.addons?.length ? ` + ${item.addons.map((a) => a.name).join(', ')}` : ''}
            </span>
            <span>{money(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotals />
      <PaymentSurcharges />
    </section>
  );
}
