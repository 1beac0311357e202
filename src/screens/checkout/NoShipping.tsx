import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { useQuoteRequest } from './useQuoteRequest';

/**
 * An address with no shipping option: what that means, a way to ask the venue for a quote,
 * and, once asked, what happens next.
 */
export function NoShipping({ request, email, onAsk }: { request: ReturnType<typeof useQuoteRequest>; email: string; onAsk(): void }) {
  const t = useT();
  return (
    <div className="checkout-no-shipping" part="no-shipping">
      {request.status === 'sent' ? (
        <Alert tone="success">{t('shop.quote_requested', { email })}</Alert>
      ) : (
        <>
          <p className="field-hint">{t('shop.no_shipping_yet')}</p>
          {request.status === 'failed' ? <Alert tone="danger">{`${t('shop.quote_request_failed')} ${request.error}`}</Alert> : null}
          <Button variant="secondary" busy={request.status === 'sending'} onClick={onAsk}>
            {t('shop.request_quote')}
          </Button>
        </>
      )}
    </div>
  );
}
