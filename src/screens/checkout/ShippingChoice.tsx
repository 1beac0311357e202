import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { ShippingOptions } from '../cart/CartParts';
import type { useShippingQuote } from './useShippingQuote';

/** The shipping options quoted for the chosen address, or a hint to choose one first. */
export function ShippingChoice({
  quote,
  error,
  onPick,
}: {
  quote: ReturnType<typeof useShippingQuote>;
  error?: string;
  onPick: (id: string) => void;
}) {
  const t = useT();
  return (
    <div className="checkout-section-plain" part="shipping">
      {quote.quoteError ? <Alert tone="danger">{`${t('shop.shipping_error')} ${quote.quoteError}`}</Alert> : null}
      {quote.options ? (
        <ShippingOptions options={quote.options} value={quote.shippingId} onChange={onPick} error={error} legend={t('shop.shipping')} />
      ) : (
        <fieldset className="checkout-section">
          <legend>{t('shop.shipping')}</legend>
          <p className="field-hint">{t('shop.shipping_for_address')}</p>
          {error ? <p className="field-error">{error}</p> : null}
        </fieldset>
      )}
    </div>
  );
}
