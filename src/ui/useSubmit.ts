import { useCallback, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { errorText } from './errorText';

/**
 * A form's submission: one at a time (a second submit while one is in flight is ignored), busy
 * while it runs, and the failure as text to show (the server's words or a translated reason).
 * What the user typed is the form's own state and is never touched here.
 */
export function useSubmit() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError('');
      try {
        await work();
      } catch (e) {
        setError(errorText(e, t));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, error, setError, run };
}
