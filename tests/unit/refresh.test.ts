import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';
import { statusError } from '../../src/core/http/errors';
import { createRefresher, REFRESH_SETTLE_MS } from '../../src/core/session/refresh';
import { EMPTY_SESSION } from '../../src/core/session/sessionStore';
import { needsRefresh, tokenExpiry } from '../../src/core/session/tokens';
import { createStorage } from '../../src/core/storage';
import { createPersistedStore, pickTyped } from '../../src/core/store';

const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.s`;

/** A LockManager that runs each name's holders one after another, like the browser's, and lists them. */
function fakeLocks(): LockManager {
  const chains = new Map<string, Promise<void>>();
  const held = new Map<string, number>();
  const count = (name: string, by: number) => held.set(name, (held.get(name) ?? 0) + by);
  return {
    request: (name: string, opts: object | ((lock: object) => Promise<unknown>), callback?: (lock: object | null) => Promise<unknown>) => {
      const cb = callback ?? (opts as (lock: object | null) => Promise<unknown>);
      if ((opts as { ifAvailable?: boolean }).ifAvailable && held.get(name)) return cb(null);
      count(name, 1);
      const run = (chains.get(name) ?? Promise.resolve()).then(() => cb({}));
      chains.set(
        name,
        run.then(
          () => void count(name, -1),
          () => void count(name, -1),
        ),
      );
      return run;
    },
    query: async () => ({ held: [...held].filter(([, n]) => n > 0).map(([name]) => ({ name })), pending: [] }),
  } as unknown as LockManager;
}

/**
 * localStorage as Chromium keeps it: each tab reads its own copy, and another tab's write
 * reaches that copy only when the browser delivers it (whatwg/html#403).
 */
function tabsSharingStorage() {
  const tabs: { copy: Map<string, string>; pending: [string, string | null][] }[] = [];
  const apply = (copy: Map<string, string>, key: string, value: string | null) => {
    if (value === null) copy.delete(key);
    else copy.set(key, value);
  };
  return {
    tab(): Storage {
      const me = { copy: new Map<string, string>(), pending: [] as [string, string | null][] };
      tabs.push(me);
      const write = (key: string, value: string | null) => {
        for (const tab of tabs) {
          if (tab === me) apply(tab.copy, key, value);
          else tab.pending.push([key, value]);
        }
      };
      return {
        getItem: (key: string) => me.copy.get(key) ?? null,
        setItem: (key: string, value: string) => write(key, value),
        removeItem: (key: string) => write(key, null),
      } as Storage;
    },
    deliver() {
      for (const tab of tabs) {
        for (const [key, value] of tab.pending.splice(0)) apply(tab.copy, key, value);
      }
    },
  };
}

const sessionIn = (backing: Storage) =>
  createPersistedStore({
    name: 'session',
    initial: EMPTY_SESSION,
    validate: (v) => pickTyped(v, EMPTY_SESSION),
    storage: createStorage(backing),
    crossTab: false,
  });

/** The reference back end: R1 rotates once to R2; a spent token is refused as TOKEN_INVALID. */
function rotatingServer(now: number) {
  const spent = new Set<string>();
  return vi.fn(async (_path: string, options: { body: { refresh_token: string } }) => {
    await new Promise((r) => setTimeout(r, 5));
    const token = options.body.refresh_token;
    if (spent.has(token)) throw statusError(401, { code: 'TOKEN_INVALID' });
    spent.add(token);
    return { access_token: jwt(now / 1000 + 900), refresh_token: `${token}'` };
  });
}

