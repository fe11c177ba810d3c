import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { Order } from './orderState';
import { makeOrder } from './testOrders';
import { useOrderPolling } from './useOrderPolling';
import type { FetchMock } from '../test/fetchStub';
import { json, notModified, stubFetch } from '../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

const ifNoneMatch = (call: number) =>
  (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['If-None-Match'];

describe('polling the current orders', () => {
  it('reports orders that arrive after the first load once, and sends the ETag back', async () => {
    // given: first list, then unchanged (304), then a new order
    const first = makeOrder({ id: 1, ticketNumber: 1 });
    const arrived = makeOrder({ id: 2, ticketNumber: 2 });
    fetchMock
      .mockResolvedValueOnce(json(200, { data: [first] }, { ETag: 'W/"a"' }))
      .mockResolvedValueOnce(notModified())
      .mockResolvedValueOnce(json(200, { data: [arrived, first] }, { ETag: 'W/"b"' }))
      .mockImplementation(async () => notModified());
    const onNew = vi.fn();

    // when
    const { result } = renderHook(() => useOrderPolling<Order>('/api/orders/current', { onNew, intervalMs: 5 }));

    // then
    await waitFor(() => expect(result.current.orders?.map((order) => order.id)).toEqual([2, 1]));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onNew.mock.calls[0][0].map((order: Order) => order.ticketNumber)).toEqual([2]);
    expect([...result.current.newIds]).toEqual([2]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/current');
    expect(ifNoneMatch(0)).toBeUndefined();
    expect(ifNoneMatch(1)).toBe('W/"a"');
    expect(ifNoneMatch(2)).toBe('W/"a"');
    expect(ifNoneMatch(3)).toBe('W/"b"');
  });

  it('announces an online order once its payment has arrived, not when it is listed awaiting it', async () => {
    // given: listed on the first load awaiting payment, then still awaiting, then paid
    const awaiting = makeOrder({
      id: 3,
      ticketNumber: 3,
      paymentMethod: 'mollie',
      isPaymentPending: true,
    } as Partial<Order>);
    const paid = { ...awaiting, isPaid: true, isPaymentPending: false };
    fetchMock
      .mockResolvedValueOnce(json(200, { data: [awaiting] }, { ETag: 'W/"a"' }))
      .mockResolvedValueOnce(json(200, { data: [awaiting] }, { ETag: 'W/"b"' }))
      .mockResolvedValueOnce(json(200, { data: [paid] }, { ETag: 'W/"c"' }))
      .mockImplementation(async () => json(200, { data: [paid] }, { ETag: 'W/"c"' }));
    const onNew = vi.fn();

    // when
    const { result } = renderHook(() =>
      useOrderPolling<Order>('/api/orders/current', {
        onNew,
        intervalMs: 5,
        isAnnounced: (order) => order.isPaid === true,
      }),
    );

    // then
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(5));
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onNew.mock.calls[0][0]).toEqual([paid]);
    expect([...result.current.newIds]).toEqual([3]);
  });

  it('does not announce the orders of the first load', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] }));
    fetchMock.mockImplementation(async () => notModified());
    const onNew = vi.fn();

    // when
    const { result } = renderHook(() => useOrderPolling<Order>('/api/orders/current', { onNew, intervalMs: 5 }));

    // then
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(result.current.orders).toHaveLength(2);
    expect(onNew).not.toHaveBeenCalled();
    expect(result.current.newIds.size).toBe(0);
  });

  it('keeps the list and reports the status when a poll fails', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: [makeOrder()] }));
    fetchMock.mockImplementation(async () =>
      json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }),
    );

    // when
    const { result } = renderHook(() => useOrderPolling<Order>('/api/orders/frontdesk/1/x', { intervalMs: 5 }));

    // then
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.message).toBe('Nicht gefunden.');
    expect(result.current.orders).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2); // a 404 stops the polling
  });

  it('takes a reloaded order out of the list when it reached a final state', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] }));
    fetchMock.mockImplementation(async () => notModified());
    const { result } = renderHook(() => useOrderPolling<Order>('/api/orders/current', { intervalMs: 1000 }));
    await waitFor(() => expect(result.current.orders).toHaveLength(2));

    // when
    result.current.replace(makeOrder({ id: 1, status: 'canceled' }), false);

    // then
    await waitFor(() => expect(result.current.orders?.map((order) => order.id)).toEqual([2]));
  });
});
