import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bestellwerk/common/api/client';
import { type FetchMock, json, notModified, stubFetch } from '../../test/fetchStub';
import type { Order } from '../orderState';
import { makeOrder } from '../testOrders';
import { TabletBoard, type TabletSource } from './TabletBoard';

const fresh = makeOrder({ id: 1, ticketNumber: 12, status: 'new' });
const confirmed = makeOrder({ id: 2, ticketNumber: 13, status: 'confirmed' });
const delivery = makeOrder({ id: 3, ticketNumber: 14, status: 'confirmed', isDelivery: true });

let oscillators = 0;
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    oscillators += 1;
    return { type: '', frequency: { setValueAtTime() {} }, connect: (next: unknown) => next, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
  }
}

function source(overrides: Partial<TabletSource> = {}): TabletSource {
  return {
    url: '/api/device-agent/orders',
    headers: { Authorization: 'Device geheim' },
    confirm: vi.fn(async (id: number) => ({ ...fresh, id, status: 'confirmed' }) as Order),
    ready: vi.fn(async (id: number) => ({ ...confirmed, id, status: 'in_delivery' }) as Order),
    done: vi.fn(async (id: number) => ({ ...confirmed, id, status: 'completed' }) as Order),
    reject: vi.fn(async (id: number) => ({ ...fresh, id, status: 'rejected' }) as Order),
    ...overrides,
  };
}

function serve(fetchMock: FetchMock, orders: Order[], printers: unknown[] = []) {
  fetchMock.mockImplementation(async (_url, init) =>
    (init?.headers as Record<string, string>)['If-None-Match'] === 'W/"1"'
      ? notModified()
      : json(200, { data: orders, meta: { printers } }, { ETag: 'W/"1"' }),
  );
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch();
  oscillators = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

describe('counter tablet board', () => {
  it("reads its branch's orders with the device's secret, not the cookie", async () => {
    // given
    serve(fetchMock, [fresh, confirmed]);

    // when
    render(<TabletBoard source={source()} name="Theke Mariahilf" onSound={() => undefined} />);

    // then
    expect(await screen.findByRole('article', { name: 'Ticket 12' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bestellungen – Empfang' })).toBeInTheDocument();
    expect(screen.getByText('Theke Mariahilf')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/device-agent/orders');
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Device geheim' });
    expect(init?.credentials).toBe('omit');
  });

  it('confirms a new order with minutes and moves it to the work in progress', async () => {
    // given
    const tablet = source();
    serve(fetchMock, [fresh]);
    render(<TabletBoard source={tablet} name="Theke" onSound={() => undefined} />);
    const ticket = await screen.findByRole('article', { name: 'Ticket 12' });
    expect(
      within(ticket)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+10 Min.', '+15 Min.', '+20 Min.', '+30 Min.', 'Ablehnen']);

    // when
    serve(fetchMock, [{ ...fresh, status: 'confirmed' }]);
    await userEvent.click(
      within(ticket).getByRole('button', { name: '+15 Min. (Bestätigen, fertig in 15 Minuten): Ticket 12' }),
    );

    // then
    expect(tablet.confirm).toHaveBeenCalledWith(1, 15);
    const working = screen.getByRole('region', { name: 'In Bearbeitung (1)' });
    expect(await within(working).findByRole('article', { name: 'Ticket 12' })).toBeInTheDocument();
  });

  it("offers 'Abholbereit' for a takeaway, 'In Zustellung' for a delivery, and 'Abgeschlossen'", async () => {
    // given
    const tablet = source();
    serve(fetchMock, [confirmed, delivery]);
    render(<TabletBoard source={tablet} name="Theke" onSound={() => undefined} />);
    const takeaway = await screen.findByRole('article', { name: 'Ticket 13' });
    const delivered = screen.getByRole('article', { name: 'Ticket 14' });

    expect(within(delivered).getByRole('button', { name: 'In Zustellung: Ticket 14' })).toBeInTheDocument();

    // when
    await userEvent.click(within(takeaway).getByRole('button', { name: 'Abholbereit: Ticket 13' }));
    await userEvent.click(within(delivered).getByRole('button', { name: 'Abgeschlossen: Ticket 14' }));

    // then
    expect(tablet.ready).toHaveBeenCalledWith(2);
    expect(tablet.done).toHaveBeenCalledWith(3);
  });

  it('rejects with a message for the customer', async () => {
    // given
    const tablet = source();
    serve(fetchMock, [fresh]);
    render(<TabletBoard source={tablet} name="Theke" onSound={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen: Ticket 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Bestellung ablehnen – Ticket 12' });

    // when
    await userEvent.type(within(dialog).getByLabelText('Nachricht an den Kunden (optional)'), 'Leider ausverkauft.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));

    // then
    expect(tablet.reject).toHaveBeenCalledWith(1, 'Leider ausverkauft.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's German refusal", async () => {
    // given
    const refused = new ApiError(409, [{ message: 'Bestellstatus konnte nicht geändert werden.', code: 'x' }]);
    const tablet = source({ ready: vi.fn(async () => Promise.reject(refused)) });
    serve(fetchMock, [confirmed]);
    render(<TabletBoard source={tablet} name="Theke" onSound={() => undefined} />);

    // when
    await userEvent.click(await screen.findByRole('button', { name: 'Abholbereit: Ticket 13' }));

    // then
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestellstatus konnte nicht geändert werden.');
  });

  it("says in large type that the sound is off until 'Ton einschalten' is tapped, then chimes and reports it", async () => {
    // given
    const reported: boolean[] = [];
    serve(fetchMock, [fresh]);
    render(<TabletBoard source={source()} name="Theke" onSound={(enabled) => reported.push(enabled)} />);
    expect(await screen.findByRole('heading', { name: 'Der Ton ist aus' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Browser spielen Töne erst nach einer Berührung ab. Tippen Sie einmal, damit neue Bestellungen zu hören sind.',
      ),
    ).toBeInTheDocument();
    expect(reported).toEqual([false]);

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Ton einschalten' }));

    // then
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Der Ton ist aus' })).toBeNull());
    expect(screen.getByText('Ton ist eingeschaltet')).toBeInTheDocument();
    expect(reported).toEqual([false, true]);
    // the chime plays once as a check, then for each new order
    expect(oscillators).toBe(2);
    const arrived = makeOrder({ id: 9, ticketNumber: 20 });
    fetchMock.mockImplementation(async () =>
      json(200, { data: [fresh, arrived], meta: { printers: [] } }, { ETag: 'W/"2"' }),
    );
    expect(await screen.findByRole('article', { name: 'Ticket 20' }, { timeout: 6000 })).toBeInTheDocument();
    expect(oscillators).toBe(4);
  });

  it('names the printers that are offline', async () => {
    // given
    serve(
      fetchMock,
      [],
      [
        { name: 'Bondrucker Küche', online: false },
        { name: 'Bondrucker Theke', online: true },
      ],
    );

    // when
    render(<TabletBoard source={source()} name="Theke" onSound={() => undefined} />);

    // then
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Drucker offline: Bondrucker Küche');
    expect(alert).not.toHaveTextContent('Bondrucker Theke');
  });
});
