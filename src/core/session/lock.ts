import type { KeyValueStorage } from '../storage';

/**
 * Runs `task` while holding a lock shared by every tab of this origin: the Web Locks API,
 * or, where it is missing, a lease in storage. Either way the wait is bounded, so a tab
 * that hangs cannot block the others for longer than `timeoutMs`. The task learns whether
 * another tab held the lock first (`waited`): that tab's writes may not have reached this
 * one yet (see refresh.ts).
 */
export async function withLock<T>(
  name: string,
  timeoutMs: number,
  task: (waited: boolean) => Promise<T>,
  env: { locks?: LockManager; storage?: KeyValueStorage; now: () => number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  if (env.locks) {
    const first = await env.locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { value: await task(false) } : undefined));
    if (first) return first.value;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await env.locks.request(name, { signal: controller.signal }, () => {
        clearTimeout(timer);
        return task(true);
      });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') throw error;
      return task(true); // the holder is stuck: go ahead rather than never refreshing
    } finally {
      clearTimeout(timer);
    }
  }
  if (!env.storage?.persistent) return task(false);
  return leaseLock(name, timeoutMs, task, env as Required<Pick<typeof env, 'storage' | 'now' | 'sleep'>>);
}

/** How long a lease claim waits for a racing tab's claim to arrive before it counts as won. */
export const LEASE_SETTLE_MS = 100;

/**
 * The fallback is a lease, not a lock: another tab's storage write reaches this one only when
 * its event loop gets to it (whatwg/html#403), so two tabs can both see a free lease and both
 * claim it. The settle wait makes that rare; the refresher copes with the rest.
 */
async function leaseLock<T>(
  name: string,
  timeoutMs: number,
  task: (waited: boolean) => Promise<T>,
  { storage, now, sleep }: { storage: KeyValueStorage; now: () => number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  const key = `venue-elements/lock/${name}`;
  const me = Math.random().toString(36).slice(2);
  const giveUpAt = now() + timeoutMs;
  let waited = false;
  for (;;) {
    const [holder, until] = (storage.get(key) ?? '').split(' ');
    if (!holder || Number(until) < now()) {
      storage.set(key, `${me} ${now() + timeoutMs}`);
      await sleep(LEASE_SETTLE_MS); // let a racing tab's write land, then see who won
      if (storage.get(key)?.startsWith(`${me} `)) break;
    }
    waited = true;
    if (now() >= giveUpAt) break;
    await sleep(50);
  }
  try {
    return await task(waited);
  } finally {
    if (storage.get(key)?.startsWith(`${me} `)) storage.remove(key);
  }
}
