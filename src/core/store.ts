import { createStore, type StoreApi } from 'zustand/vanilla';
import { inBrowser } from './platform';
import { storage as defaultStorage, type KeyValueStorage } from './storage';

export const STORAGE_NAMESPACE = 'venue-elements';

export interface PersistedStoreOptions<T> {
  /** Store name; the storage key is `venue-elements/<name>`. */
  name: string;
  initial: T;
  /**
   * Turns parsed storage into trusted state, or returns null when it is not valid.
   * Corrupt or foreign data is discarded, never trusted.
   */
  validate: (value: unknown) => Partial<T> | null;
  /** Fields to persist; others live in memory only. Default: all. */
  persist?: (state: T) => Partial<T>;
  storage?: KeyValueStorage;
  /** Listen to other tabs' writes (default true in a browser). */
  crossTab?: boolean;
}

export type PersistedStore<T> = StoreApi<T> & {
  key: string;
  /** Re-reads this store's key from storage, e.g. inside a lock where another tab may have written. */
  rehydrate(): void;
  /** What storage holds now (validated), without applying it to the store. */
  stored(): Partial<T>;
  /** Back to the initial state (and storage). */
  reset(): void;
};

/**
 * A zustand vanilla store persisted under one namespaced key and kept in step across tabs
 * through the `storage` event (zustand's own persist middleware has no cross-tab sync and
 * hydrates asynchronously; this reads synchronously so no component sees a half-hydrated store).
 */
export function createPersistedStore<T extends object>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { name, initial, validate } = options;
  const storage = options.storage ?? defaultStorage;
  const pick = options.persist ?? ((state: T) => state);
  const key = `${STORAGE_NAMESPACE}/${name}`;
  const store = createStore<T>(() => ({ ...initial, ...read() }));
  let applyingRemote = false;

  function read(): Partial<T> {
    const raw = storage.get(key);
    if (raw == null) return {};
    try {
      const valid = validate(JSON.parse(raw));
      if (valid) return valid;
    } catch {
      // fall through: discard
    }
    storage.remove(key);
    return {};
  }

  store.subscribe((state) => {
    if (applyingRemote) return;
    storage.set(key, JSON.stringify(pick(state)));
  });

  function rehydrate() {
    applyingRemote = true;
    try {
      store.setState({ ...initial, ...read() }, true);
    } finally {
      applyingRemote = false;
    }
  }

  if (inBrowser && options.crossTab !== false) {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) rehydrate();
    });
  }

  return Object.assign(store, {
    key,
    rehydrate,
    stored: read,
    reset() {
      store.setState({ ...initial }, true);
    },
  });
}

/**
 * Keeps only the fields of `shape` whose stored value has the shape's primitive type. A field
 * whose shape value is null takes any primitive or null; others take null only when listed
 * in `nullable`.
 */
export function pickTyped<T extends object>(value: unknown, shape: T, nullable: (keyof T)[] = []): Partial<T> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Partial<T> = {};
  for (const field of Object.keys(shape) as (keyof T)[]) {
    const v = (value as Record<string, unknown>)[field as string];
    if (v === undefined) continue;
    const open = shape[field] === null;
    const ok =
      v === null
        ? open || nullable.includes(field)
        : open
          ? ['string', 'number', 'boolean'].includes(typeof v)
          : typeof v === typeof shape[field];
    if (ok) out[field] = v as T[keyof T];
  }
  return out;
}
