import type { ReactNode } from 'react';
import { useLoaded } from '../hooks/useLoaded';

/**
 * Code loaded on first use (a dialog's content, the signature pad): `fallback` until `load`
 * resolves, then `children` with what it resolved to. `load` is a module-level function: it is
 * also the key its result is kept under for the page.
 */
export function Deferred<T>({
  load,
  fallback = null,
  children,
}: {
  load: () => Promise<T>;
  fallback?: ReactNode;
  children: (loaded: T) => ReactNode;
}) {
  const loaded = useLoaded(load, load);
  return loaded === undefined ? fallback : children(loaded);
}
