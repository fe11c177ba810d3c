/** 'Meine Arbeitszeiten': the caller's working activities of a month as a table with the month's sums. */
import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { userProfileMessages as T } from '../../i18n/userProfile';
import { LoadError } from '../LoadError';
import { activityRows, activityTotals } from './activities';
import type { Period } from './hours';
import { useProfileActivities } from './api';

const C = T.page.columns;
// the sums as large as the rows (a table footer is smaller by default)
const FOOTER = { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function ProfileActivities({ period, monthName, now }: { period: Period; monthName: string; now: () => Date }) {
  const titleId = useId();
  const { data, error, isPending, refetch } = useProfileActivities(period);
  const rows = data ? activityRows(data, now()) : [];
  const totals = data ? activityTotals(data, now()) : undefined;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {T.page.activities}
        </Typography>
        {isPending ? (
          <Typography role="status" color="text.secondary">
            {T.loading}
          </Typography>
        ) : null}
        {error ? <LoadError message={(error as Error).message} onRetry={() => void refetch()} sx={{ m: 0 }} /> : null}
        {data && rows.length === 0 ? (
          <Typography color="text.secondary">{fill(T.page.empty, { month: monthName })}</Typography>
        ) : null}
        {rows.length > 0 && totals ? (
          // narrow screens scroll the table sideways (focusable, so keyboards scroll it too)
          <TableContainer tabIndex={0} role="group" aria-labelledby={titleId}>
            <Table size="small" aria-label={fill(T.page.activitiesCaption, { month: monthName })}>
              <TableHead>
                <TableRow>
                  <TableCell>{C.date}</TableCell>
                  <TableCell>{C.start}</TableCell>
                  <TableCell>{C.end}</TableCell>
                  <TableCell align="right">{C.pauses}</TableCell>
                  <TableCell align="right">{C.worked}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      {row.date}
                    </TableCell>
                    <TableCell>{row.start}</TableCell>
                    <TableCell>{row.end}</TableCell>
                    <TableCell align="right">{row.pauses}</TableCell>
                    <TableCell align="right">{row.worked}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={3} sx={FOOTER}>
                    {T.page.total}
                  </TableCell>
                  <TableCell align="right" sx={FOOTER}>
                    {totals.pauses}
                  </TableCell>
                  <TableCell align="right" sx={FOOTER}>
                    {totals.worked}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  );
}
