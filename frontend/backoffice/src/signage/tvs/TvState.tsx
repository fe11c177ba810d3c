import Box from '@mui/material/Box';
import { formatDateTime } from '@bestellwerk/common/format';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SignageDevice } from '../../api/types';

const T = 'resources.digital-signage-devices.state';

/** What the player reported it shows: '„Frühstück“ seit 01.12.2026 07:00' (Vienna time). */
export function TvShowing({ tv: given }: { tv?: SignageDevice }) {
  const translate = useTranslate();
  const context = useRecordContext<SignageDevice>();
  const tv = given ?? context;
  if (!tv) return null;
  const { scene, sceneName, since } = tv.showing ?? { scene: null, sceneName: null, since: null };
  if (scene === null) return <span>{translate(`${T}.nothing`)}</span>;
  const name = `„${sceneName || translate(`${T}.unknownScene`, { id: scene })}“`;
  return <span>{since ? translate(`${T}.showing`, { scene: name, time: formatDateTime(since) }) : name}</span>;
}

/** 'online' / 'offline' and when the screen was last seen (Vienna time). */
export function TvOnline({ tv: given }: { tv?: SignageDevice }) {
  const translate = useTranslate();
  const context = useRecordContext<SignageDevice>();
  const tv = given ?? context;
  if (!tv) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tv.online ? 'success.main' : 'text.disabled' }}
        />
        <strong>{translate(tv.online ? `${T}.online` : `${T}.offline`)}</strong>
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {tv.lastSeenAt
          ? translate(`${T}.lastSeen`, { time: formatDateTime(tv.lastSeenAt) })
          : translate(`${T}.neverSeen`)}
      </Box>
    </Box>
  );
}
