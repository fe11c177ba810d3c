import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { Order } from '../orderState';
import { makeOrder } from '../testOrders';
import { StatusActions } from './StatusActions';
import type { FetchMock } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

function renderActions(order: Order, onChanged = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <StatusActions order={order} onChanged={onChanged} />
      <Notification />
    </AdminContext>,
  );
  return onChanged;
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('status actions', () => {
  it.each<[Partial<Order>, string[]]>([
    [
      { status: 'new' },
      [
        'Bestätigen',
        '+10 Min.',
        '+15 Min.',
        '+20 Min.',
        '+30 Min.',
        'Fertig um …',
        'Termin vorschlagen',
        'Ablehnen',
        'Stornieren',
      ],
    ],
    [{ status: 'confirmed', isDelivery: true }, ['In Zustellung', 'Abgeschlossen', 'Stornieren']],
    [{ status: 'confirmed' }, ['Abholbereit', 'Abgeschlossen', 'Stornieren']],
    [{ status: 'in_delivery' }, ['Abgeschlossen', 'Stornieren']],
    [{ status: 'in_delivery', isDelivery: true }, ['Zugestellt', 'Abgeschlossen', 'Stornieren']],
    [{ status: 'delivered', isDelivery: true }, ['Abgeschlossen']],
    [{ status: 'completed' }, []],
  ])('offers only what the state machine allows (%j)', (fields, names) => {
    renderActions(makeOrder(fields));
    expect(screen.queryAllByRole('button').length === 0 ? [] : buttonNames()).toEqual(names);
  });

  it('confirms with one click and hands on the reloaded order', async () => {
    // given
    const confirmed = makeOrder({ status: 'confirmed' });
    fetchMock.mockResolvedValueOnce(json(200, { data: confirmed }));
    const onChanged = renderActions(makeOrder());

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen: Ticket 7' }));

    // then
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/confirm');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(onChanged).toHaveBeenCalledWith(confirmed);
    expect(await screen.findByText('Bestellstatus wurde geändert.')).toBeInTheDocument();
  });

  it('confirms with a ready-by time in 15 minutes from the quick button', async () => {
    // given: 12:15:40 in Vienna
    vi.useFakeTimers({ now: new Date('2026-11-25T11:15:40Z'), toFake: ['Date'] });
    const confirmed = makeOrder({ status: 'confirmed', readyBy: '2026-11-25T11:30:00Z' });
    fetchMock.mockResolvedValueOnce(json(200, { data: confirmed }));
    const onChanged = renderActions(makeOrder());

    // when
    await userEvent.click(
      screen.getByRole('button', { name: '+15 Min. (Bestätigen, fertig in 15 Minuten): Ticket 7' }),
    );

    // then: whole minutes
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/confirm');
    expect(sentBody(fetchMock, 0)).toEqual({ readyBy: '2026-11-25T11:30:00.000Z' });
    expect(onChanged).toHaveBeenCalledWith(confirmed);
    vi.useRealTimers();
  });

  it("confirms with the time typed into 'Fertig um', refusing a past one", async () => {
    // given: 12:15 in Vienna
    vi.useFakeTimers({ now: new Date('2026-11-25T11:15:00Z'), toFake: ['Date'] });
    fetchMock.mockResolvedValueOnce(json(200, { data: makeOrder({ status: 'confirmed' }) }));
    renderActions(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Fertig um …: Ticket 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestätigen mit Fertigzeit – Ticket 7' });
    const input = within(dialog).getByLabelText(/Fertig um/);
    expect(input).toHaveValue('12:35');

    // when: a time already past
    await userEvent.clear(input);
    await userEvent.type(input, '11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    // then
    expect(within(dialog).getByText('Bitte wählen Sie eine Fertigzeit in der Zukunft.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // when: 12:45
    await userEvent.clear(input);
    await userEvent.type(input, '12:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    // then
    expect(sentBody(fetchMock, 0)).toEqual({ readyBy: '2026-11-25T11:45:00.000Z' });
    vi.useRealTimers();
  });

  it("marks a delivery order in delivery as 'Zugestellt' with an empty body", async () => {
    // given
    const delivered = makeOrder({ status: 'delivered', isDelivery: true, isDelivered: true });
    fetchMock.mockResolvedValueOnce(json(200, { data: delivered }));
    const onChanged = renderActions(makeOrder({ status: 'in_delivery', isDelivery: true, isInDelivery: true }));

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Zugestellt: Ticket 7' }));

    // then
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/delivered');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({});
    expect(onChanged).toHaveBeenCalledExactlyOnceWith(delivered);
    expect(await screen.findByText('Bestellstatus wurde geändert.')).toBeInTheDocument();
  });

  it("shows the server's first message when a change is refused", async () => {
    // given
    fetchMock.mockResolvedValueOnce(
      json(409, { errors: [{ message: 'Die Bestellung wurde bereits bestätigt.', code: 'conflict' }] }),
    );
    const onChanged = renderActions(makeOrder());

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen: Ticket 7' }));

    // then
    expect(await screen.findByText('Die Bestellung wurde bereits bestätigt.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("falls back to 'Bestellstatus konnte nicht geändert werden.'", async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(500, undefined));
    renderActions(makeOrder({ status: 'confirmed' }));

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Abgeschlossen: Ticket 7' }));

    // then
    expect(await screen.findByText('Bestellstatus konnte nicht geändert werden.')).toBeInTheDocument();
  });

  it("cancels only after confirming, failure 'Bestellung konnte nicht storniert werden.'", async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(502, undefined));
    renderActions(makeOrder());

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren: Ticket 7' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stornieren' }));

    // then
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/cancel');
    expect(await screen.findByText('Bestellung konnte nicht storniert werden.')).toBeInTheDocument();
  });

  it('rejects with the message typed in the dialog', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: makeOrder({ status: 'rejected' }) }));
    const onChanged = renderActions(makeOrder());

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen: Ticket 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung ablehnen – Ticket 7' });
    await userEvent.type(within(dialog).getByLabelText('Nachricht an den Kunden (optional)'), 'Heute ausverkauft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));

    // then
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/reject');
    expect(sentBody(fetchMock)).toEqual({ rejectionMessage: 'Heute ausverkauft' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('proposes a counter appointment with the chosen time', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: makeOrder({ counterAppointmentState: 'proposed' }) }));
    renderActions(makeOrder());

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Termin vorschlagen: Ticket 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin vorschlagen – Ticket 7' });
    const input = within(dialog).getByLabelText(/Vorgeschlagener Termin/);
    await userEvent.clear(input);
    await userEvent.type(input, '2030-05-04T12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));

    // then
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/status/confirm');
    expect(sentBody(fetchMock)).toEqual({ counterAppointment: '2030-05-04T10:30:00.000Z' }); // 12:30 in Vienna (summer time)
  });
});
