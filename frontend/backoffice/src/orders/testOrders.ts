/** Orders as the API sends them, for the tests of the board and the display screens. */
import type { Order } from './orderState';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    uid: 'uid',
    hash: 'hash',
    ticketNumber: 7,
    businessDate: '2026-11-22',
    status: 'new',
    appointment: null,
    appointmentDate: null,
    isDelivery: false,
    isDineIn: false,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    phone: '+43 664 1234567',
    email: 'erika@example.com',
    comment: '',
    tableIdentifier: '',
    paymentMethod: 'cash',
    isPaid: false,
    isRefunded: false,
    items: [
      {
        index: 0,
        product: 3,
        name: 'Wiener Schnitzel vom Kalb',
        amount: '2',
        unit: 'piece',
        parts: [{ name: 'Beilage', type: 'select', options: [1], names: ['Petersilerdäpfel'] }],
        unitPrice: '21.9000',
        gross: '43.80',
        taxRate: '10.00',
      },
    ],
    pricing: {
      gross: '43.80',
      net: '39.8182',
      deliveryGross: '0.00',
      totalNet: '39.8182',
      totalGross: '43.80',
      taxes: { '10.00': '3.9818' },
      isApproximate: false,
    },
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    donatee: null,
    questionnaire: null,
    createdAt: '2026-11-22T10:00:00Z',
    updatedAt: '2026-11-22T10:00:00Z',
    branch: 5,
    table: null,
    deliveryArea: null,
    ...overrides,
  } as Order;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const notModified = () => new Response(null, { status: 304 });
