import { createContext, startTransition, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { inBrowser } from '../core/platform';
import { useStore } from './useStore';

/** Whether a tree is live: false while a server renders it and while the browser hydrates it. */
export type Liveness = StoreApi<boolean>;

export const liveness = (live: boolean): Liveness => createStore(() => live);

/**
 * Says a hydrated tree is live, in a transition: what changes once live (a member's name, a
 * payment link) renders in React's time-sliced lanes, not as one task across every component.
 */
export const goLive = (tree: Liveness) => startTransition(() => tree.setState(true, true));

/** The liveness of the tree a component is in: a tree rendered anew is live in a browser, never on a server (HydrationRoot provides a hydrating tree's). */
export const LivenessContext = createContext<Liveness>(liveness(inBrowser));

/** The tree's liveness itself, for an effect to wait on without re-rendering when it changes. */
export const useLiveness = (): Liveness => useContext(LivenessContext);

/**
 * False while a tree is rendered on a server and while the browser hydrates it, true once every
 * part of it is live and in any tree rendered in the browser itself. What only a browser knows
 * (the member signed in, that script runs) is shown from then on, so that hydrating finds the
 * server's HTML as it was.
 */
export const useHydrated = (): boolean => useStore(useLiveness(), Boolean);
