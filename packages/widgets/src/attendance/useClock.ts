import { useEffect, useState } from 'react';

/** The attendance clock ticks twice a second (spec 02 §9) so it never shows a stale second. */
export const CLOCK_TICK_MS = 500;

/** The current time, re-read every tick; a fixed time (stories, screenshots) stops the ticking. */
export function useClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
