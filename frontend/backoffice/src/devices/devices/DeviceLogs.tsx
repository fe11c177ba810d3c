/** The logs a device sent (GET /api/devices/{id}/logs), newest first, each with the time it arrived (Vienna). */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@bestellwerk/common/format';
import { useTranslate } from 'react-admin';
import type { Device, DeviceLog } from '../../api/types';
import { LoadError } from '../../components/LoadError';
import { deviceLogs } from './api';

const T = 'resources.devices.logs';

/** The lines of a log as the device sent them (a list of texts). */
export const linesOf = (log: DeviceLog): string[] =>
  Array.isArray(log.lines) ? log.lines.map((line) => String(line)) : [];

export function DeviceLogs({ device }: { device: Device }) {
  const translate = useTranslate();
  const logs = useQuery({
    queryKey: ['devices', device.id, 'logs'],
    queryFn: ({ signal }) => deviceLogs(device.id, signal),
    retry: false,
  });
  return (
    <Box component="section" aria-labelledby="device-logs-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" id="device-logs-title">
        {translate('resources.devices.sections.logs')}
      </Typography>
      {logs.isPending ? <LinearProgress /> : null}
      {logs.isError ? (
        <LoadError message={logs.error.message} onRetry={() => logs.refetch()} sx={{}} />
      ) : logs.data?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        (logs.data ?? []).map((log) => (
          <Box
            component="article"
            key={log.id}
            aria-label={translate(`${T}.received`, { time: formatDateTime(log.createdAt) })}
          >
            <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
              {translate(`${T}.received`, { time: formatDateTime(log.createdAt) })} ·{' '}
              {translate(`${T}.lines`, { smart_count: linesOf(log).length })}
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              sx={{
                m: 0,
                p: 1,
                maxHeight: 320,
                overflow: 'auto',
                bgcolor: 'action.hover',
                borderRadius: 1,
                fontSize: '0.8125rem',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {linesOf(log).join('\n')}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
