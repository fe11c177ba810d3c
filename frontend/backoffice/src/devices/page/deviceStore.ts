/**
 * What a paired device keeps in its browser: its secret and who it is (localStorage, one device per browser profile:
 * the pairing of /device/ and of /signage/<identifier> is the same). Nothing else knows the secret: the server keeps
 * only its sha256.
 */
import type { AgentDevice } from './api';

export const DEVICE_KEY = 'bestellwerk.device';

export interface StoredDevice {
  secret: string;
  device: AgentDevice;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDevice(): StoredDevice | null {
  try {
    const value = JSON.parse(storage()?.getItem(DEVICE_KEY) ?? 'null') as StoredDevice | null;
    return value && typeof value.secret === 'string' && value.secret && value.device ? value : null;
  } catch {
    return null;
  }
}

export function storeDevice(value: StoredDevice): void {
  storage()?.setItem(DEVICE_KEY, JSON.stringify(value));
}

export function forgetDevice(): void {
  storage()?.removeItem(DEVICE_KEY);
}
