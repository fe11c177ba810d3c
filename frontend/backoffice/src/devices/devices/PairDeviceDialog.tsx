/**
 * 'Gerät koppeln': the manager types the code the device page shows (/device/, 6 characters, upper case as typed)
 * and names the device; POST /api/devices/pair makes it a device of the branch (docs/devices.md, like Xibo's pairing).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { DeviceKind, DevicePairRequest } from '../../api/types';
import { pairDevice } from './api';
import { kindChoices } from './kinds';
import { fieldErrorsOf, PairingCodeInput } from './pairingCode';

const T = 'resources.devices.pair';

interface PairValues {
  code?: string;
  branch?: number;
  name?: string;
  kind?: DeviceKind;
  identifier?: string;
}

export default function PairDeviceDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: PairValues) => {
    setBusy(true);
    setMessage(null);
    const body: DevicePairRequest = {
      code: values.code ?? '',
      branch: values.branch as number,
      name: values.name ?? '',
      kind: values.kind as DeviceKind,
      ...(values.identifier ? { identifier: values.identifier } : {}),
    };
    try {
      const device = await pairDevice(body);
      notify(`${T}.paired`, { type: 'success', messageArgs: { name: device.name } });
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="pair-device-title" fullWidth maxWidth="sm">
      <Form onSubmit={submit} noValidate>
        <DialogTitle id="pair-device-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.intro`)}</DialogContentText>
          {message ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ) : null}
          <PairingCodeInput helperText="resources.devices.helpers.code" />
          <ReferenceInput source="branch" reference="branches">
            <AutocompleteInput validate={required()} />
          </ReferenceInput>
          <TextInput source="name" validate={required()} />
          <SelectInput source="kind" choices={kindChoices} validate={required()} />
          <TextInput source="identifier" helperText="resources.devices.helpers.identifier" />
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