/** Two tabs that both hold R1 with an expired access token, and the back end that rotates it. */
function twoTabsOnAnExpiredSession() {
  const browser = tabsSharingStorage();
  const tabA = sessionIn(browser.tab());
  const tabB = sessionIn(browser.tab());
  const now = Date.now();
  tabA.setState({ access_token: jwt(now / 1000 - 5), refresh_token: 'R1' });
  browser.deliver();
  tabB.rehydrate();
  return { browser, tabA, tabB, server: rotatingServer(now), expired: tabA.getState().access_token };
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

    const [a, b] = await Promise.all([refreshA(tabA.getState().access_token), refreshB(tabB.getState().access_token)]);
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
    expect(await Promise.all([refresh('x'), refresh('x')])).toEqual([false, false]);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("waits for the rotated token to reach its tab when the lock passes before the other tab's write", async () => {
    const { browser, tabA, tabB, server, expired } = twoTabsOnAnExpiredSession();
    let polls = 0;
    const env = {
      http: () => ({ request: server }) as unknown as HttpClient,
      fingerprint: () => 'f'.repeat(21),
      locks: fakeLocks(),
      now: () => Date.now(),
      // A's write reaches B's copy a few polls after B holds the lock.
      sleep: async () => void (++polls === 3 && browser.deliver()),
    };
    const results = await Promise.all([
      createRefresher({ session: tabA, ...env })(expired),
      createRefresher({ session: tabB, ...env })(expired),
    ]);
    expect(results).toEqual([true, true]);
    expect(server).toHaveBeenCalledTimes(1);
    expect(tabB.getState().refresh_token).toBe("R1'");
  });

  it('does not spend a token another tab has just rotated, when the lock passed before this tab asked for it', async () => {
    const { browser, tabA, tabB, server, expired } = twoTabsOnAnExpiredSession();
    let polls = 0;
    const env = {
      http: () => ({ request: server }) as unknown as HttpClient,
      fingerprint: () => 'f'.repeat(21),
      locks: fakeLocks(),
      now: () => Date.now(),
      // A's write reaches B's copy on B's third poll; A's mark of the spent token lasts 100 ms here.
      sleep: async (ms: number) => {
        if (ms === REFRESH_SETTLE_MS) return new Promise<void>((resolve) => setTimeout(resolve, 100));
        if (++polls === 3) browser.deliver();
      },
    };
    expect(await createRefresher({ session: tabA, ...env })(expired)).toBe(true);
    // A's lock is free again before B asks: B did not wait for it, yet it must not spend R1.
    expect(await createRefresher({ session: tabB, ...env })(expired)).toBe(true);
    expect(server).toHaveBeenCalledTimes(1);
    expect(tabB.getState().refresh_token).toBe("R1'");
  });

  it('does not refresh again for a call refused with the access token another refresh has since replaced', async () => {
    const { browser, tabA, tabB, server, expired } = twoTabsOnAnExpiredSession();
    const env = { http: () => ({ request: server }) as unknown as HttpClient, fingerprint: () => 'f'.repeat(21), locks: fakeLocks() };
    const clock = { now: () => Date.now(), sleep: async () => undefined };
    // B's call leaves with the expired access token; A refreshes, and its write reaches B before B's refusal does.
    expect(await createRefresher({ session: tabA, ...env, ...clock })(expired)).toBe(true);
    browser.deliver();
    tabB.rehydrate();
    expect(await createRefresher({ session: tabB, ...env, ...clock })(expired)).toBe(true);
    expect(server).toHaveBeenCalledTimes(1);
    expect(tabB.getState().refresh_token).toBe("R1'");
  });

  it('keeps the session when its refresh is refused because another tab rotated the token first', async () => {
    const { browser, tabA, tabB, server, expired } = twoTabsOnAnExpiredSession();
    let polls = 0;
    // No lock between them (two tabs that both won the storage lease).
    const env = {
      http: () => ({ request: server }) as unknown as HttpClient,
      fingerprint: () => 'f'.repeat(21),
      now: () => Date.now(),
      sleep: async () => void (++polls === 2 && browser.deliver()),
    };
    const results = await Promise.all([
      createRefresher({ session: tabA, ...env })(expired),
      createRefresher({ session: tabB, ...env })(expired),
    ]);
    expect(results).toEqual([true, true]);
    expect(server).toHaveBeenCalledTimes(2);
    expect(tabB.getState().refresh_token).toBe("R1'");
  });

  it('reports a refused refresh once no rotated token arrived within the settle time', async () => {
    const browser = tabsSharingStorage();
    const session = sessionIn(browser.tab());
    let clock = Date.now();
    session.setState({ access_token: jwt(clock / 1000 - 5), refresh_token: 'R1' });
    const server = vi.fn(async () => {
      throw statusError(401, { code: 'TOKEN_INVALID' });
    });
    const sleeps: number[] = [];
    const refresh = createRefresher({
      session,
      http: () => ({ request: server }) as unknown as HttpClient,
      fingerprint: () => 'f'.repeat(21),
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    });
    expect(await refresh(session.getState().access_token)).toBe(false);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(REFRESH_SETTLE_MS);
    expect(session.getState().refresh_token).toBe('R1');
  });
});
