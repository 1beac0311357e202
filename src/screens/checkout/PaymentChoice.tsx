import { useT } from '../../hooks/useT';
import { CheckoutChoice } from './CheckoutChoice';

export interface PaymentType {
  id?: string;
  name?: string;
}

/** The payment type (000 §3 payment_types): a choice when the cart offers several, a line when one. */
export function PaymentChoice({ types, value, onChange }: { types: PaymentType[]; value: string; onChange: (id: string) => void }) {
  const t = useT();
  if (types.length === 1)
    return (
      <p className="checkout-payment" part="payment">
        <strong>{t('shop.payment_type')}:</strong> {types[0]?.name ?? types[0]?.id}
      </p>
    );
  if (!types.length) return null;
  return (
    <CheckoutChoice
      choice="payment"
      value={value}
      onChange={onChange}
      options={types.map((p) => ({ value: String(p.id), label: p.name ?? p.id }))}
    />
  );
}
