import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { ShippingOptions } from '../cart/CartParts';
import { NoShipping } from './NoShipping';
import type { useQuoteRequest } from './useQuoteRequest';
import type { useShippingQuote } from './useShippingQuote';

/**
 * The shipping options quoted for the chosen address, a hint to choose one first, or, when the
 * address has none, the way to ask the venue for a quote.
 */
export function ShippingChoice({
  quote,
  error,
  onPick,
  request,
  email,
  onAskQuote,
}: {
  quote: ReturnType<typeof useShippingQuote>;
  error?: string;
  onPick: (id: string) => void;
  request: ReturnType<typeof useQuoteRequest>;
  email: string;
  onAskQuote(): void;
}) {
  const t = useT();
  return (
    <div className="checkout-section-plain" part="shipping">
      {quote.quoteError ? <Alert tone="danger">{`${t('shop.shipping_error')} ${quote.quoteError}`}</Alert> : null}
      {quote.options && !quote.options.length ? (
        <fieldset className="checkout-section">
          <legend>{t('shop.shipping')}</legend>
          <NoShipping request={request} email={email} onAsk={onAskQuote} />
          {error && request.status !== 'sent' ? <p className="field-error">{error}</p> : null}
        </fieldset>
      ) : quote.options ? (
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
