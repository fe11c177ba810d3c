/** The month of the Dienstplan: weeks (Monday to Sunday, ISO week numbers) with the shifts of each day. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { WEEKDAY_SHORT, isoWeek, longDay, sameMonth, shortDay } from './dates';
import type { Occurrence } from './api';
import { ShiftChip } from './ShiftChip';

const T = 'resources.planner';
const SHOWN = 4;

interface MonthGridProps {
  weeks: string[][];
  anchor: string;
  shifts: Occurrence[];
  holidays: Map<string, string>;
  canEdit: boolean;
  title: string;
  onEdit: (occurrence: Occurrence) => void;
  onOpenWeek: (day: string) => void;
}

export function MonthGrid({ weeks, anchor, shifts, holidays, canEdit, title, onEdit, onOpenWeek }: MonthGridProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={translate(`${T}.gridLabel`, { title })}
        sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 760, tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 56, p: 1 }}>
              <abbr title="Kalenderwoche">KW</abbr>
            </Box>
            {WEEKDAY_SHORT.map((name) => (
              <Box component="th" scope="col" key={name} sx={{ p: 1, textAlign: 'left' }}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              <Box component="th" scope="row" sx={{ p: 1, verticalAlign: 'top', borderTop: 1, borderColor: 'divider' }}>
                {isoWeek(week[0]).week}
              </Box>
              {week.map((day) => {
                const mine = shifts.filter((shift) => shift.day === day);
                return (
                  <Box
                    component="td"
                    key={day}
                    sx={{
                      verticalAlign: 'top',
                      p: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      height: 96,
                      bgcolor: holidays.has(day) ? 'action.hover' : undefined,
                      color: sameMonth(day, anchor) ? undefined : 'text.secondary',
                    }}
                  >
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onOpenWeek(day)}
                      aria-label={longDay(day)}
                      sx={{ fontWeight: 600, color: 'inherit' }}
                    >
                      {shortDay(day).slice(4)}
                    </Link>
                    {holidays.get(day) ? (
                      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                        {holidays.get(day)}
                      </Box>
                    ) : null}
                    <Box sx={{ display: 'grid', gap: 0.5, mt: 0.5 }}>
                      {mine.slice(0, SHOWN).map((shift) => (
                        <ShiftChip
                          key={shift.key}
                          occurrence={shift}
                          canEdit={canEdit}
                          onEdit={onEdit}
                          showName
                          movable={false}
                        />
                      ))}
                      {mine.length > SHOWN ? (
                        <Link
                          component="button"
                          type="button"
                          onClick={() => onOpenWeek(day)}
                          sx={{ justifySelf: 'start' }}
                        >
                          {translate(`${T}.more`, { smart_count: mine.length - SHOWN })}
                        </Link>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
