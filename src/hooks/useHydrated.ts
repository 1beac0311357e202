import { createContext, startTransition, useContext } from 'react';
import { inBrowser } from '../core/platform';
import { useExternal } from './useExternal';

/** Whether a tree is live: false while a server renders it and while the browser hydrates it. */
export interface Liveness {
  readonly live: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

/** A tree's liveness, and the way to say it has come alive. */
export function liveness(live: boolean): Liveness & { goLive(): void } {
  const listeners = new Set<() => void>();
  return {
    live: () => live,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // In a transition: what changes once live (a member's name, a payment link) renders in
    // React's time-sliced lanes, not as one task across every component that asked.
    goLive: () =>
      startTransition(() => {
        live = true;
        listeners.forEach((listener) => listener());
      }),
  };
}

/** A tree rendered anew is live in a browser and never on a server. */
export const RENDERED_ANEW: Liveness = liveness(inBrowser);

/** The liveness of the tree a component is in (HydrationRoot provides a hydrating tree's). */
export const LivenessContext = createContext<Liveness>(RENDERED_ANEW);

/**
 * False while a tree is rendered on a server and while the browser hydrates it, true once every
 * part of it is live and in any tree rendered in the browser itself. What only a browser knows
 * (the member signed in, that script runs) is shown from then on, so that hydrating finds the
 * server's HTML as it was. A component re-renders only when what it reads changes.
 */
export function useHydrated(): boolean {
  const { live, subscribe } = useContext(LivenessContext);
  return useExternal(subscribe, live);
}

/** The tree's liveness itself, for an effect to wait on (whenLive) without re-rendering when it changes. */
export const useLiveness = (): Liveness => useContext(LivenessContext);

/** Runs `then` now when the tree is live, or once it comes alive; returns the way to stop waiting. */
export function whenLive({ live, subscribe }: Liveness, then: () => void): () => void {
  if (live()) {
    then();
    return () => undefined;
  }
  const stop = subscribe(() => {
    stop();
    then();
  });
  return stop;
}
