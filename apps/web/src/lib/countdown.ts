import { useCallback, useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (rounded up, never negative). */
export function secondsUntil(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A seconds countdown, e.g. for a resend button that stays disabled for a while after each send.
 * `start(60)` begins a new minute; `secondsLeft` ticks down to 0 once a second.
 */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(until, now);

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        setUntil(null);
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start };
}
