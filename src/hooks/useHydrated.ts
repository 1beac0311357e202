import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while a tree is rendered on a server and while the browser hydrates it (React renders
 * the server's snapshot), true in every render after that and in any tree rendered in the
 * browser itself. What only a browser knows (the member signed in, that script runs) is shown
 * from the render after hydration, so that hydrating finds the server's HTML as it was.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
