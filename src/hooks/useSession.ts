import { sessionStore } from '../core/session/sessionStore';
import { userStore, type User } from '../core/session/userStore';
import { useHydrated } from './useHydrated';
import { useStore } from './useStore';

/**
 * The signed-in member, or null for a visitor; every element and tab sees the same (000 §4). A
 * page rendered on a server is a visitor's (the session lives in the browser's storage): while
 * it hydrates, so is the browser's first render, and the member shows from the render after.
 */
export function useUser(): User | null {
  const user = useStore(userStore, (s) => s);
  const token = useStore(sessionStore, (s) => s.access_token);
  const hydrated = useHydrated();
  return hydrated && token && user.id ? user : null;
}

/** Whether the last call reached the server (000 §4 link_active). */
export function useLinkActive(): boolean {
  return useStore(sessionStore, (s) => s.link_active);
}
