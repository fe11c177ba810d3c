/**
 * 'Mit Code koppeln' (administrators, on a device's page and its edit page): a new tablet or screen takes this
 * device's place. The manager types the code the new device page shows; POST /api/devices/{id}/pair makes that page
 * this device (name, identifier, settings and its TV stay) and signs the old one off (docs/devices.md 'Devices').
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinkIcon from '@mui/icons-material/Link';
import { Form, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Device } from '../../api/types';
import { pairExistingDevice } from './api';
import { fieldErrorsOf, PairingCodeInput } from './pairingCode';

const T = 'resources.devices.pairExisting';

function PairExistingDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { code?: string }) => {
    setBusy(true);
    setMessage(null);
    try {
      await pairExistingDevice(device.id, { code: values.code ?? '' });
      notify(`${T}.paired`, { type: 'success' });
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      setMessage((error as Error).message || translate('resources.devices.messages.pairFailed'));
      return fieldErrorsOf(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="pair-existing-title" fullWidth maxWidth="sm">
      <Form onSubmit={submit} noValidate>
        <DialogTitle id="pair-existing-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.intro`)}</DialogContentText>
          {message ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ) : null}
          <PairingCodeInput helperText={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate(`${T}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(`${T}.submit`)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** 'Mit Code koppeln' and its dialog; nothing for staff who are no administrators. */
export function PairExistingButton({ device }: { device: Device }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!isAdmin(permissions)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      {open ? <PairExistingDialog device={device} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
