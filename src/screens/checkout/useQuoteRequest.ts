import { useState } from 'react';
import { requestShippingQuote } from '../../api/cart';
import { useT } from '../../hooks/useT';
import { errorText } from '../../ui/errorText';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Asking the venue for a shipping quote to an address that has no option (000 §7
 * requestShippingQuote), once per address: `key` names the address, and another address starts
 * afresh. A request reaches the venue's staff, so it is sent when the member asks, never as
 * they type.
 */
export function useQuoteRequest(key: string) {
  const t = useT();
  const [state, setState] = useState<{ key: string; status: Status; error: string } | null>(null);
  const current = state?.key === key ? state : null;
  const status: Status = current?.status ?? 'idle';

  const ask = (address: Record<string, unknown>) => {
    if (status === 'sending' || status === 'sent') return;
    setState({ key, status: 'sending', error: '' });
    requestShippingQuote(address).then(
      (reply) =>
        setState(
          reply.success === false
            ? { key, status: 'failed', error: reply.message || t('error.generic') }
            : { key, status: 'sent', error: '' },
        ),
      (error: unknown) => setState({ key, status: 'failed', error: errorText(error, t) }),
    );
  };

  return { status, error: current?.error ?? '', ask };
}
