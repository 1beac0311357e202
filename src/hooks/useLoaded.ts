import { useEffect, useReducer } from 'react';

interface Load {
  value?: unknown;
  failed?: { error: unknown };
  forgotten?: boolean;
  promise: Promise<void>;
}

const loads = new WeakMap<object, Load>();

function loadOf(key: object, load: () => Promise<unknown>): Load {
  let entry = loads.get(key);
  if (!entry) {
    const created: Load = {
      promise: load().then(
        (value) => void (created.value = value),
        (error: unknown) => void (created.failed = { error }),
      ),
    };
    loads.set(key, created);
    entry = created;
  }
  return entry;
}

/** True once what `key` names has arrived, or failed to. */
export function isLoaded(key: object): boolean {
  const entry = loads.get(key);
  return Boolean(entry && ('value' in entry || entry.failed));
}

/** Starts loading what `key` names (once per page), without waiting for a render to ask. */
export function preload(key: object, load: () => Promise<unknown>): Promise<void> {
  return loadOf(key, load).promise;
}

/**
 * What `load` resolves to (a component's module, mostly), loaded once per page for `key` however
 * many renders ask; undefined until it arrives, and the caller shows its loading state meanwhile.
 * A failed load throws to the nearest error boundary and is then forgotten, so its "Try again"
 * loads again. Not forgotten at once: React renders again straight after an error, and that
 * render would start a new load instead of showing the error, again and again while it fails.
 *
 * Not React.lazy and Suspense: React holds a boundary's revealed content back until 300 ms after
 * its fallback was shown (react-dom's reveal throttle), which delayed every element's first
 * content by about that much once its code arrived.
 */
export function useLoaded<T>(key: object, load: () => Promise<T>): T | undefined {
  const entry = loadOf(key, load);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const waiting = !('value' in entry) && !entry.failed;
  useEffect(() => {
    if (waiting) void entry.promise.then(loaded);
  }, [entry, waiting]);
  if (entry.failed) {
    if (!entry.forgotten) {
      entry.forgotten = true;
      setTimeout(() => loads.get(key) === entry && loads.delete(key));
    }
    throw entry.failed.error;
  }
  return entry.value as T | undefined;
}
