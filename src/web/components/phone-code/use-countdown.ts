import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment set with `start(seconds)`, ticking at each whole second; 0 when none is
 * set or it has passed. Read from the clock at every tick, so a throttled background tab shows the
 * right number again as soon as it ticks.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  useEffect(() => {
    const left = clock.until - clock.now;
    if (left <= 0) return;
    const timer = window.setTimeout(() => setClock((c) => ({ ...c, now: Date.now() })), left % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [clock]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  }, []);
  return { seconds: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start };
}
