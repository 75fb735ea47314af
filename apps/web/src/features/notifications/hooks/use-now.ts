import { useEffect, useState } from 'react';

/** The time, read again every `everyMs` while `isTicking` (a countdown); still otherwise. */
export function useNow(isTicking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const tick = () => setNow(Date.now());
    // At once too: the time kept while still may be minutes old.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [isTicking, everyMs]);
  return now;
}
