import { useEffect, useState } from 'react';

import { useNavigate } from '../../../lib/router';
import { SCREENSAVER_IDLE_MS } from '../selfService';
import { Screensaver } from './Screensaver';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The kiosk while in self-service: the screensaver until tapped; after SCREENSAVER_IDLE_MS without a
 * touch it returns and the kiosk goes back to its start page. Its own chunk: only kiosks load it.
 */
export default function SelfServiceKiosk({ startPath }: { startPath: string | null }) {
  const navigate = useNavigate();
  const [isSaverShown, setSaverShown] = useState(true);

  useEffect(() => {
    if (isSaverShown) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setSaverShown(true);
        if (startPath) void navigate(startPath);
      }, SCREENSAVER_IDLE_MS);
    };
    restart();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [isSaverShown, startPath, navigate]);

  if (!isSaverShown) return null;
  return <Screensaver onDismiss={() => setSaverShown(false)} />;
}
