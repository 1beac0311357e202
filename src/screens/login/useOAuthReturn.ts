import { useEffect, useRef } from 'react';
import { BadStateError, finishAuthorize } from '../../api/account';
import { currentQuery, replaceAddress } from '../../core/navigation';
import { useHost } from '../../hooks/useHostEvents';
import { useT } from '../../hooks/useT';
import type { FormState } from '../../ui/form/useForm';
import { cleanAddress } from './forms';

/**
 * The return from the OAuth authorise page (?code=…&state=…), read once when the element first
 * shows: the code is exchanged for tokens when the state matches, and the login goes on (`after`).
 */
export function useOAuthReturn(oauth: boolean, form: Pick<FormState, 'setError' | 'run'>, after: () => void): void {
  const t = useT();
  const host = useHost();
  const checked = useRef(false);
  useEffect(() => {
    if (!oauth || checked.current) return;
    checked.current = true;
    const params = currentQuery();
    const returned = params.get('code');
    const state = params.get('state');
    if (!returned) return;
    replaceAddress(cleanAddress('code', 'state'));
    // 000 §2: a code without its state is a mismatch like any other; no token is asked for.
    if (state === null) return form.setError(t('account.bad_state'));
    void form.run(async () => {
      try {
        if (await finishAuthorize(returned, state, host ?? undefined)) after();
        else form.setError(t('error.generic'));
      } catch (e) {
        if (!(e instanceof BadStateError)) throw e;
        form.setError(t('account.bad_state'));
      }
    });
    // The return from the authorise page is read once, when the element first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oauth]);
}
