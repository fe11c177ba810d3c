import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@bestellwerk/common/format';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import type { SignageDevice } from '../../api/types';
import { EditLoadError } from '../../components/LoadError';
import { TvCommands } from './TvCommands';
import { TvForm } from './TvForm';
import { TvOnline, TvShowing } from './TvState';

const T = 'resources.digital-signage-devices';

/** Below the form: whether the screen is online, what its player shows, its last screenshot, and the commands. */
function TvPanel() {
  const translate = useTranslate();
  const tv = useRecordContext<SignageDevice>();
  if (!tv) return null;
  return (
    <>
      <Divider />
      <Box sx={{ display: 'grid', gap: 3, p: 2, maxWidth: 900 }}>
        <Box component="section" aria-labelledby="tv-state-title" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle1" component="h2" id="tv-state-title">
            {translate(`${T}.fields.showing`)}
          </Typography>
          <TvOnline tv={tv} />
          <TvShowing tv={tv} />
        </Box>
        <TvCommands tv={tv} />
        {tv.screenshot ? (
          <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Box
              component="img"
              src={tv.screenshot.url}
              alt={translate(`${T}.commands.screenshotAlt`, { name: tv.name })}
              sx={{ maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider' }}
            />
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {translate(`${T}.commands.screenshotTaken`, { time: formatDateTime(tv.screenshot.takenAt) })}
            </Typography>
          </Box>
        ) : null}
      </Box>
    </>
  );
}

/** The TV's record is read again every 5 s: the player's state and a new screenshot show up by themselves. */
const LIVE = { refetchInterval: 5_000 };

export default function TvEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} queryOptions={LIVE}>
      <TvForm />
      <TvPanel />
    </Edit>
  );
}
