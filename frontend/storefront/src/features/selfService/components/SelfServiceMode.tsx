import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { enterSelfService, leaveSelfService, SCREENSAVER_IDLE_MS, SELF_SERVICE_PARAM, selfServiceRequest } from '../selfService';
import { useSelfService } from '../useSelfService';
import { Screensaver } from './Screensaver';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Handles `?self-service=1|0` on any storefront URL and, in self-service, shows the screensaver until
 * tapped; after SCREENSAVER_IDLE_MS without a touch it returns and the kiosk goes back to its start page.
 */
export function SelfServiceMode() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { isSelfService, startPath } = useSelfService();
  const [isSaverShown, setSaverShown] = useState(true);

  useEffect(() => {
    const request = selfServiceRequest(search);
    if (!request) return;
    if (request === 'enter') {
      enterSelfService(pathname);
      setSaverShown(true);
    } else {
      leaveSelfService();
    }
    const params = new URLSearchParams(search);
    params.delete(SELF_SERVICE_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [search, pathname, navigate]);

  useEffect(() => {
    if (!isSelfService || isSaverShown) return;
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
  }, [isSelfService, isSaverShown, startPath, navigate]);

  if (!isSelfService || !isSaverShown) return null;
  return <Screensaver onDismiss={() => setSaverShown(false)} />;
}
