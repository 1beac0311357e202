// Suspense here marks a part of a server-rendered page that comes alive later: it suspends only
// while hydrating, so no fallback ever shows (docs/decisions.md says where Suspense is allowed).
// eslint-disable-next-line no-restricted-imports
import { createContext, Suspense, use, useContext, useId, useState, type ReactNode } from 'react';
import { useHostContext } from '../hooks/HostContext';
import { useLiveness, type Liveness } from '../hooks/useHydrated';
import { usePlatform } from '../hooks/usePageCore';
import { HydrationRoot, hydrationParts } from '../ui/HydrateLater';
import { stillHere } from './stillRows';

/**
 * A part of a rendered page that comes alive once it comes into view (HydrateWhenSeen): the
 * mark its frame carries in the server's HTML (`data-later`, found by it and by the loader, which
 * holds what a visitor does to it meanwhile), and whether the browser is still hydrating it. Null
 * anywhere else, and wherever the browser rendered a part anew.
 */
interface LaterPart {
  /** Its frame's `data-later` (`data-still` for a still row); none once live (a render then drops it). */
  marker?: string;
  /** A row the browser never changes (site/stillRows): it stays as the server wrote it. */
  still: boolean;
  /** While the browser hydrates it. */
  hydrating: boolean;
  /**
   * Its own hydration's parts (ui/HydrateLater), in the browser: what only a browser shows (a
   * member's name) waits until the part has hydrated, and so does what a visitor did to it.
   */
  parts: ReturnType<typeof hydrationParts> | null;
  /** Its code, asked for once it comes into view. */
  code?: Promise<unknown>;
}

const LaterPartContext = createContext<LaterPart | null>(null);

/** The part that comes alive later a component is in (null elsewhere). */
export const useLaterPart = (): LaterPart | null => useContext(LaterPartContext);

/**
 * A part comes alive as it enters the viewport, not before: one just below the first screen (the
 * home page's slider on a phone) costs the page's load nothing, and it looks the same until then
 * (the server's HTML, with what a visitor does to it held).
 */
const NEAR_MARGIN = '0px';
/**
 * Once the rest of the page is live and the visitor scrolls, a part up to two viewports' height
 * below the viewport comes alive too, ahead of them: scrolled to, it is live when it is reached (a
 * press on a part still hydrating waits for it: 200–240 ms at the calibrated slowdown,
 * docs/performance.md). Not while the page loads (the first screen has the main thread), and not
 * for a visitor who reads the first screen and leaves.
 */
const AHEAD_MARGIN = '0px 0px 200% 0px';
/**
 * A visitor's first touch of a part not live yet brings it alive at once (what they did is held
 * and done then: loader/rendered). Heard on the host, before the loader's and React's listeners on
 * its shadow root: a script's or a screen reader's click comes with no pointer or focus first.
 */
const WAKE = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'];

interface Nearing {
  near: boolean;
  promise: Promise<void>;
}

const nearings = new WeakMap<Element, Nearing>();

/**
 * Calls `then` once `tree` is live and the visitor has scrolled (the page or anything in it,
 * before or after); returns what cancels it.
 */
function whenLiveAndScrolled(tree: Liveness, then: () => void): () => void {
  let scrolled = scrollY > 0;
  const check = () => {
    if (!scrolled || !tree.getState()) return;
    stop();
    then();
  };
  const onScroll = () => {
    scrolled = true;
    check();
  };
  // Capturing: a scroll event does not bubble, and a host may scroll the site in a box of its own.
  addEventListener('scroll', onScroll, { capture: true, passive: true });
  const unsubscribe = tree.subscribe(check);
  function stop() {
    removeEventListener('scroll', onScroll, true);
    unsubscribe();
  }
  check();
  return stop;
}

/** The frame a part's `marker` marks in `host`'s shadow root. */
const frameOf = (host: HTMLElement | null, marker: string) =>
  host?.shadowRoot?.querySelector(`[data-later="${CSS.escape(marker)}"], [data-still="${CSS.escape(marker)}"]`);

/**
 * Resolves once the frame marked `marker` comes into view or is touched (at once if there is
 * none), or near it once `tree` is live and the visitor scrolls (AHEAD_MARGIN), or is gone: React
 * rendered the part anew (its props or a context above it changed before it was live), or the
 * page was left. A part rendered anew then waits for its code alone, and nothing is left
 * listening. A still part (`still`: site/stillRows) resolves only once it is gone.
 */
