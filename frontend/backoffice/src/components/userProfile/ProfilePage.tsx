/**
 * 'Mein Profil' (/backend#/profil, from the user menu): one's name, e-mail, roles and branches, and a month
 * of one's time tracking — the figures (UserProfileFigures, shared with the user's edit page) and one's
 * working activities — with month navigation. The month starts at the app clock's (Vienna).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { userProfileMessages as T } from '../../i18n/userProfile';
import { monthPeriod, monthTitle, shiftMonth, viennaMonth } from './hours';
import type { Month } from './hours';
import { ProfileActivities } from './ProfileActivities';
import { useUserProfile } from './api';
import { UserProfileFigures } from './UserProfileFigures';

const P = T.page;

function PersonCard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const roles: string[] = Array.isArray(permissions) ? permissions : [];
  const branches = ((identity?.branches ?? []) as { id: number; name: string }[])
    .map((branch) => branch.name)
    .sort((a, b) => a.localeCompare(b, 'de'));
  const rows: [string, string][] = [
    [P.name, identity?.fullName ?? ''],
    [P.email, String(identity?.email ?? '')],
    [
      P.roles,
      roles.length
        ? roles.map((role) => translate(`resources.users.roles.${role}`, { _: role })).join(', ')
        : P.noRoles,
    ],
    [P.branches, branches.length ? branches.join(', ') : P.noBranches],
  ];
  return (
    <Card component="section" aria-labelledby="profile-person">
      <CardContent>
        <Typography id="profile-person" variant="h6" component="h2" gutterBottom>
          {P.person}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            gap: { xs: 0, sm: '4px 16px' },
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 'bold', mt: { xs: 1, sm: 0 } }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export default function ProfilePage({ now = () => new Date() }: { now?: () => Date }) {
  const [month, setMonth] = useState<Month>(() => viennaMonth(now()));
  const period = monthPeriod(month);
  const name = monthTitle(month);
  const profile = useUserProfile(undefined, period);
  // someone without time tracking: the figures' note says so, no activities to list
  const tracks = profile.data !== null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={P.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {P.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PersonCard />
        <Box component="section" aria-labelledby="profile-month" sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
          >
            <Button startIcon={<ChevronLeftIcon />} onClick={() => setMonth(shiftMonth(month, -1))}>
              {P.previousMonth}
            </Button>
            {/* on a phone the month stands above its two buttons (only the look: the reading order stays) */}
            <Typography
              id="profile-month"
              variant="h6"
              component="h2"
              aria-live="polite"
              sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, order: { xs: -1, sm: 0 }, textAlign: 'center' }}
            >
              {name}
            </Typography>
            <Button endIcon={<ChevronRightIcon />} onClick={() => setMonth(shiftMonth(month, 1))}>
              {P.nextMonth}
            </Button>
          </Box>
          <UserProfileFigures period={period} title={P.figures} headingLevel="h3" />
          {tracks ? <ProfileActivities period={period} monthName={name} now={now} /> : null}
        </Box>
      </Box>
    </Box>
  );
}
