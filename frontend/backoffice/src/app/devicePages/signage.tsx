/**
 * The entry of signage.html (/signage/<device identifier>): the pairing code until the screen is paired, then the
 * device agent (devices/page) around the signage player (signage/player). No react-admin, no Material UI.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevicePage } from '../../devices/page/DevicePage';
import { Player } from '../../signage/player/Player';
import '../../devices/page/device.css';
import '../../signage/player/player.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevicePage>{(session) => <Player session={session} deviceId={session.device.id} />}</DevicePage>
  </StrictMode>,
);
