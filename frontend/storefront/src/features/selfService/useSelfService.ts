import { useSyncExternalStore } from 'react';

import { selfServiceStartPath, subscribeSelfService } from './selfService';

export interface SelfService {
  /** true while the storefront runs as a self-service kiosk */
  isSelfService: boolean;
  /** where the kiosk starts over, e.g. "/store/wien-mariahilf"; null outside self-service */
  startPath: string | null;
}

/** Whether the storefront runs in self-service mode (see selfService.ts for how it is entered). */
export function useSelfService(): SelfService {
  const startPath = useSyncExternalStore(subscribeSelfService, selfServiceStartPath);
  return { isSelfService: startPath !== null, startPath };
}
