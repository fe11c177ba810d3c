import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@bestellwerk/common/format';
import { getUnit, UNITS } from '@bestellwerk/common/rules/units';
import type { LogEntry } from '../../api/types';
import { changedFieldKey, entityLabel } from './entities';

/** The acting user's name, or 'System' for changes made without a user. */
export function LogUserField() {
  const record = useRecordContext<LogEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const user = record.user;
  return <span>{user ? user.fullName || user.email : translate('resources.logs.systemUser')}</span>;
}

export function LogActionField() {
  const record = useRecordContext<LogEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.logs.actions.${record.action}`, { _: String(record.action ?? '') })}</span>;
}

/** The object type in German ('Bestellung', 'Produkt'), never the raw model name. */
export function LogEntityField() {
  const record = useRecordContext<LogEntry>();
  if (!record) return null;
  return <span>{entityLabel(record.entity, record.entityType)}</span>;
}

/** When it happened, in Vienna time whatever the browser's zone ('25.11.2026 08:00'). */
export function LogTimeField() {
  const record = useRecordContext<LogEntry>();
  if (!record?.createdAt) return null;
  return <span>{formatDateTime(record.createdAt)}</span>;
}

// an instant as the audit log stores it (ISO 8601 in UTC, e.g. '2026-11-25T07:00:00+00:00')
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
// a decimal as the audit log stores it ('2.000000', '19.90')
const DECIMAL = /^-?\d+\.\d+$/;

/** A recorded value as a person reads it: German booleans, instants in Vienna time, decimals with a comma
 * (quantities in their shortest form: '2', '0,25'; money keeps its two decimals), units by their short name. */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (INSTANT.test(text)) return formatDateTime(text);
  if (DECIMAL.test(text)) {
    const decimals = text.split('.')[1].length;
    const shown = decimals > 2 ? text.replace(/\.?0+$/, '') : text;
    return shown.replace('.', ',');
  }
  if (field === 'unit' && UNITS.some((unit) => unit.id === text)) return getUnit(text).shortName;
  return text;
}

/** The changes of one log entry as a small field / before / after table, each field by its German name. */
export function ChangesTable() {
  const record = useRecordContext<LogEntry>();
  const translate = useTranslate();
  const changes = record?.changes ?? {};
  const entries = Object.entries(changes);
  // the back office's own label of the field, else the server's German name of it, else the field as recorded
  const fieldLabel = (field: string) => {
    const fallback = record?.fieldLabels?.[field] ?? field;
    const key = changedFieldKey(record?.entity, field);
    return key ? translate(key, { _: fallback }) : fallback;
  };
  if (entries.length === 0) {
    return <Typography variant="body2">{translate('resources.logs.changes.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('resources.logs.fields.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.logs.changes.field')}</TableCell>
          <TableCell>{translate('resources.logs.changes.old')}</TableCell>
          <TableCell>{translate('resources.logs.changes.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([field, change]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">
              {fieldLabel(field)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatValue(change?.old, field)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatValue(change?.new, field)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
