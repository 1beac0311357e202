import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getConfig, type Routing } from '../core/config';
import { emit } from '../core/events';
import { leaveSite, type NavigateOptions } from '../core/navigation';
import { useHostContext } from '../hooks/HostContext';
import { usePlatform } from '../hooks/usePageCore';
import { onAddressChange, readPath, reloadAt, scrollToTop, writePath } from './history';
import { destinationOf, normaliseBase, type AddressOptions } from './router';
import { applyUpdate } from './updates';

/** A path without its query: 000 §2's "path differs". */
const bare = (path: string) => path.split(/[?#]/)[0];

/**
 * The site's router: the path it shows, kept in the address bar (path or hash routing), moved by
 * `navigate` (a path in the site, or an address it leaves for) and by back and forward; each move
 * is told to the host page as `venue-navigate`, which may cancel it. `navigating` is on from a
 * move to another path until `settle` is called once the new route has painted.
 */
export function useSiteRouter(routing: string | undefined, base: string | undefined) {
  const outer = useHostContext();
  const mode: Routing = routing === 'hash' || routing === 'path' ? routing : getConfig().routing;
  const options = useMemo<AddressOptions>(() => ({ mode, base: normaliseBase(base) }), [mode, base]);
  // A server renders the path it was asked for; a browser shows the address bar's.
  const rendered = usePlatform().path;
  const [path, setPath] = useState(() => rendered ?? readPath(options));
  const [navigating, setNavigating] = useState(false);
  const pathRef = useRef(path);
  pathRef.current = path;

  const go = useCallback(
    (next: string, { replace = false }: NavigateOptions = {}) => {
      const before = pathRef.current;
      if (outer.host && !emit(outer.host, 'venue-navigate', { path: next })) return;
      // 000 §2: a waiting update is applied on navigation; a full load then shows the new path.
      if (applyUpdate(() => reloadAt(next, options))) return;
      writePath(next, options, replace);
      if (bare(next) !== bare(before)) {
        setNavigating(true);
        scrollToTop();
      }
      setPath(next);
    },
    [outer.host, options],
  );

  const navigate = useCallback(
    (target: string, navigateOptions?: NavigateOptions) => {
      const destination = destinationOf(target, options);
      if ('leave' in destination) leaveSite(destination.leave, navigateOptions);
      else go(destination.path, navigateOptions);
    },
    [go, options],
  );

  // Back and forward.
  useEffect(
    () =>
      onAddressChange(() => {
        const next = readPath(options);
        if (next === pathRef.current) return;
        if (outer.host) emit(outer.host, 'venue-navigate', { path: next });
        if (bare(next) !== bare(pathRef.current)) setNavigating(true);
        setPath(next);
      }),
    [options, outer.host],
  );

  /** A full load of the path shown now (an update applied from the banner). */
  const reload = useCallback(() => reloadAt(pathRef.current, options), [options]);
  const settle = useCallback(() => setNavigating(false), []);

  return { outer, options, path, navigate, navigating, settle, reload };
}
