import type { ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { Alert } from './Alert';
import { errorText } from './errorText';

/**
 * A failed load: what could not be loaded (`children`), why (the server's words or a
 * translated reason), and a 'Try again' button.
 */
export function LoadError({ error, retry, children }: { error: unknown; retry: () => void; children?: ReactNode }) {
  const t = useT();
  return (
    <Alert
      tone="danger"
      action={
        <button type="button" onClick={retry}>
          {t('common.retry')}
        </button>
      }
    >
      {children} {errorText(error, t)}
    </Alert>
  );
}
