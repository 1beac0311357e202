import type { StoreApi } from 'zustand/vanilla';
import { useExternal } from './useExternal';

/** Reads a core store through a selector; the selector must return a primitive or a stable reference. */
export function useStore<T, S>(store: StoreApi<T>, selector: (state: T) => S): S {
  return useExternal(store.subscribe, () => selector(store.getState()));
}
