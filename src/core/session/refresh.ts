import type { HttpClient } from '../http/client';
import { HttpError } from '../http/errors';
import type { KeyValueStorage } from '../storage';
import { withLock } from './lock';
import type { PersistedStore } from '../store';
import type { SessionState } from './sessionStore';
import { needsRefresh } from './tokens';

export const REFRESH_LOCK = 'venue-elements-token-refresh';
export const REFRESH_LOCK_TIMEOUT_MS = 15_000;
/** The longest a tab waits for another tab's rotated tokens to reach its own storage. */
export const REFRESH_SETTLE_MS = 3_000;
export const REFRESH_SETTLE_POLL_MS = 50;

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
 * A refresh replaces a `stale` access token (the one found expiring, or a call was refused
 * with): if the session already has another, fresh one, that one is used.
 *
 * Re-reading is not enough on its own. A tab sees another tab's localStorage write only when
 * the browser delivers it, with the `storage` event (whatwg/html#403), and the lock can pass
 * to the waiting tab first: on a loaded machine it then still reads the spent token. So a tab
 * that waited for the lock also waits, a bounded time, for the stored token to change, and a
 * refusal is final only once no rotated token has arrived in that time either (the lease
 * fallback can let two tabs refresh at once). The lock can also pass before the waiting tab has
 * asked for it; a tab that refreshed therefore holds a second lock, named after the token it
 * spent, for that same time, and a tab about to spend that token waits for the new one instead.
 */
export function createRefresher(deps: RefreshDeps): (stale: string | undefined) => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;

  /** The stored session once its refresh token is no longer `spent`, or as it is after the wait. */
  async function rotatedFrom(spent: string | undefined): Promise<Partial<SessionState>> {
    const giveUpAt = deps.now() + REFRESH_SETTLE_MS;
    let stored = deps.session.stored();
    while (stored.refresh_token === spent && deps.now() < giveUpAt) {
      await deps.sleep(REFRESH_SETTLE_POLL_MS);
      stored = deps.session.stored();
    }
    return stored;
  }

  /**
   * Whether another tab has just spent `token`: it holds a lock named after the token for
   * REFRESH_SETTLE_MS after its refresh. The lock can pass between tabs before this tab even asks
   * for it (then `waited` is false), while the rotated tokens are still on their way here.
   */
  async function spentElsewhere(token: string | undefined): Promise<boolean> {
    if (!token || !deps.locks) return false;
    const name = spentLockName(token);
    const { held = [], pending = [] } = await deps.locks.query();
    return [...held, ...pending].some((lock) => lock.name === name);
  }

  /** Tells the other tabs, for REFRESH_SETTLE_MS, that `token` is spent (see spentElsewhere). */
  function markSpent(token: string) {
    deps.locks?.request(spentLockName(token), () => deps.sleep(REFRESH_SETTLE_MS)).catch(() => undefined);
  }

  async function run(stale: string | undefined): Promise<boolean> {
    const seen = deps.session.getState().refresh_token;
    return withLock(
      REFRESH_LOCK,
      REFRESH_LOCK_TIMEOUT_MS,
      async (waited) => {
        if (waited || (await spentElsewhere(seen))) await rotatedFrom(seen);
        deps.session.rehydrate();
        const current = deps.session.getState();
        if (!current.refresh_token) return false;
        // Already replaced, here or in another tab (a call can leave with its token before a
        // refresh and be refused after it): the newer token is used as it is.
        if (current.access_token !== stale && current.access_token && !needsRefresh(current.access_token, deps.now())) return true;
        const spent = current.refresh_token;
        try {
          const reply = await deps.http().request<{ access_token?: string; refresh_token?: string }>('/api/v1/cognito/user/refreshToken', {
            method: 'POST',
            auth: false,
            body: { refresh_token: spent, fingerprint: deps.fingerprint() },
          });
          if (!reply?.access_token || !reply.refresh_token) return false;
          // Asked for before the refresh lock is let go, so a tab that gets that lock next sees it.
          markSpent(spent);
          deps.session.setState({ access_token: reply.access_token, refresh_token: reply.refresh_token });
          return true;
        } catch (error) {
          if (!(error instanceof HttpError) || (error.status !== 401 && error.status !== 422)) return false;
          // Refused: another tab may have spent this token first, its new one not here yet.
          const later = await rotatedFrom(spent);
          if (!later.refresh_token || later.refresh_token === spent) return false;
          deps.session.rehydrate();
          return true;
        }
      },
      deps,
    );
  }

  return (stale) => {
    inFlight ??= run(stale).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** A lock name for a spent refresh token: a short digest (FNV-1a), not the token itself. */
function spentLockName(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `${REFRESH_LOCK}/spent/${(hash >>> 0).toString(36)}`;
}
