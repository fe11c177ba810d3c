/**
 * The device calls beyond react-admin's CRUD (docs/devices.md "Devices"): pairing with the code a device page
 * shows, the checks that wait for the device's confirmation (up to DEVICE_CONFIRM_SECONDS on the server) and
 * the logs a device sent. Each failure is an HttpError with the server's first message, else the spec's text (§8).
 */
import type { Identifier } from 'react-admin';
import { request } from '../../api/http';
import type {
  Device,
  DeviceCommand,
  DeviceLog,
  DevicePairExistingRequest,
  DevicePairRequest,
  DeviceSecret,
} from '../../api/types';
import { fieldLabel } from '../../i18n/failureMessages';
import { devicesMessages } from '../../i18n/devices';

const m = devicesMessages.devices.messages;
const devicePath = (id: Identifier) => `/devices/${encodeURIComponent(String(id))}`;

/** POST /devices/pair: the device that showed `code` becomes a device of the branch; field errors in `body.errors`. */
export async function pairDevice(body: DevicePairRequest): Promise<Device> {
  const failure = {
    fallback: m.pairFailed,
    serverMessage: true,
    fieldErrors: true,
    fieldLabel: (field: string) => fieldLabel('devices', field),
  };
  return (await request<Device>('/devices/pair', failure, { method: 'POST', body })).data;
}

/**
 * POST /devices/{id}/pair: the device page that shows `code` becomes this device (a replacement keeps its name,
 * identifier, settings and TV; the old one is signed off); field errors in `body.errors`.
 */
export async function pairExistingDevice(id: Identifier, body: DevicePairExistingRequest): Promise<Device> {
  const failure = {
    fallback: m.pairFailed,
    serverMessage: true,
    fieldErrors: true,
    fieldLabel: (field: string) => fieldLabel('devices', field),
  };
  return (await request<Device>(`${devicePath(id)}/pair`, failure, { method: 'POST', body })).data;
}

/** The checks of a device, each answered once the device confirmed (or refused after the server's wait). */
export type DeviceCheck = 'notification' | 'print' | 'logs';

const CHECK_PATHS: Record<DeviceCheck, string> = {
  notification: 'test/notification',
  print: 'test/print',
  logs: 'request-device-logs',
};

/** 'Test nicht erfolgreich.' for the tests, 'Log konnte nicht angefordert werden.' for the logs (unless the server says more). */
export const checkFailure = (check: DeviceCheck): string => (check === 'logs' ? m.logsFailed : m.testFailed);

/** POST /devices/{id}/test/notification | test/print | request-device-logs: the command, or the log for `logs`. */
export async function runCheck(id: Identifier, check: DeviceCheck): Promise<DeviceCommand | DeviceLog> {
  const failure = { fallback: checkFailure(check), serverMessage: true };
  return (
    await request<DeviceCommand | DeviceLog>(`${devicePath(id)}/${CHECK_PATHS[check]}`, failure, { method: 'POST' })
  ).data;
}

/** GET /devices/{id}/logs: the logs the device sent, newest first. */
export async function deviceLogs(id: Identifier, signal?: AbortSignal): Promise<DeviceLog[]> {
  return (await request<DeviceLog[]>(`${devicePath(id)}/logs`, { fallback: m.logsLoadFailed }, { signal })).data ?? [];
}

/** POST /devices/{id}/new-secret: a new secret (the old one stops working), shown only in this answer. */
export async function newSecret(id: Identifier): Promise<DeviceSecret> {
  const failure = { fallback: m.secretFailed, serverMessage: true };
  return (await request<DeviceSecret>(`${devicePath(id)}/new-secret`, failure, { method: 'POST' })).data;
}
