import { useCallback } from 'react';
import { leaveSite, type NavigateOptions } from '../core/navigation';
import { useNavigate } from './HostContext';

/**
 * Goes to an address an attribute or the server named: a path inside the site through the
 * host's navigate, anything else through the one checked way out (http(s) only).
 */
export function useGo(): (target: string | undefined, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (target, options) => {
      if (!target) return;
      if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) navigate(target, options);
      else leaveSite(target, options);
    },
    [navigate],
  );
}
