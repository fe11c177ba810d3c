import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { makeOrder } from '../testOrders';
import { parseBoardPath } from '../../api/boardUrl';
import { DisplayBoard } from './DisplayBoard';
import type { FetchMock } from '../../test/fetchStub';
import { json, notModified, stubFetch } from '../../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const orders = [
  makeOrder({ id: 1, ticketNumber: 12, status: 'new', comment: 'Bitte ohne Zitrone' }),
  makeOrder({ id: 2, ticketNumber: 13, status: 'confirmed', isDineIn: true, tableIdentifier: '4' }),
  makeOrder({ id: 3, ticketNumber: 14, status: 'in_delivery' }),
];

describe('board address', () => {
  it('reads kind, branch id and API key from the path', () => {
    expect(parseBoardPath('/board/frontdesk/5/abc-DEF_1')).toEqual({
      kind: 'frontdesk',
      branchId: 5,
      apiKey: 'abc-DEF_1',
    });
    expect(parseBoardPath('/board/backoffice/12/key/')).toEqual({ kind: 'backoffice', branchId: 12, apiKey: 'key' });
    expect(parseBoardPath('/board/kitchen/5/key')).toBeNull();
    expect(parseBoardPath('/board/frontdesk/x/key')).toBeNull();
  });
});

describe('display board', () => {
  it('shows the front desk columns with big tickets, items with parts, totals and payment', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: orders }, { ETag: 'W/"1"' }));
    fetchMock.mockImplementation(async () => notModified());

    // when: seven minutes after the orders came in
    vi.useFakeTimers({ now: new Date('2026-11-22T10:07:00Z'), toFake: ['Date'] });
    render(<DisplayBoard address={{ kind: 'frontdesk', branchId: 5, apiKey: 'geheim' }} />);

    // then
    const ready = await screen.findByRole('region', { name: 'Abholbereit / in Zustellung (1)' });
    expect(within(ready).getByRole('article', { name: 'Ticket 14' })).toBeInTheDocument();
    const fresh = screen.getByRole('region', { name: 'Neu (1)' });
    const ticket = within(fresh).getByRole('article', { name: 'Ticket 12' });
    expect(ticket).toHaveTextContent('vor 7 Min.');
    expect(ticket).toHaveTextContent('Takeaway');
    expect(ticket).toHaveTextContent('Erika Musterfrau');
    expect(ticket).toHaveTextContent('2 × Wiener Schnitzel vom Kalb (Petersilerdäpfel)');
    expect(ticket).toHaveTextContent('Bitte ohne Zitrone');
    expect(ticket).toHaveTextContent('43,80 EUR');
    expect(ticket).toHaveTextContent('Barzahlung · Nicht bezahlt');
    expect(screen.getByRole('region', { name: 'In Bearbeitung (1)' })).toHaveTextContent('Dine In · Tisch 4');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/frontdesk/5/geheim');
  });

  it('the kitchen screen leaves out totals and ready orders', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: orders }));

    // when
    render(<DisplayBoard address={{ kind: 'backoffice', branchId: 5, apiKey: 'geheim' }} />);

    // then
    expect(await screen.findByRole('heading', { name: 'Bestellungen – Küche' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ticket 12' })).not.toHaveTextContent('43,80 EUR');
    expect(screen.queryByRole('article', { name: 'Ticket 14' })).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/backoffice/5/geheim');
  });

  it('honours the local settings: no items, no customer data', async () => {
    // given
    window.localStorage.setItem('settings.show_product_data', '0');
    window.localStorage.setItem('settings.show_customer_data', '0');
    fetchMock.mockResolvedValueOnce(json(200, { data: orders }));

    // when
    render(<DisplayBoard address={{ kind: 'frontdesk', branchId: 5, apiKey: 'geheim' }} />);

    // then
    const ticket = await screen.findByRole('article', { name: 'Ticket 12' });
    expect(ticket).not.toHaveTextContent('Wiener Schnitzel');
    expect(ticket).not.toHaveTextContent('Erika Musterfrau');
    expect(ticket).toHaveTextContent('43,80 EUR');
  });

  it('the kitchen ticks an item done, stored through the board address, and shows it', async () => {
    // given
    const open = makeOrder({ id: 1, ticketNumber: 12 });
    const done = makeOrder({ id: 1, ticketNumber: 12, items: [{ ...open.items[0], isDone: true }] });
    fetchMock.mockResolvedValueOnce(json(200, { data: orders }, { ETag: 'W/"1"' }));
    fetchMock.mockResolvedValueOnce(json(200, { data: done }));
    fetchMock.mockImplementation(async () => notModified());
    render(<DisplayBoard address={{ kind: 'backoffice', branchId: 5, apiKey: 'geheim' }} />);
    const ticket = await screen.findByRole('article', { name: 'Ticket 12' });
    const item = within(ticket).getByRole('button', { name: /2 × Wiener Schnitzel vom Kalb \(Petersilerdäpfel\)/ });
    expect(item).toHaveAttribute('aria-pressed', 'false');
    expect(item).toHaveTextContent('Offen');

    // when
    await userEvent.click(item);

    // then
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/done'))!;
    expect(call[0]).toBe('/api/orders/backoffice/5/geheim/orders/1/items/0/done');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ isDone: true });
    const ticked = within(await screen.findByRole('article', { name: 'Ticket 12' })).getByRole('button', {
      name: /Wiener Schnitzel/,
    });
    expect(ticked).toHaveAttribute('aria-pressed', 'true');
    expect(ticked).toHaveTextContent('Erledigt');
  });

  it("the sound toggle reads 'Ton aus' / 'Ton an' with its state and is remembered", async () => {
    // given
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      async resume() {
        this.state = 'running';
      }
      createOscillator() {
        return {
          type: '',
          frequency: { setValueAtTime() {} },
          connect: (next: unknown) => next,
          start() {},
          stop() {},
        };
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    render(<DisplayBoard address={{ kind: 'frontdesk', branchId: 5, apiKey: 'geheim' }} />);
    const toggle = await screen.findByRole('button', { name: 'Ton aus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // when
    await userEvent.click(toggle);

    // then
    expect(await screen.findByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('settings.sound')).toBe('1');
  });

  it("names each offline printer of the branch, 'Drucker offline: …', and none while all are online", async () => {
    // given: the kitchen printer has not been seen for a minute, the receipt printer has
    const printers = [
      { name: 'Bondrucker Mariahilf', online: true },
      { name: 'Küche Mariahilf', online: false },
    ];
    fetchMock.mockResolvedValueOnce(json(200, { data: orders, meta: { printers } }, { ETag: 'W/"1"' }));
    fetchMock.mockImplementation(async () => notModified());

    // when
    render(<DisplayBoard address={{ kind: 'backoffice', branchId: 5, apiKey: 'geheim' }} />);

    // then
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Drucker offline: Küche Mariahilf');
    expect(alert).not.toHaveTextContent('Bondrucker');
  });

  it('shows no printer warning while every printer is online', async () => {
    // given
    const printers = [{ name: 'Küche Mariahilf', online: true }];
    fetchMock.mockResolvedValueOnce(json(200, { data: orders, meta: { printers } }, { ETag: 'W/"1"' }));
    fetchMock.mockImplementation(async () => notModified());

    // when
    render(<DisplayBoard address={{ kind: 'backoffice', branchId: 5, apiKey: 'geheim' }} />);

    // then
    expect(await screen.findByRole('article', { name: 'Ticket 12' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Ungültiger Link' when the API does not know branch and key", async () => {
    // given
    fetchMock.mockImplementation(async () =>
      json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }),
    );

    // when
    render(<DisplayBoard address={{ kind: 'frontdesk', branchId: 5, apiKey: 'falsch' }} />);

    // then
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültiger Link');
  });

  it("says 'Ungültiger Link' for an address that is no board", () => {
    render(<DisplayBoard address={null} />);
    expect(screen.getByRole('heading', { name: 'Ungültiger Link' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
