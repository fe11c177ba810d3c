/**
 * The entry of device.html (/device/): the pairing code until the device is paired, then the device agent
 * (devices/page) with what the device's kind shows: a counter tablet the acting front-desk board of its branch
 * (orders/display), a screen its signage player (/signage/<identifier>), any other device the bare agent screen.
 * No react-admin, no Material UI.
 */
import { StrictMode, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { DevicePage } from '../../devices/page/DevicePage';
import { tabletApi } from '../../devices/page/api';
import type { DeviceSession } from '../../devices/page/useDeviceAgent';
import { TabletBoard } from '../../orders/display/TabletBoard';
import '../../devices/page/device.css';
import '../../orders/display/board.css';
import '../../orders/display/tablet.css';

/** A screen paired here plays at its own address. */
function ToPlayer({ identifier }: { identifier: string }) {
  useEffect(() => {
    window.location.replace(`/signage/${encodeURIComponent(identifier)}`);
  }, [identifier]);
  return null;
}

function Tablet({ session }: { session: DeviceSession }) {
  const source = useMemo(() => tabletApi(session.client), [session.client]);
  return <TabletBoard source={source} name={session.device.name} onSound={session.reportSound} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevicePage>
      {(session) => {
        if (session.device.kind === 'screen') return <ToPlayer identifier={session.device.identifier} />;
        if (session.device.kind === 'tablet') return <Tablet session={session} />;
        return null;
      }}
    </DevicePage>
  </StrictMode>,
);
