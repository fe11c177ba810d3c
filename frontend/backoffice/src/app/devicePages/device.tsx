/**
 * The entry of device.html (/device/): the pairing code until the device is paired, then the device agent
 * (devices/page) with what the device's kind shows: a counter tablet the acting front-desk board of its branch
 * (orders/display), a screen its signage player (/signage/<identifier>), any other device the bare agent screen.
 * No react-admin, no Material UI.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DevicePage } from '../../devices/page/DevicePage';
import '../../devices/page/device.css';

/** A screen paired here plays at its own address. */
function ToPlayer({ identifier }: { identifier: string }) {
  useEffect(() => {
    window.location.replace(`/signage/${encodeURIComponent(identifier)}`);
  }, [identifier]);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevicePage>
      {(session) => (session.device.kind === 'screen' ? <ToPlayer identifier={session.device.identifier} /> : null)}
    </DevicePage>
  </StrictMode>,
);
