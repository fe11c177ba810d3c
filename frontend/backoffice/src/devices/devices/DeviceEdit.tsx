import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Edit, useRecordContext } from 'react-admin';
import type { Device } from '../../api/types';
import { EditLoadError } from '../../components/LoadError';
import { DeviceChecks } from './DeviceChecks';
import { DeviceForm } from './DeviceForm';
import { DeviceLogs } from './DeviceLogs';
import { DeviceState } from './DeviceState';
import { NewSecretButton } from './NewSecretButton';
import { PairExistingButton } from './PairExistingDialog';

/** Below the form: the device's state, its checks and the logs it sent. */
function DevicePanel() {
  const device = useRecordContext<Device>();
  if (!device) return null;
  return (
    <>
      <Divider />
      <Box sx={{ display: 'grid', gap: 3, p: 2, maxWidth: 900 }}>
        <DeviceState device={device} />
        <DeviceChecks device={device} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <PairExistingButton device={device} />
          <NewSecretButton device={device} />
        </Box>
        <DeviceLogs device={device} />
      </Box>
    </>
  );
}

export default function DeviceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" error={<EditLoadError />}>
      <DeviceForm />
      <DevicePanel />
    </Edit>
  );
}
