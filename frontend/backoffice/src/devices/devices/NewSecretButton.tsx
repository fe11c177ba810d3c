/**
 * 'Neues Geheimnis erzeugen' (administrators): after a confirmation the device gets a new secret, shown once: for
 * the printer agent's secret file, or a time-clock terminal's address (/terminal/<branch>/<secret>).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import KeyIcon from '@mui/icons-material/Key';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Device, DeviceSecret } from '../../api/types';
import { newSecret } from './api';

const T = 'resources.devices.secret';

export function NewSecretButton({ device }: { device: Device }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<DeviceSecret | null>(null);

  const create = async () => {
    setBusy(true);
    try {
      setShown(await newSecret(device.id));
      setConfirming(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'resources.devices.messages.secretFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const address = shown?.terminalUrl ? new URL(shown.terminalUrl, window.location.origin).href : null;
  return (
    <>
      <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setConfirming(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate(`${T}.confirmTitle`, { name: device.name })}
        content={translate(`${T}.confirmText`)}
        onConfirm={create}
        onClose={() => setConfirming(false)}
      />
      {shown ? (
        <Dialog open onClose={() => setShown(null)} aria-labelledby="device-secret-title" fullWidth maxWidth="sm">
          <DialogTitle id="device-secret-title">{translate(`${T}.title`)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{translate(`${T}.shownOnce`)}</DialogContentText>
            {address ? (
              <>
                <DialogContentText>{translate(`${T}.terminalHint`)}</DialogContentText>
                <Box component="code" sx={{ wordBreak: 'break-all', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
                  {address}
                </Box>
                <Box>
                  <Button variant="contained" href={address} target="_blank" rel="noreferrer">
                    {translate(`${T}.open`)}
                  </Button>
                </Box>
              </>
            ) : (
              <>
                <Box
                  component="code"
                  aria-label={translate(`${T}.title`)}
                  sx={{ wordBreak: 'break-all', p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '1rem' }}
                >
                  {shown.secret}
                </Box>
                {device.kind === 'printer' ? (
                  <DialogContentText>{translate(`${T}.printerHint`)}</DialogContentText>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShown(null)}>{translate(`${T}.close`)}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
