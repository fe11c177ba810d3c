/**
 * Pairing without typing secrets (docs/devices.md): ask for a code, show it, ask every 2 s whether the manager has
 * entered it in the back office; a new code once it expired; on `paired` hand the secret and the device over.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@bestellwerk/common/api/client';
import { devicePageMessages as m, fill } from '../../i18n/devicePage';
import { pairingStatus, startPairing, type PairingStart } from './api';
import type { StoredDevice } from './deviceStore';
import { pageLog } from './logRing';

export const PAIRING_POLL_MS = 2000;
/** After a failed request for a code (offline, rate limit), the next try. */
export const PAIRING_RETRY_MS = 5000;

export type PairingState =
  { phase: 'starting' } | { phase: 'code'; code: string; expiresAt: string } | { phase: 'failed'; message: string };

const failure = (error: unknown) =>
  error instanceof ApiError && error.status === 0
    ? m.pairing.offline
    : (error instanceof ApiError && error.serverErrors[0]?.message) || m.pairing.failed;

export function usePairing(onPaired: (stored: StoredDevice) => void): PairingState {
  const [state, setState] = useState<PairingState>({ phase: 'starting' });
  const paired = useRef(onPaired);
  useEffect(() => {
    paired.current = onPaired;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: PairingStart | null = null;
    const later = (next: () => Promise<void>, ms: number) => {
      if (!stopped) timer = setTimeout(() => void next(), ms);
    };

    const begin = async () => {
      current = null;
      try {
        const started = await startPairing();
        if (stopped) return;
        current = started;
        setState({ phase: 'code', code: started.code, expiresAt: started.expiresAt });
        later(check, PAIRING_POLL_MS);
      } catch (error) {
        if (stopped) return;
        setState({ phase: 'failed', message: failure(error) });
        later(begin, PAIRING_RETRY_MS);
      }
    };

    const check = async () => {
      if (!current || Date.now() >= Date.parse(current.expiresAt)) return begin();
      try {
        const answer = await pairingStatus(current.token);
        if (stopped) return;
        if (answer.status === 'paired') {
          // paired, but the secret went to an earlier answer (another tab): this page needs a code of its own
          if (!answer.secret || !answer.device) return begin();
          pageLog.info(fill(m.log.paired, { name: answer.device.name, kind: answer.device.kind }));
          paired.current({ secret: answer.secret, device: answer.device });
          return;
        }
        if (answer.status === 'expired') return begin();
      } catch (error) {
        if (stopped) return;
        // a token the server does not know (cleaned up): start over; offline: the code stays, asked again
        if (error instanceof ApiError && error.status === 404) return begin();
      }
      later(check, PAIRING_POLL_MS);
    };

    void begin();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  return state;
}
