import { wallTimeString } from '@bestellwerk/common/time';
import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** The current wall time in the business time zone ("YYYY-MM-DDTHH:MM"), refreshed every 30 seconds. */
export function useBusinessNow(): string {
  const [now, setNow] = useState(() => wallTimeString(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(wallTimeString(new Date())), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The current instant, renewed on the same tick as useBusinessNow (slots and labels move on). */
export function useNowInstant(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
