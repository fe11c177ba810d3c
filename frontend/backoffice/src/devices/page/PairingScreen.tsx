import { useEffect } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { devicePageMessages as m, fill } from '../../i18n/devicePage';
import type { StoredDevice } from './deviceStore';
import { usePairing } from './usePairing';

/** The full-screen pairing code: the manager enters it in the back office (Geräte → Gerät koppeln). */
export function PairingScreen({ onPaired }: { onPaired: (stored: StoredDevice) => void }) {
  const state = usePairing(onPaired);
  useEffect(() => {
    document.title = m.pairing.title;
  }, []);
  return (
    <main className="device-pairing">
      <h1>{m.pairing.title}</h1>
      {state.phase === 'code' ? (
        <section className="device-pairing-code" aria-labelledby="device-pairing-code">
          <h2 id="device-pairing-code">{m.pairing.code}</h2>
          <output className="device-code" aria-label={m.pairing.code}>
            {state.code}
          </output>
          <p className="device-pairing-hint">{m.pairing.hint}</p>
          <p className="device-pairing-valid">{fill(m.pairing.validUntil, { time: formatTime(state.expiresAt) })}</p>
        </section>
      ) : state.phase === 'failed' ? (
        <p className="device-pairing-failed" role="alert">
          {state.message}
        </p>
      ) : (
        <p className="device-pairing-starting" role="status">
          {m.pairing.starting}
        </p>
      )}
    </main>
  );
}
