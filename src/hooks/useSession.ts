import { useCallback } from 'react';
import { sessionStore } from '../core/session/sessionStore';
import { userStore, type User } from '../core/session/userStore';
import { useExternal } from './useExternal';
import { useLiveness } from './useHydrated';
import { useStore } from './useStore';

/** The member signed in now, by the stores alone, or null. */
export function signedIn(): User | null {
  const user = userStore.getState();
  return sessionStore.getState().access_token && user.id ? user : null;
}

/**
 * The signed-in member, or null for a visitor; every element and tab sees the same (000 §4). A
 * page rendered on a server is a visitor's (the session lives in the browser's storage): while
 * it hydrates, so is the browser's first render, and the member shows once the tree is live. One
 * read of the stores and the tree's liveness: a visitor's components never render again for it.
 */
export function useUser(): User | null {
  const tree = useLiveness();
  const onChange = useCallback(
    (listener: () => void) => {
      const stops = [tree, userStore, sessionStore].map((store) => store.subscribe(listener));
      return () => stops.forEach((stop) => stop());
    },
    [tree],
  );
  return useExternal(onChange, () => (tree.getState() ? signedIn() : null));
}

/** Whether the last call reached the server (000 §4 link_active). */
export function useLinkActive(): boolean {
  return useStore(sessionStore, (s) => s.link_active);
}
