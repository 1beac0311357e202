import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/** Reads a core store through a selector; the selector must return a primitive or a stable reference. */
export function useStore<T, S>(store: StoreApi<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
