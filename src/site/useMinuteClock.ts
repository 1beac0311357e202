import { useEffect, useState } from 'react';
import { CLOCK_MS } from './visibility';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The time to the minute: the same for every read within it (a server's render reads it too). */
const minute = () => Math.floor(Date.now() / CLOCK_MS) * CLOCK_MS;

/**
 * The time, ticking once a minute (001 §9 block clock), so timed blocks appear and disappear.
 * One clock for the page, running while anything shows a timed part. Each part that shows a
 * timed widget or block reads it itself: a page's rows are not rendered again for it, and a row
 * the server rendered that is not live yet is left as it is (PageView).
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(minute);
  useEffect(() => {
    const tick = () => setNow(minute());
    tick();
    listeners.add(tick);
    timer ??= setInterval(() => listeners.forEach((heard) => heard()), CLOCK_MS);
    return () => {
      listeners.delete(tick);
      if (listeners.size) return;
      clearInterval(timer);
      timer = undefined;
    };
  }, []);
  return now;
}
