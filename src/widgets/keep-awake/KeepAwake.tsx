import { useEffect, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KeepAwakeProps {}

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

// Asked in an effect: a browser's alone.
const wakeLockOf = () => (navigator as { wakeLock?: WakeLockLike }).wakeLock;

/**
 * Keep-awake (001 §2: it exists but is hidden): keeps the screen on while the page is shown, for
 * a timing board or a kiosk at the track, with the Screen Wake Lock API. It shows nothing. The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the page
 * is shown; a browser without the API, or one that refuses (low battery), leaves the screen to
 * its own settings.
 */
export function KeepAwake(_props: KeepAwakeProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = wakeLockOf();
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let gone = false;
    const hold = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (lock) => {
          if (gone) return void lock.release().catch(() => undefined);
          sentinel = lock;
          setHeld(true);
        },
        () => setHeld(false),
      );
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? hold() : setHeld(false));
    hold();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return <div className="keep-awake" part="keep-awake" hidden data-held={held ? '' : undefined} />;
}
