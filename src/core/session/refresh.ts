import type { HttpClient } from '../http/client';
import type { KeyValueStorage } from '../storage';
import { withLock } from './lock';
import type { PersistedStore } from '../store';
import type { SessionState } from './sessionStore';
import { needsRefresh } from './tokens';

export const REFRESH_LOCK = 'venue-elements-token-refresh';
export const REFRESH_LOCK_TIMEOUT_MS = 15_000;

interface RefreshDeps {
  session: PersistedStore<SessionState>;
  http: () => HttpClient;
  fingerprint: () => string;
  locks?: LockManager;
  storage?: KeyValueStorage;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Exactly one token refresh across all tabs (DESIGN: The shared core). Inside the lock the
 * stored tokens are re-read: a tab that waited while another rotated the refresh token uses
 * the new tokens instead of spending the old, already rotated one (which would log it out).
 */
export function createRefresher(deps: RefreshDeps): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;

  async function run(): Promise<boolean> {
    const seen = deps.session.getState().refresh_token;
    return withLock(
      REFRESH_LOCK,
      REFRESH_LOCK_TIMEOUT_MS,
      async () => {
        deps.session.rehydrate();
        const current = deps.session.getState();
        if (!current.refresh_token) return false;
        if (current.refresh_token !== seen && current.access_token && !needsRefresh(current.access_token, deps.now())) {
          return true;
        }
        try {
          const reply = await deps.http().request<{ access_token?: string; refresh_token?: string }>('/api/v1/cognito/user/refreshToken', {
            method: 'POST',
            auth: false,
            body: { refresh_token: current.refresh_token, fingerprint: deps.fingerprint() },
          });
          if (!reply?.access_token || !reply.refresh_token) return false;
          deps.session.setState({ access_token: reply.access_token, refresh_token: reply.refresh_token });
          return true;
        } catch {
          return false;
        }
      },
      deps,
    );
  }

  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
