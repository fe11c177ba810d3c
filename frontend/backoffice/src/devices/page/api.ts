/**
 * The HTTP of a device page (docs/devices.md): pairing (public), the agent's calls and the counter tablet's, authenticated with the header
 * `Authorization: Device <secret>` (never in the URL). Plain fetch: the device pages run without react-admin.
 */
import { ApiError, type ApiErrorItem } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';

type Schemas = components['schemas'];

export type DeviceKind = Schemas['DeviceKindEnum'];
/** The device as the pairing answer and GET /api/device-agent/me name it. */
export type AgentDevice = Schemas['AgentDevice'];
export type PairingStart = Schemas['PairingStarted'];
/** waiting, expired, or paired (then with the device, and the secret only in the first such answer). */
export type PairingStatus = Schemas['PairingStatus'];
export type AgentCommand = Omit<Schemas['AgentCommand'], 'kind' | 'payload'> & {
  kind: string;
  payload: Record<string, unknown>;
};

export interface Ack {
  ok: boolean;
  result?: unknown;
  error?: string;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'omit', cache: 'no-store', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, []);
  }
}

async function unwrap<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as { data?: T; errors?: ApiErrorItem[] } | undefined;
  if (!response.ok || body === undefined || !('data' in body)) {
    throw new ApiError(response.status, Array.isArray(body?.errors) ? body.errors : []);
  }
  return body.data as T;
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** POST /api/device-pairing: a new code (valid 10 minutes) and the token its status is asked with. */
export async function startPairing(): Promise<PairingStart> {
  return unwrap(await send('/api/device-pairing', { method: 'POST', headers: JSON_HEADERS, body: '{}' }));
}

/** POST /api/device-pairing/status: waiting, expired, or paired (the secret only in the first such answer). */
export async function pairingStatus(token: string): Promise<PairingStatus> {
  return unwrap(
    await send('/api/device-pairing/status', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token }),
    }),
  );
}

export type Polled<T> = { changed: false } | { changed: true; data: T; etag: string | null };

/** The agent's calls with its secret. A 401 (unknown secret) or 403 (deactivated) rejects with that status. */
export class AgentClient {
  constructor(readonly secret: string) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Accept: 'application/json', Authorization: `Device ${this.secret}`, ...extra };
  }

  /** A conditional GET (ETag / If-None-Match): a 304 is `{changed: false}`. */
  async poll<T>(url: string, etag: string | null, signal?: AbortSignal): Promise<Polled<T>> {
    const response = await send(url, { headers: this.headers(etag ? { 'If-None-Match': etag } : {}), signal });
    if (response.status === 304) return { changed: false };
    return { changed: true, data: await unwrap<T>(response), etag: response.headers.get('ETag') };
  }

  async get<T>(url: string): Promise<T> {
    return unwrap(await send(url, { headers: this.headers() }));
  }

  async post<T>(url: string, body: unknown = {}): Promise<T> {
    const headers = this.headers({ 'Content-Type': 'application/json' });
    return unwrap(await send(url, { method: 'POST', headers, body: JSON.stringify(body) }));
  }

  me = () => this.get<AgentDevice>('/api/device-agent/me');

  commands = (etag: string | null, signal?: AbortSignal) =>
    this.poll<AgentCommand[]>('/api/device-agent/commands', etag, signal);

  ack = (id: number, ack: Ack) => this.post<unknown>(`/api/device-agent/commands/${id}/ack`, ack);

  sendLogs = (lines: string[], commandId?: number) =>
    this.post<unknown>('/api/device-agent/logs', commandId === undefined ? { lines } : { lines, commandId });

  heartbeat = (soundEnabled?: boolean | null) =>
    this.post<unknown>('/api/device-agent/heartbeat', typeof soundEnabled === 'boolean' ? { soundEnabled } : {});
}

/** The counter tablet's calls (devices/api/tablet.py): its branch's orders and the four moves, as the device. */
type Order = Schemas['Order'];

export const TABLET_ORDERS_URL = '/api/device-agent/orders';

export function tabletApi(client: AgentClient) {
  const move = (orderId: number, action: string, body: unknown = {}) =>
    client.post<Order>(`${TABLET_ORDERS_URL}/${orderId}/${action}`, body);
  return {
    url: TABLET_ORDERS_URL,
    headers: client.headers(),
    confirm: (orderId: number, minutes: number) => move(orderId, 'confirm', { minutes }),
    ready: (orderId: number) => move(orderId, 'ready'),
    done: (orderId: number) => move(orderId, 'done'),
    reject: (orderId: number, message: string) => move(orderId, 'reject', { rejectionMessage: message }),
  };
}
