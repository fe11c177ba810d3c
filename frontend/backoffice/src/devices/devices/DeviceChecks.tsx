/**
 * The checks of a device: 'Testbenachrichtigung senden', 'Testdruck' (printers) and 'Log anfordern'. The server
 * answers once the device confirmed, or after DEVICE_CONFIRM_SECONDS (10) with 'Test nicht erfolgreich.' /
 * 'Log konnte nicht angefordert werden.'; meanwhile the screen says it waits, and no second check starts.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Device } from '../../api/types';
import type { DeviceCheck } from './api';
import { checkFailure, runCheck } from './api';

const T = 'resources.devices.actions';

const CONFIRMED: Record<DeviceCheck, string> = {
  notification: `${T}.notificationConfirmed`,
  print: `${T}.printConfirmed`,
  logs: `${T}.logsReceived`,
};

export function DeviceChecks({ device }: { device: Device }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<DeviceCheck | null>(null);

  const run = async (check: DeviceCheck) => {
    setRunning(check);
    try {
      await runCheck(device.id, check);
      notify(CONFIRMED[check], { type: 'success' });
    } catch (error) {
      notify((error as Error).message || checkFailure(check), { type: 'error' });
    } finally {
      setRunning(null);
      // a log arrives with its request; a failed one may still have come in late
      if (check === 'logs') await queryClient.invalidateQueries({ queryKey: ['devices', device.id, 'logs'] });
    }
  };

  const button = (check: DeviceCheck, label: string, icon: React.ReactNode) => (
    <Button
      variant="outlined"
      startIcon={running === check ? <CircularProgress size={16} aria-hidden /> : icon}
      onClick={() => run(check)}
      disabled={running !== null}
      aria-busy={running === check}
    >
      {translate(label)}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="device-checks-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" id="device-checks-title">
        {translate('resources.devices.sections.actions')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {button('notification', `${T}.testNotification`, <NotificationsActiveIcon />)}
        {device.kind === 'printer' ? button('print', `${T}.testPrint`, <PrintIcon />) : null}
        {button('logs', `${T}.requestLogs`, <ReceiptLongIcon />)}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: '1.5em' }}>
        {running ? translate(`${T}.waiting`) : ''}
      </Typography>
    </Box>
  );
}
