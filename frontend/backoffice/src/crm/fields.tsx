import { useRecordContext } from 'react-admin';
import { formatCurrency, formatDateTime } from '@bestellwerk/common/format';

/** A money field of the record (decimal string) in de-AT, e.g. '€ 24,95'. */
export function MoneyField({ source }: { source: 'totalGross' }) {
  const record = useRecordContext<{ totalGross?: string }>();
  return <span>{record?.[source] ? formatCurrency(record[source]) : ''}</span>;
}

/** A moment in the business time zone, e.g. '24.11.2026, 12:30'. */
export function MomentField({ source }: { source: 'lastOrderAt' | 'createdAt' }) {
  const record = useRecordContext<Record<string, string | null | undefined>>();
  const value = record?.[source];
  return <span>{value ? formatDateTime(value) : ''}</span>;
}
