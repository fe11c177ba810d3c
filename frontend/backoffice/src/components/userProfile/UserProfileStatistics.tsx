/**
 * A person's figures of this month on their profile page (GET /api/statistics/user-profile): planned,
 * worked, balance and holiday days. A person without time tracking gets a short note instead.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { request } from '../../api/http';
import type { UserProfileStatistic } from '../../api/types';
import { de } from '../../i18n/de';
import { hours, monthOf } from './hours';

const T = 'resources.user-profile';

async function loadProfile(user: number): Promise<UserProfileStatistic | null> {
  const { start, end } = monthOf(new Date());
  try {
    const response = await request<UserProfileStatistic>('/statistics/user-profile', {
      fallback: de.resources['user-profile'].loadFailed,
    }, { query: { user, start, end } });
    return response.data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export function UserProfileStatistics() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['statistics', 'user-profile', record?.id],
    queryFn: () => loadProfile(record?.id ?? 0),
    enabled: !!record,
  });
  const rows: [string, string][] = data
    ? [
        ['planned', hours(data.plannedMinutes)],
        ['worked', hours(data.workedMinutes)],
        ['balance', hours(data.balanceMinutes)],
        ['holidays', translate(`${T}.days`, { taken: data.holidayDaysTaken, planned: data.holidayDaysPlanned })],
        ['remaining', String(data.holidayRemainingDays)],
      ]
    : [];
  return (
    <Card component="section" aria-labelledby="user-profile-title" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 260 }}>
      <CardContent>
        <Typography id="user-profile-title" variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
        {!isPending && !error && !data ? <Typography color="text.secondary">{translate(`${T}.none`)}</Typography> : null}
        {data ? (
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
            {rows.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{translate(`${T}.${key}`)}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
