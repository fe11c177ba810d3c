/**
 * Working time and months of the profile figures: minutes as signed hours ('8:05 h', '−4:30 h'; the one
 * format of working time in the back office, also the dashboard's 'Arbeitszeit') and calendar months of
 * Vienna as periods of the API ('2026-11-01' to '2026-11-30').
 */
export function hours(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const value = Math.abs(minutes);
  return `${sign}${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')} h`;
}

/** A calendar month; `month` 1–12. */
export interface Month {
  year: number;
  month: number;
}

export interface Period {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month it is in Vienna at `now` (the app's clock). */
export function viennaMonth(now: Date): Month {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return { year, month };
}

/** First and last day of the month. */
export function monthPeriod({ year, month }: Month): Period {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(last)}` };
}

export function monthOf(now: Date): Period {
  return monthPeriod(viennaMonth(now));
}

/** The month `delta` months later (earlier when negative). */
export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'November 2026' (Austrian month names, as on the time clock: 'Jänner 2027'). */
export function monthTitle({ year, month }: Month): string {
  return new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}