function nearing(host: HTMLElement | null, marker: string, tree: Liveness, still: boolean): Nearing {
  const root = host?.shadowRoot;
  const frame = frameOf(host, marker);
  if (!host || !root || !frame) return { near: true, promise: Promise.resolve() };
  let found = nearings.get(frame);
  if (found) return found;
  let resolve = () => {};
  const state: Nearing = { near: false, promise: new Promise<void>((done) => (resolve = done)) };
  const inView = (entries: IntersectionObserverEntry[]) => entries.some((entry) => entry.isIntersecting) && wake();
  const seen = new IntersectionObserver(inView, { rootMargin: NEAR_MARGIN });
  const ahead = new IntersectionObserver(inView, { rootMargin: AHEAD_MARGIN });
  const gone = new MutationObserver(() => frame.isConnected || wake());
  const touched = (event: Event) => frame.contains(event.composedPath()[0] as Node) && wake();
  function wake() {
    seen.disconnect();
    ahead.disconnect();
    stopWaiting();
    gone.disconnect();
    for (const type of WAKE) host!.removeEventListener(type, touched, true);
    state.near = true;
    resolve();
  }
  gone.observe(root, { childList: true, subtree: true });
  let stopWaiting = () => {};
  if (!still) {
    seen.observe(frame);
    stopWaiting = whenLiveAndScrolled(tree, () => ahead.observe(frame));
    for (const type of WAKE) host.addEventListener(type, touched, { capture: true, passive: true });
  }
  nearings.set(frame, (found = state));
  return found;
}

/**
 * A part of a server-rendered page (a page row below the first) that comes alive only once it
 * comes into view, or near it as the visitor scrolls the live page, or is touched: its widgets'
 * code is not loaded before (the server names only the code of the page's other parts), and
 * React leaves it as the server wrote it, a dehydrated Suspense boundary, until then. The page's
 * first screen has the phone's main thread and the network to itself. Its frame carries
 * `data-later` in the server's HTML (RowFrame), which is how it is found, and how the loader
 * knows to hold a click on it until it is live. Nothing must render it again before it is live
 * (a render that reaches a dehydrated boundary makes React drop the server's HTML there):
 * PageView keeps its rows in `memo` with props that do not change, and the contexts above it do
 * not change once live. Rendered anew (a page the browser navigated to), it is its children. A
 * `still` part (site/stillRows) is marked `data-still` and is not brought alive by being seen or
 * touched: it stays the server's HTML, and its code is never loaded, unless React renders it anew.
 */
export function HydrateWhenSeen({ code, still = false, children }: { code: () => Promise<unknown>; still?: boolean; children: ReactNode }) {
  const platform = usePlatform();
  const tree = useLiveness();
  const { host } = useHostContext();
  const marker = useId();
  // A render on a server, or the browser hydrating the page (its tree not live yet): a part that comes alive later.
  const [part] = useState<LaterPart | null>(() => {
    if (platform.live && tree.getState()) return null;
    const later: LaterPart = { marker, still, hydrating: platform.live, parts: null };
    if (platform.live)
      later.parts = hydrationParts(() => {
        const frame = frameOf(host, marker);
        later.hydrating = false;
        later.marker = undefined;
        frame?.removeAttribute('data-later');
        frame?.removeAttribute('data-still');
        // What the visitor did to it meanwhile (loader/rendered held it) is done now, on the live part.
        if (frame) window.VenueElements?.releaseInput?.(host!.shadowRoot!, frame);
      });
    return later;
  });
  if (!part) return children;
  return (
    <LaterPartContext.Provider value={part}>
      <Suspense fallback={null}>
        <Near part={part} code={code}>
          <HydrationRoot parts={part.parts}>{children}</HydrationRoot>
        </Near>
      </Suspense>
    </LaterPartContext.Provider>
  );
}

/**
 * Waits, while hydrating, for the part to come into view, then for its code (what a rendered
 * page loads for its other parts before it hydrates).
 */
function Near({ part, code, children }: { part: LaterPart; code: () => Promise<unknown>; children: ReactNode }) {
  const { host } = useHostContext();
  const tree = useLiveness();
  if (part.hydrating && part.marker) {
    // Still where this browser's sheets do what its script would (site/stillRows); else it comes alive as it is seen.
    const near = nearing(host, part.marker, tree, part.still && stillHere());
    if (!near.near) use(near.promise);
    use((part.code ??= code()));
  }
  return children;
}
