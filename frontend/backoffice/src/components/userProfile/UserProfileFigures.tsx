/**
 * A person's figures of a month (GET /api/statistics/user-profile): planned, worked, balance, holiday days
 * and the year's entitlement and remaining days. Shared by the aside of a user's edit page
 * (UserProfileStatistics) and 'Mein Profil' (ProfilePage). A person without time tracking gets a short
 * note instead.
 */
import { useId } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UserProfileStatistic } from '../../api/types';
import { userProfileMessages as T } from '../../i18n/userProfile';
import { LoadError } from '../LoadError';
import { hours } from './hours';
import type { Period } from './hours';
import { useUserProfile } from './api';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The rows as [label, value]; the year of the holiday account is the period's last day's. */
export function figureRows(data: UserProfileStatistic): [string, string][] {
  const year = data.end.slice(0, 4);
  return [
    [T.planned, hours(data.plannedMinutes)],
    [T.worked, hours(data.workedMinutes)],
    [T.balance, hours(data.balanceMinutes)],
    [T.holidays, fill(T.days, { taken: data.holidayDaysTaken, planned: data.holidayDaysPlanned })],
    [fill(T.entitlement, { year }), String(data.holidayEntitlementDays)],
    [fill(T.remaining, { year }), String(data.holidayRemainingDays)],
  ];
}

interface UserProfileFiguresProps {
  /** without: the caller's own figures */
  user?: number;
  period: Period;
  title: string;
  headingLevel?: 'h2' | 'h3';
  sx?: SxProps<Theme>;
}

export function UserProfileFigures({ user, period, title, headingLevel = 'h2', sx }: UserProfileFiguresProps) {
  const titleId = useId();
  const { data, error, isPending, refetch } = useUserProfile(user, period);
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardContent>
        <Typography id={titleId} variant="h6" component={headingLevel} gutterBottom>
          {title}
        </Typography>
        {isPending ? (
          <Typography role="status" color="text.secondary">
            {T.loading}
          </Typography>
        ) : null}
        {error ? <LoadError message={(error as Error).message} onRetry={() => void refetch()} sx={{ m: 0 }} /> : null}
        {!isPending && !error && !data ? <Typography color="text.secondary">{T.none}</Typography> : null}
        {data ? (
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
            {figureRows(data).map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
