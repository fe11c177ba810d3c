import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueue } from './queue';

describe('the analytics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what waits once a second, in one batch', () => {
    // given
    const send = vi.fn();
    const queue = createQueue<number>(send);

    // when
    queue.push(1);
    queue.push(2);
    vi.advanceTimersByTime(999);
    const before = send.mock.calls.length;
    vi.advanceTimersByTime(1);

    // then
    expect(before).toBe(0);
    expect(send.mock.calls).toEqual([[[1, 2], false]]);
    expect(queue.size()).toBe(0);
  });

  it('sends nothing while nothing waits and stops its timer', () => {
    // given
    const send = vi.fn();
    const queue = createQueue<number>(send);
    queue.push(1);
    vi.advanceTimersByTime(1000);

    // when
    vi.advanceTimersByTime(5000);

    // then
    expect(send).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('splits more than 50 events into batches of at most 50', () => {
    // given
    const send = vi.fn();
    const queue = createQueue<number>(send);

    // when
    for (let index = 0; index < 120; index++) queue.push(index);
    vi.advanceTimersByTime(1000);

    // then
    expect(send.mock.calls.map(([items]) => (items as number[]).length)).toEqual([50, 50, 20]);
  });

  it('ignores failures of the transport, thrown or rejected', async () => {
    // given
    const send = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('offline');
      })
      .mockImplementationOnce(() => Promise.reject(new Error('500')))
      .mockImplementation(() => undefined);
    const queue = createQueue<number>(send);

    // when
    queue.push(1);
    vi.advanceTimersByTime(1000);
    queue.push(2);
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    queue.push(3);
    vi.advanceTimersByTime(1000);

    // then
    expect(send.mock.calls.map(([items]) => items)).toEqual([[1], [2], [3]]);
  });

  it('drops what waits when cleared (consent withdrawn)', () => {
    // given
    const send = vi.fn();
    const queue = createQueue<number>(send);
    queue.push(1);

    // when
    queue.clear();
    vi.advanceTimersByTime(3000);

    // then
    expect(send).not.toHaveBeenCalled();
  });

  it('flushes at once with the beacon when asked (page hidden)', () => {
    // given
    const send = vi.fn();
    const queue = createQueue<number>(send);
    queue.push(1);

    // when
    queue.flush(true);

    // then
    expect(send.mock.calls).toEqual([[[1], true]]);
  });
});
