// Suspense here marks where a server-rendered page may hydrate in parts: nothing under it ever
// suspends on the client, so no fallback shows and the reveal throttle the house rule about
// lazy/Suspense guards against (useLoaded) never applies. docs/decisions.md says where Suspense is allowed.
// eslint-disable-next-line no-restricted-imports
import { createContext, Suspense, useContext, useLayoutEffect, type ReactNode } from 'react';

/** Counts the parts still to hydrate, the shell among them. */
interface HydrationParts {
  waiting(): void;
  live(): void;
}

const HydrationPartsContext = createContext<HydrationParts | null>(null);

/** A hydration's parts, starting with its shell: `onLive` runs once every one is live. */
export function hydrationParts(onLive: () => void): HydrationParts {
  let waiting = 1;
  return {
    waiting: () => void waiting++,
    live: () => {
      if (--waiting === 0) onLive();
    },
  };
}

/** The root of a tree being hydrated (the shell is its first part), or of one rendered anew (`parts` null). */
export function HydrationRoot({ parts, children }: { parts: HydrationParts | null; children: ReactNode }) {
  return (
    <HydrationPartsContext.Provider value={parts}>
      <Live>{children}</Live>
    </HydrationPartsContext.Provider>
  );
}

/** Its layout effect runs once the part it is in is live (hydrated or rendered): after those of its children. */
function Live({ children }: { children: ReactNode }) {
  const parts = useContext(HydrationPartsContext);
  useLayoutEffect(() => parts?.live(), [parts]);
  return children;
}

/**
 * A part of a server-rendered page (a page row below the first, the header, the footer, a
 * calendar day) that React hydrates on its own: `hydrateRoot` leaves each Suspense boundary of the
 * server's HTML dehydrated while the page around it goes live, then hydrates the boundaries one
 * after the other in tasks of their own, the one a visitor clicks or types into first (selective
 * hydration). No task holds a phone's main thread for the whole page (Lighthouse's total blocking
 * time), and nothing is replaced. Rendered anew, not hydrating, it is simply its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const parts = useContext(HydrationPartsContext);
  useLayoutEffect(() => parts?.waiting(), [parts]);
  return (
    <Suspense fallback={null}>
      <Live>{children}</Live>
    </Suspense>
  );
}
