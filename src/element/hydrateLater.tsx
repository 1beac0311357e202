// Suspense here keeps a server-rendered part in place while it waits to hydrate: no fallback ever
// shows, so the reveal throttle the house rule is about (React's) does not apply.
// eslint-disable-next-line no-restricted-imports
import { Suspense, type ReactNode } from 'react';

let hydrating = false;

/** Runs a hydration (synchronous in Preact) during which the parts under HydrateLater wait. */
export function hydrateInParts<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/** Throws while the page hydrates: Preact keeps the server's node and resumes when this settles. */
function Later({ children }: { children: ReactNode }) {
  if (hydrating) throw new Promise<void>((resolve) => setTimeout(resolve));
  return children;
}

/**
 * A part of a server-rendered page (one element at its root, such as a page row below the first)
 * that hydrates in a task of its own after the rest, so that no one task holds a phone's main
 * thread for the whole page (Lighthouse's total blocking time). Preact keeps the server's node
 * while it waits and then hydrates that same node: nothing is replaced, nothing moves. Rendered
 * anew (not hydrating), and under React's runtime, it is its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (!__PREACT__) return children;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
