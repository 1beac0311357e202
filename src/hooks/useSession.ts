import { sessionStore } from '../core/session/sessionStore';
import { userStore, type User } from '../core/session/userStore';
import { useStore } from './useStore';

/** The signed-in member, or null for a visitor; every element and tab sees the same (000 §4). */
export function useUser(): User | null {
  const user = useStore(userStore, (s) => s);
  const token = useStore(sessionStore, (s) => s.access_token);
  return token && user.id ? user : null;
}

/** Whether the last call reached the server (000 §4 link_active). */
export function useLinkActive(): boolean {
  return useStore(sessionStore, (s) => s.link_active);
}
