import { useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslate } from 'react-admin';
import {
  enableSound,
  notificationState,
  requestNotifications,
  soundEnabled,
  soundSupported,
} from '../alerts';

const T = 'resources.orders.board';

/** 'Ton aktivieren' (browsers need a click before playing audio) and the notification permission. */
export function AlertControls() {
  const translate = useTranslate();
  const [sound, setSound] = useState(soundEnabled);
  const [permission, setPermission] = useState(notificationState);
  return (
    <>
      {soundSupported() ? (
        <Button
          variant={sound ? 'text' : 'outlined'}
          startIcon={<VolumeUpIcon />}
          disabled={sound}
          onClick={async () => setSound(await enableSound())}
        >
          {translate(sound ? `${T}.soundActive` : `${T}.soundOn`)}
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
