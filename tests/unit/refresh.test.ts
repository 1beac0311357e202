import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';
import { createRefresher } from '../../src/core/session/refresh';
import { EMPTY_SESSION } from '../../src/core/session/sessionStore';
import { needsRefresh, tokenExpiry } from '../../src/core/session/tokens';
import { createStorage } from '../../src/core/storage';
import { createPersistedStore, pickTyped } from '../../src/core/store';

const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.s`;

/** A LockManager that runs holders one after another, like the browser's. */
function fakeLocks(): LockManager {
  let chain = Promise.resolve();
  return {
    request: (_name: string, _opts: unknown, cb: () => Promise<unknown>) => {
      const run = chain.then(cb);
      chain = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  } as unknown as LockManager;
}

describe('token expiry', () => {
  it('refreshes at 30 s or less remaining', () => {
    const now = 1_000_000_000_000;
    expect(tokenExpiry(jwt(now / 1000 + 60))).toBe(now + 60_000);
    expect(needsRefresh(jwt(now / 1000 + 31), now)).toBe(false);
    expect(needsRefresh(jwt(now / 1000 + 30), now)).toBe(true);
    expect(needsRefresh('opaque-token', now)).toBe(false);
  });
});

describe('token refresh across tabs', () => {
  it('makes exactly one refresh call when two tabs need it at once; the waiting tab uses the rotated tokens', async () => {
    const backing = new Map<string, string>();
    const storageShim = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => void backing.set(k, v),
      removeItem: (k: string) => void backing.delete(k),
    } as Storage;
    const sessionFor = () =>
      createPersistedStore({
        name: 'session',
        initial: EMPTY_SESSION,
        validate: (v) => pickTyped(v, EMPTY_SESSION),
        storage: createStorage(storageShim),
        crossTab: false,
      });
    const now = Date.now();
    const tabA = sessionFor();
    tabA.setState({ access_token: jwt(now / 1000 + 5), refresh_token: 'R1' });
    const tabB = sessionFor();

    const server = vi.fn(async (_path: string, options: { body: { refresh_token: string } }) => {
      await new Promise((r) => setTimeout(r, 20));
      if (options.body.refresh_token !== 'R1') throw new Error('refresh token reused');
      return { access_token: jwt(now / 1000 + 900), refresh_token: 'R2' };
    });
    const http = { request: server } as unknown as HttpClient;
    const locks = fakeLocks();
    const env = { http: () => http, fingerprint: () => 'f'.repeat(21), locks, now: () => Date.now(), sleep: async () => undefined };
    const refreshA = createRefresher({ session: tabA, ...env });
    const refreshB = createRefresher({ session: tabB, ...env });

    const [a, b] = await Promise.all([refreshA(), refreshB()]);
    expect([a, b]).toEqual([true, true]);
    expect(server).toHaveBeenCalledTimes(1);
    expect(tabB.getState().refresh_token).toBe('R2');
  });

  it('shares one refresh between concurrent callers in one tab, and reports a refused refresh', async () => {
    const session = createPersistedStore({
      name: 'session',
      initial: EMPTY_SESSION,
      validate: (v) => pickTyped(v, EMPTY_SESSION),
      storage: createStorage(undefined),
      crossTab: false,
    });
    session.setState({ access_token: 'x', refresh_token: 'R1' });
    const server = vi.fn(async () => {
      throw new Error('401');
    });
    const refresh = createRefresher({
      session,
      http: () => ({ request: server }) as unknown as HttpClient,
      fingerprint: () => 'f',
      now: () => Date.now(),
      sleep: async () => undefined,
    });
    expect(await Promise.all([refresh(), refresh()])).toEqual([false, false]);
    expect(server).toHaveBeenCalledTimes(1);
  });
});
