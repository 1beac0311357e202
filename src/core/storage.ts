/**
 * Persistent key/value storage with a memory fallback.
 *
 * localStorage is write-tested once; when it throws (Safari private mode, a blocked
 * third-party frame, quota) everything lives in memory for the rest of the page's life
 * and nothing breaks. A write that later fails (quota) moves that key to memory too.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** True while writes reach localStorage (false: memory only). */
  readonly persistent: boolean;
}

export function createStorage(backing: Storage | undefined = defaultBacking()): KeyValueStorage {
  const memory = new Map<string, string>();
  let persistent = backing !== undefined && writeTest(backing);

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (!persistent) return null;
      try {
        return backing!.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (persistent) {
        try {
          backing!.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // Quota or a storage that stopped working: keep going in memory.
          persistent = false;
        }
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      if (!persistent) return;
      try {
        backing!.removeItem(key);
      } catch {
        persistent = false;
      }
    },
    get persistent() {
      return persistent;
    },
  };
}

function defaultBacking(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading window.localStorage itself throws in some sandboxed frames.
    return undefined;
  }
}

function writeTest(backing: Storage): boolean {
  const probe = 'venue-elements/probe';
  try {
    backing.setItem(probe, '1');
    backing.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export const storage = createStorage();
