import type { Config, PublicOrder } from '@bestellwerk/common/api/types';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** What the status page's tests share: an order, the API's replies in turn, and the page's clock. */

export const ORDER_PATH = '/api/orders/public/u1/h1';

export function makeOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: 42,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 7,
    status: 'new',
    appointment: null,
    appointmentDate: '2026-03-04T17:30:00Z',
    counterAppointment: null,
    counterAppointmentState: '',
    readyBy: null,
    paymentMethod: 'cash',
    tableIdentifier: '',
    rejectionMessage: '',
    questionnaireRating: null,
    branch: { id: 3, name: 'Online-Shop', phone: '+43 1 5220099' },
    isDelivery: false,
    isDineIn: false,
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isRefunded: false,
    isPaymentPending: false,
    isPaymentCanceled: false,
    isQuotation: false,
    deliveryAreaName: '',
    donatee: null,
    items: [
      {
        index: 0,
        product: 5,
        name: 'Kaiserschmarrn',
        amount: '2',
        unit: 'piece',
        parts: [],
        unitPrice: '8.50',
        gross: '17.00',
        taxRate: '10.00',
        isPriceHidden: false,
      },
    ],
    pricing: {
      gross: '17.00',
      net: '15.4545',
      deliveryGross: '0.00',
      totalNet: '15.4545',
      totalGross: '17.00',
      taxes: { '10.00': '1.5455' },
      isApproximate: false,
      isPriceHidden: false,
    },
    amountRefunded: '0.00',
    createdAt: '2026-03-04T15:00:00Z',
    ...overrides,
  };
}

export type Reply = { status: number; body?: unknown; etag?: string };

/** fetch stub: the config, and for the order path the replies in turn (the last one repeats). */
export function stubOrderApi(config: Config, orderReplies: Reply[], posts: Record<string, Reply> = {}) {
  let index = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    let reply: Reply = { status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } };
    if (path === '/api/config') reply = { status: 200, body: { data: config } };
    else if (path === ORDER_PATH && (init?.method ?? 'GET') === 'GET') {
      reply = orderReplies[Math.min(index, orderReplies.length - 1)] as Reply;
      index += 1;
    } else if (posts[path]) reply = posts[path];
    const headers = reply.etag ? { ETag: reply.etag } : undefined;
    if (reply.status === 304) return new Response(null, { status: 304, headers });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export async function expectCurrentStep(text: string) {
  await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(text));
}

/** The value of 'Zahlungsart' in the order's facts. */
export function paymentTerm() {
  return screen.getByText('Zahlungsart', { selector: 'dt' }).nextElementSibling;
}

export function orderCalls(fetchMock: ReturnType<typeof stubOrderApi>) {
  return fetchMock.mock.calls.filter(([url, init]) => url === ORDER_PATH && (init?.method ?? 'GET') === 'GET');
}

/** Every test of the status page on fake timers at 4 March 2026 16:30 Vienna, with an empty sessionStorage. */
export function pinStatusClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-04T15:30:00Z'));
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
