/**
 * Persistent key/value storage with a memory fallback.
 *
 * localStorage is write-tested before the first write (not at start: a page that only reads,
 * a visitor's, writes nothing, and a test write costs a phone milliseconds as the core starts);
 * when it throws (Safari private mode, a blocked third-party frame, a full quota) values live in
 * memory and nothing breaks. A full quota is often our own doing (an oversized or corrupt value
 * under our namespace): those are removed before giving up, and storage is tried again later, so
 * one bad value cannot lose every login after it. Reads still reach localStorage while writes go
 * to memory: what was stored before the quota filled up (a session) survives a reload.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** True while writes reach localStorage (false: memory only). */
  readonly persistent: boolean;
}

/** Our keys' prefix (core/store STORAGE_NAMESPACE). */
const OWN = 'venue-elements/';
/** Our largest value (a full cart) is a few KB: anything past this under our prefix is junk. */
export const MAX_OWN_VALUE = 256 * 1024;
/** How long the memory fallback waits before trying localStorage again. */
export const RETRY_MS = 30_000;

export function createStorage(backing: Storage | undefined = defaultBacking(), now: () => number = Date.now): KeyValueStorage {
  const memory = new Map<string, string>();
  /** Undefined until the first write or question. */
  let tested: boolean | undefined;
  /** When writes last failed: tried again RETRY_MS later. */
  let failedAt = 0;
  function persistentNow(): boolean {
    if (tested === undefined) {
      tested = backing !== undefined && (writeTest(backing) || (pruneOwn(backing) && writeTest(backing)));
      if (!tested) failedAt = now();
    }
    return tested;
  }

  function write(key: string, value: string): boolean {
    try {
      backing!.setItem(key, value);
      return true;
    } catch {
      if (!pruneOwn(backing!, key)) return false;
      try {
        backing!.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    }
  }

  /** Back from the memory fallback: what memory holds goes to localStorage first. */
  function retry(): void {
    if (!backing || persistentNow() || now() - failedAt < RETRY_MS) return;
    failedAt = now();
    if (!writeTest(backing)) return;
    for (const [key, value] of memory) if (!write(key, value)) return;
    memory.clear();
    tested = true;
  }

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (!backing) return null;
      try {
        return backing.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      retry();
      if (persistentNow() && write(key, value)) {
        memory.delete(key);
        return;
      }
      if (tested) {
        tested = false;
        failedAt = now();
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch {
        /* a storage that throws on remove is a storage we no longer write to */
        tested = false;
      }
    },
    get persistent() {
      return persistentNow();
    },
  };
}

/**
 * Removes our own values that no version of us would write: oversized, or not JSON. Returns
 * whether anything was removed (other scripts' keys are never touched). `keep` survives.
 */
function pruneOwn(backing: Storage, keep?: string): boolean {
  let removed = false;
  try {
    for (let i = backing.length - 1; i >= 0; i--) {
      const key = backing.key(i);
      if (!key?.startsWith(OWN) || key === keep) continue;
      const value = backing.getItem(key) ?? '';
      if (value.length <= MAX_OWN_VALUE && isJson(value)) continue;
      backing.removeItem(key);
      removed = true;
    }
  } catch {
    return removed;
  }
  return removed;
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
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
  const probe = `${OWN}probe`;
  try {
    backing.setItem(probe, '1');
    backing.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export const storage = createStorage();
