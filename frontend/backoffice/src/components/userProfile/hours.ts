/** Minutes as signed hours ('8:05 h', '−4:30 h') and the current month in Vienna as a period. */
export function hours(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const value = Math.abs(minutes);
  return `${sign}${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')} h`;
}

export function monthOf(now: Date): { start: string; end: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(last)}` };
}
