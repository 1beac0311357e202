import { useEffect, useState } from 'react';
import { CLOCK_MS } from './visibility';

/** The time, ticking once a minute (001 §9 block clock), so timed blocks appear and disappear. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
