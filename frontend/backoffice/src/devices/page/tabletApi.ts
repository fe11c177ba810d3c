/** The counter tablet's calls (devices/api/tablet.py): its branch's orders and the four moves, as the device. */
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { AgentClient } from './agentApi';

type Order = components['schemas']['Order'];

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
