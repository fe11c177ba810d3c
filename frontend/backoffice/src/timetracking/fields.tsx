import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@bestellwerk/common/format';

/** A moment in the business time zone, e.g. '24.11.2026, 12:30'; an open end reads 'läuft'. */
export function MomentField({ source, openText }: { source: 'start' | 'end'; openText?: boolean }) {
  const record = useRecordContext<{ start?: string; end?: string | null }>();
  const translate = useTranslate();
  const value = record?.[source];
  if (!value) return <span>{openText ? translate('resources.working-activities.running') : ''}</span>;
  return <span>{formatDateTime(value)}</span>;
}

/** Minutes as hours, e.g. 485 → '8:05 h'. */
export function MinutesField({ source }: { source: 'workedMinutes' }) {
  const record = useRecordContext<{ workedMinutes?: number }>();
  const minutes = record?.[source] ?? 0;
  return <span>{`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`}</span>;
}
