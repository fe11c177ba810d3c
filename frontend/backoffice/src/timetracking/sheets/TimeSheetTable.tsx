import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { SheetDay, TimeSheet } from './api';
import { hours } from './api';

const T = 'resources.time-sheets';
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.`;
}

function DayRow({ day }: { day: SheetDay }) {
  const translate = useTranslate();
  const weekend = ['Sa', 'So'].includes(dayLabel(day.date).slice(0, 2));
  return (
    <TableRow sx={weekend || day.publicHoliday ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell component="th" scope="row">
        {dayLabel(day.date)}
        {day.publicHoliday ? ` · ${day.publicHoliday}` : ''}
      </TableCell>
      <TableCell align="right">{hours(day.plannedMinutes)}</TableCell>
      <TableCell align="right">{hours(day.workedMinutes)}</TableCell>
      <TableCell align="right">{hours(day.pauseMinutes)}</TableCell>
      <TableCell align="right">{hours(day.balanceMinutes)}</TableCell>
      <TableCell>
        {day.isCorrected ? (
          <Chip size="small" variant="outlined" label={translate(`${T}.corrected`)} sx={{ mr: 1 }} />
        ) : null}
        {day.isStampedOffline ? (
          <Chip
            size="small"
            variant="outlined"
            label={translate(`${T}.stampedOffline`)}
            title={translate(`${T}.stampedOfflineHint`)}
            sx={{ mr: 1 }}
          />
        ) : null}
        {day.warnings.map((warning) => (
          <span key={warning} style={{ display: 'block' }}>
            {warning}
          </span>
        ))}
      </TableCell>
    </TableRow>
  );
}

/** One row per day of the month and the sum line (the sums are the server's, which add up the rows). */
export function TimeSheetTable({ sheet }: { sheet: TimeSheet }) {
  const translate = useTranslate();
  const column = (key: string) => translate(`${T}.columns.${key}`);
  return (
    <Table size="small" aria-label={translate(`${T}.days`)}>
      <TableHead>
        <TableRow>
          <TableCell>{column('date')}</TableCell>
          <TableCell align="right">{column('planned')}</TableCell>
          <TableCell align="right">{column('worked')}</TableCell>
          <TableCell align="right">{column('pauses')}</TableCell>
          <TableCell align="right">{column('balance')}</TableCell>
          <TableCell>{column('notes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sheet.days.map((day) => (
          <DayRow key={day.date} day={day} />
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
            {translate(`${T}.totals.title`)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {hours(sheet.plannedMinutes)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {hours(sheet.workedMinutes)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {hours(sheet.pauseMinutes)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {hours(sheet.balanceMinutes)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
