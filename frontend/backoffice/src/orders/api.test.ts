import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrder } from './testOrders';
import { exportUrl } from './exportUrl';
import {
  checkPaymentStatus,
  missedOrders,
  orderPrintJobs,
  printReceipt,
  resendConfirmation,
  updateOrderItem,
} from './api';
import type { FetchMock } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the call to fail');
}

describe('order calls: failure texts (spec §8)', () => {
  it.each([
    ['payment check', () => checkPaymentStatus(1), 'Zahlungsstatus konnte nicht überprüft werden.'],
    ['resend e-mail', () => resendConfirmation(1, 'email'), 'Bestätigung konnte nicht versendet werden.'],
    ['resend SMS', () => resendConfirmation(1, 'sms'), 'Bestätigung konnte nicht versendet werden.'],
    ['receipt', () => printReceipt(1), 'Beleg konnte nicht gedruckt werden.'],
    ['print jobs', () => orderPrintJobs(1), 'Druckaufträge konnten nicht geladen werden.'],
    ['missed orders', () => missedOrders(), 'Bestellungen konnten nicht geladen werden.'],
    [
      'item edit',
      () => updateOrderItem(1, 0, { product: 3, amount: '1', unit: null, parts: [] }),
      'Bestellung konnte nicht gespeichert werden.',
    ],
  ])('%s without a server message', async (_, call, text) => {
    fetchMock.mockResolvedValueOnce(json(500, undefined));
    expect(await failureOf(call())).toBe(text);
  });

  it("writes show the server's first message when there is one", async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, {
        errors: [{ message: 'Für diese Bestellung ist keine Telefonnummer hinterlegt.', code: 'conflict' }],
      }),
    );
    expect(await failureOf(resendConfirmation(1, 'sms'))).toBe(
      'Für diese Bestellung ist keine Telefonnummer hinterlegt.',
    );
  });

  it('reads always the load text, never a server message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { errors: [{ message: 'Keine Berechtigung.', code: 'permission_denied' }] }),
    );
    expect(await failureOf(missedOrders(5))).toBe('Bestellungen konnten nicht geladen werden.');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/missed?branch=5');
  });
});

describe('order calls: paths', () => {
  it('posts the actions to the order', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: makeOrder() }));
    await checkPaymentStatus(9);
    await resendConfirmation(9, 'email');
    await resendConfirmation(9, 'sms');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /api/orders/9/update-payment-status',
      'POST /api/orders/9/resend-new-order-email',
      'POST /api/orders/9/resend-new-order-sms',
    ]);
  });

  it('reads the receipt HTML and the print jobs from POST /orders/{id}/print', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { html: '<html>Beleg</html>', printJobs: [] } }));
    expect(await printReceipt(4)).toEqual({ html: '<html>Beleg</html>', printJobs: [] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/4/print');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });

  it('reads the print jobs from GET /orders/{id}/print-jobs', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    expect(await orderPrintJobs(4)).toEqual([]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/4/print-jobs');
  });

  it('builds the CSV export address from the list filters, leaving out empty ones', () => {
    expect(
      exportUrl({ branch: 5, from: '2026-11-01', to: '', status: 'new', deliveryType: 'delivery', q: 'Müller 12' }),
    ).toBe('/api/orders/export?branch=5&from=2026-11-01&status=new&deliveryType=delivery&q=M%C3%BCller+12');
    expect(exportUrl({})).toBe('/api/orders/export');
  });
});
