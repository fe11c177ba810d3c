import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { formatDateTime } from '@bestellwerk/common/format';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Device } from '../../api/types';

const T = 'resources.devices.state';

/** 'online' / 'offline' and when the device was last seen (Vienna time); a silent counter tablet adds 'Ton aus'. */
export function DeviceState({ device: given }: { device?: Device }) {
  const translate = useTranslate();
  const context = useRecordContext<Device>();
  const device = given ?? context;
  if (!device) return null;
  const seen = device.lastSeenAt
    ? translate(`${T}.lastSeen`, { time: formatDateTime(device.lastSeenAt) })
    : translate(`${T}.neverSeen`);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: device.online ? 'success.main' : 'text.disabled',
          }}
        />
        <strong>{translate(device.online ? `${T}.online` : `${T}.offline`)}</strong>
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {seen}
      </Box>
      {device.kind === 'tablet' && device.soundEnabled === false ? (
        <Chip size="small" icon={<VolumeOffIcon />} label={translate(`${T}.soundOff`)} />
      ) : null}
    </Box>
  );
}
