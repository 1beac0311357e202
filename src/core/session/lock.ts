import type { KeyValueStorage } from '../storage';

/**
 * Runs `task` while holding a lock shared by every tab of this origin: the Web Locks API,
 * or, where it is missing, a lease in storage. Either way the wait is bounded, so a tab
 * that hangs cannot block the others for longer than `timeoutMs`.
 */
export async function withLock<T>(
  name: string,
  timeoutMs: number,
  task: () => Promise<T>,
  env: { locks?: LockManager; storage?: KeyValueStorage; now: () => number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  if (env.locks) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await env.locks.request(name, { signal: controller.signal }, () => {
        clearTimeout(timer);
        return task();
      });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') throw error;
      return task(); // the holder is stuck: go ahead rather than never refreshing
    } finally {
      clearTimeout(timer);
    }
  }
  if (!env.storage?.persistent) return task();
  return leaseLock(name, timeoutMs, task, env as Required<Pick<typeof env, 'storage' | 'now' | 'sleep'>>);
}

async function leaseLock<T>(
  name: string,
  timeoutMs: number,
  task: () => Promise<T>,
  { storage, now, sleep }: { storage: KeyValueStorage; now: () => number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  const key = `venue-elements/lock/${name}`;
  const me = Math.random().toString(36).slice(2);
  const giveUpAt = now() + timeoutMs;
  for (;;) {
    const [holder, until] = (storage.get(key) ?? '').split(' ');
    if (!holder || Number(until) < now()) {
      storage.set(key, `${me} ${now() + timeoutMs}`);
      await sleep(20); // let a racing tab's write land, then see who won
      if (storage.get(key)?.startsWith(`${me} `)) break;
    }
    if (now() >= giveUpAt) break;
    await sleep(50);
  }
  try {
    return await task();
  } finally {
    if (storage.get(key)?.startsWith(`${me} `)) storage.remove(key);
  }
}
