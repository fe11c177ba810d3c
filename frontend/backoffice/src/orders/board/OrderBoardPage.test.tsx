import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { makeOrder } from '../testOrders';
import OrderBoardPage from './OrderBoardPage';
import type { FetchMock } from '../../test/fetchStub';
import { json, notModified, stubFetch } from '../../test/fetchStub';

let fetchMock: FetchMock;
let oscillators: number;
let notifications: { title: string; body?: string; tag?: string }[];

/** The browser APIs jsdom lacks: an audio context that counts tones, and granted notifications. */
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
  }
  createOscillator() {
    oscillators += 1;
    const node = {
      type: '',
      frequency: { setValueAtTime() {} },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    };
    return node;
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
  }
}

class FakeNotification {
  static permission = 'granted';
  static requestPermission = async () => 'granted';
  constructor(title: string, options: { body?: string; tag?: string }) {
    notifications.push({ title, body: options.body, tag: options.tag });
  }
}

beforeEach(() => {
  window.localStorage.clear();
  oscillators = 0;
  notifications = [];
  fetchMock = stubFetch();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
});

function renderBoard() {
  const dataProvider = testDataProvider({
    getList: async () =>
      ({
        data: [
          { id: 5, name: 'Mariahilf' },
          { id: 6, name: 'Online-Shop' },
        ],
        total: 2,
      }) as never,
  });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <OrderBoardPage />
    </AdminContext>,
  );
}

describe('current orders board', () => {
  it('groups by state and announces a new order with a chime and a notification', async () => {
    // given: ticket 2 arrives only once the sound is on (a busy machine may click after the next poll)
    const first = [makeOrder({ id: 1, ticketNumber: 1 }), makeOrder({ id: 3, ticketNumber: 3, status: 'confirmed' })];
    let arrived = false;
    fetchMock
      .mockResolvedValueOnce(json(200, { data: first }, { ETag: 'W/"1"' }))
      .mockImplementation(async () =>
        arrived
          ? json(200, { data: [makeOrder({ id: 2, ticketNumber: 2, isDelivery: true }), ...first] })
          : notModified(),
      );
    renderBoard();
    const fresh = await screen.findByRole('region', { name: 'Neu (1)' });
    expect(within(fresh).getByRole('article', { name: 'Ticket 1' })).toBeInTheDocument();
    // the stored E.164 number as staff read it
    expect(within(fresh).getByRole('article', { name: 'Ticket 1' })).toHaveTextContent('+43 664 1234567');
    expect(screen.getByRole('region', { name: 'In Bearbeitung (1)' })).toHaveTextContent('Ticket 3');
    expect(screen.getByRole('region', { name: 'Abholbereit / in Zustellung (0)' })).toHaveTextContent(
      'Keine Bestellungen',
    );

    // when: sound switched on, then the next poll brings ticket 2
    expect(screen.getByRole('button', { name: 'Ton aus' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Ton aus' }));
    expect(await screen.findByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('settings.sound')).toBe('1');
    const afterCheckTone = oscillators;
    arrived = true;

    // then
    const newColumn = await screen.findByRole('region', { name: 'Neu (2)' }, { timeout: 12_000 });
    expect(within(newColumn).getByRole('article', { name: 'Ticket 2' })).toHaveTextContent('Lieferung');
    expect(oscillators - afterCheckTone).toBe(2);
    expect(notifications).toEqual([{ title: 'Neue Bestellung', body: 'Ticket 2 – Lieferung', tag: 'order-2' }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 neue Bestellung');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/current');
  }, 20_000);

  it('filters by branch for users with several branches', async () => {
    // given
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    renderBoard();
    await screen.findByRole('region', { name: 'Neu (0)' });

    // when
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Online-Shop' }));

    // then
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/orders/current?branch=6'));
  });

  it("reports 'Bestellungen konnten nicht geladen werden.' with a retry", async () => {
    // given
    fetchMock
      .mockResolvedValueOnce(json(500, undefined))
      .mockImplementation(async () => json(200, { data: [makeOrder()] }));
    renderBoard();

    // when
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bestellungen konnten nicht geladen werden.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    // then
    expect(await screen.findByRole('article', { name: 'Ticket 7' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
