import { useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslate } from 'react-admin';
import { notificationState, requestNotifications, soundSupported } from '../alerts';
import { useSound } from '../useSound';

const T = 'resources.orders.board';

/** The sound toggle ('Ton an' / 'Ton aus', remembered locally) and the notification permission. */
export function AlertControls() {
  const translate = useTranslate();
  const [sound, toggleSound] = useSound();
  const [permission, setPermission] = useState(notificationState);
  return (
    <>
      {soundSupported() ? (
        <Button
          variant={sound ? 'contained' : 'outlined'}
          startIcon={sound ? <VolumeUpIcon /> : <VolumeOffIcon />}
          aria-pressed={sound}
          title={translate(`${T}.soundLabel`)}
          sx={{ minHeight: 44 }}
          onClick={toggleSound}
        >
          {translate(sound ? `${T}.soundOn` : `${T}.soundOff`)}
        </Button>
      ) : null}
      {permission === 'default' ? (
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveIcon />}
          onClick={async () => setPermission(await requestNotifications())}
        >
          {translate(`${T}.notificationsOn`)}
        </Button>
      ) : permission === 'granted' || permission === 'denied' ? (
        <Button variant="text" startIcon={<NotificationsActiveIcon />} disabled>
          {translate(permission === 'granted' ? `${T}.notificationsActive` : `${T}.notificationsDenied`)}
        </Button>
      ) : null}
    </>
  );
}
