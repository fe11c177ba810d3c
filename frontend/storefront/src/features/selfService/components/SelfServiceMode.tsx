import { lazy, Suspense, useEffect, useState } from 'react';

import { useLocation, useNavigate } from '../../../lib/router';
import { enterSelfService, leaveSelfService, SELF_SERVICE_PARAM, selfServiceRequest } from '../selfService';
import { useSelfService } from '../useSelfService';

const SelfServiceKiosk = lazy(() => import('./SelfServiceKiosk'));

/**
 * Handles `?self-service=1|0` on any storefront URL and, in self-service, runs the kiosk
 * (SelfServiceKiosk: screensaver and idle return).
 */
export function SelfServiceMode() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { isSelfService, startPath } = useSelfService();
  // each entry starts the kiosk afresh (screensaver shown)
  const [entries, setEntries] = useState(0);

  useEffect(() => {
    const request = selfServiceRequest(search);
    if (!request) return;
    if (request === 'enter') {
      enterSelfService(pathname);
      // follows the kiosk mode stored above (sessionStorage), the external system this effect syncs with
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEntries((count) => count + 1);
    } else {
      leaveSelfService();
    }
    const params = new URLSearchParams(search);
    params.delete(SELF_SERVICE_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [search, pathname, navigate]);

  if (!isSelfService) return null;
  return (
    <Suspense fallback={null}>
      <SelfServiceKiosk key={entries} startPath={startPath} />
    </Suspense>
  );
}
