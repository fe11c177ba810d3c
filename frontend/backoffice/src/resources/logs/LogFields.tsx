import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
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
  return <span>{entityLabel(record.entity)}</span>;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changes of one log entry as a small field / before / after table. */
export function ChangesTable() {
  const record = useRecordContext<LogEntry>();
  const translate = useTranslate();
  const changes = record?.changes ?? {};
  const entries = Object.entries(changes);
  const fieldLabel = (field: string) => {
    const key = changedFieldKey(record?.entity, field);
    return key ? translate(key, { _: field }) : field;
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
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatValue(change?.old)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatValue(change?.new)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
