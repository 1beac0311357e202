import { useLayoutEffect, useReducer, useRef } from 'react';

/**
 * useSyncExternalStore, subscribed in a layout effect: a change between a render and its
 * subscription (a reply landing in the cache while the element's first render runs) renders
 * again before the browser paints. React's useSyncExternalStore subscribes in a passive effect,
 * which runs after the paint: the calendar's data, already in the cache, would show a frame
 * later than it could. A change during a render is caught by the layout effect's own check, so
 * nothing tears between the snapshot and the commit.
 */
export function useExternal<S>(subscribe: (listener: () => void) => () => void, getSnapshot: () => S): S {
  const value = getSnapshot();
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ value, getSnapshot });
  useLayoutEffect(() => {
    latest.current = { value, getSnapshot };
    if (!Object.is(getSnapshot(), value)) changed();
  });
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.getSnapshot(), latest.current.value)) changed();
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
