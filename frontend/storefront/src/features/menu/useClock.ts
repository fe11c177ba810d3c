import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** The current instant, refreshed every 30 seconds (opening and delivery notices follow it). */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
