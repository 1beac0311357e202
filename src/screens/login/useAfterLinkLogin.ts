import { useEffect, useRef } from 'react';
import { onTokenLogin } from '../../api/account';

/**
 * A login link landing on this element's page (000 §2 token login) goes on as the element's own
 * logins do: given `go` (the element has `redirect`), there, replacing the landing entry; without
 * it the element stays. Inside `<venue-site>` the site's router goes on instead.
 */
export function useAfterLinkLogin(go: (() => void) | undefined): void {
  const latest = useRef(go);
  latest.current = go;
  const wanted = Boolean(go);
  useEffect(() => {
    if (!wanted) return;
    return onTokenLogin({ site: false, land: () => latest.current?.() });
  }, [wanted]);
}
