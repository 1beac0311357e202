import { paymentSurchargesQuery } from '../../api/payment';
import { useCart } from '../../hooks/useCart';
import { useMoney } from '../../hooks/useMoney';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';

/**
 * What the payment page adds to the order's total (001 §7 paymentSurchargesOf), asked for that
 * total once the payment step shows, so the member confirms the amount the card page charges.
 * One line per surcharge the reply carries; while it is asked, when it fails or says nothing
 * plain, no line at all, and the order goes on as before.
 */
export function PaymentSurcharges() {
  const t = useT();
  const money = useMoney();
  const total = useCart((c) => c.total_amount);
  const paymentStep = useCart((c) => c.payment_types.length > 0);
  const surcharges = useQuery(paymentStep && total > 0 ? paymentSurchargesQuery(total) : null).data ?? [];
  if (!surcharges.length) return null;
  // The cart's totals sheet (cart.css, which checkout adopts) lays out the lines.
  return (
    <div className="totals checkout-surcharges" part="surcharges">
      <dl aria-label={t('shop.surcharges')}>
        {surcharges.map((s, i) => (
          <div key={`${s.type}-${i}`}>
            <dt>{s.type ? t('shop.surcharge_of', { type: s.type }) : t('shop.surcharge')}</dt>
            <dd>+{money(s.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="checkout-surcharges-note">{t('shop.surcharges_note')}</p>
    </div>
  );
}
