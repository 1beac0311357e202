// Suspense here marks where a server-rendered page may hydrate in parts: nothing under it ever
// suspends on the client, so no fallback shows and the reveal throttle the house rule about
// lazy/Suspense guards against (useLoaded) never applies. docs/decisions.md says where Suspense is allowed.
// eslint-disable-next-line no-restricted-imports
import { createContext, Suspense, useContext, useLayoutEffect, type ReactNode } from 'react';
import { goLive, liveness, LivenessContext, type Liveness } from '../hooks/useHydrated';

/** Counts the parts still to hydrate, the shell among them; the tree's liveness (hooks/useHydrated). */
interface HydrationParts {
  waiting(): void;
  live(): void;
  liveness: Liveness;
}

const HydrationPartsContext = createContext<HydrationParts | null>(null);

/** A hydration's parts, starting with its shell: once every one is live, the tree is, and `onLive` runs. */
export function hydrationParts(onLive: () => void): HydrationParts {
  let waiting = 1;
  const tree = liveness(false);
  return {
    waiting: () => void waiting++,
    live: () => {
      if (--waiting) return;
      goLive(tree);
      onLive();
    },
    liveness: tree,
  };
}

/** The root of a tree being hydrated (the shell is its first part), or of one rendered anew (`parts` null). */
export function HydrationRoot({ parts, children }: { parts: HydrationParts | null; children: ReactNode }) {
  const around = useContext(LivenessContext);
  return (
    <HydrationPartsContext.Provider value={parts}>
      <LivenessContext.Provider value={parts?.liveness ?? around}>
        <Live>{children}</Live>
      </LivenessContext.Provider>
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
 * A part of a server-rendered page (the header, the footer, a calendar day; a page row below the
 * first waits to be seen instead: site/HydrateWhenSeen) that React hydrates on its own:
 * `hydrateRoot` leaves each Suspense boundary of the server's HTML dehydrated while the page
 * around it goes live, then hydrates the boundaries one after the other in tasks of their own, the
 * one a visitor clicks or types into first (selective hydration). No task holds a phone's main
 * thread for the whole page (Lighthouse's total blocking time), and nothing is replaced. Rendered
 * anew, not hydrating, it is simply its children.
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
