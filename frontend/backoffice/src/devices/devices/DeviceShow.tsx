/**
 * A device as staff see it (administrators edit it): what it is, its state, its checks and the logs it sent;
 * administrators also pair a new device in its place ('Mit Code koppeln').
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@bestellwerk/common/format';
import { ReferenceField, Show, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Device } from '../../api/types';
import { ShowLoadError } from '../../components/LoadError';
import { DeviceChecks } from './DeviceChecks';
import { DeviceLogs } from './DeviceLogs';
import { DeviceState } from './DeviceState';
import { PairExistingButton } from './PairExistingDialog';

const F = 'resources.devices.fields';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function DeviceDetails() {
  const translate = useTranslate();
  const device = useRecordContext<Device>();
  const { permissions } = usePermissions();
  if (!device) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {device.name}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={translate(`${F}.kind`)}>{translate(`resources.devices.kinds.${device.kind}`)}</Row>
        <Row label={translate(`${F}.branch`)}>
          <ReferenceField source="branch" reference="branches" link={false} />
        </Row>
        <Row label={translate(`${F}.identifier`)}>{device.identifier}</Row>
        <Row label={translate(`${F}.online`)}>
          <DeviceState device={device} />
        </Row>
        <Row label={translate(`${F}.pairedAt`)}>{device.pairedAt ? formatDateTime(device.pairedAt) : '–'}</Row>
        {device.kind === 'printer' ? (
          <>
            <Row label={translate(`${F}.printerHost`)}>
              {device.printerHost ? `${device.printerHost}:${device.printerPort ?? 9100}` : '–'}
            </Row>
            <Row label={translate(`${F}.department`)}>
              {device.department ? (
                <ReferenceField source="department" reference="departments" link={false} />
              ) : (
                translate('resources.devices.allDepartments')
              )}
            </Row>
          </>
        ) : null}
      </Box>
      <DeviceChecks device={device} />
      {isAdmin(permissions) ? (
        <Box>
          <PairExistingButton device={device} />
        </Box>
      ) : null}
      <DeviceLogs device={device} />
    </Box>
  );
}

export default function DeviceShow() {
  return (
    <Show error={<ShowLoadError />} actions={false}>
      <DeviceDetails />
    </Show>
  );
}
