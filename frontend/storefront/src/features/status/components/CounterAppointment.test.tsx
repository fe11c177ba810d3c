import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { ORDER_PATH, makeOrder, stubOrderApi, expectCurrentStep, pinStatusClock } from './statusTesting';

pinStatusClock();

describe('counter appointment', () => {
  const proposed = makeOrder({ counterAppointment: '2026-03-04T18:00:00Z', counterAppointmentState: 'proposed' });

  it('offers the proposed time; accepting confirms the order', async () => {
    const accepted = makeOrder({
      isConfirmed: true,
      appointment: '2026-03-04T18:00:00Z',
      counterAppointmentState: 'accepted',
    });
    const fetchMock = stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/confirm-counter-appointment`]: { status: 200, body: { data: accepted } },
    });
    renderApp('/status/u1/h1');

    expect(
      await screen.findByText(
        'Leider können wir Ihre Bestellung nicht zum gewünschten Termin annehmen. Wir schlagen 04.03.2026 19:00 Uhr vor.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Termin annehmen' }));

    await expectCurrentStep('Wird bearbeitet (aktuell)');
    expect(screen.queryByRole('button', { name: 'Nein, Bestellung stornieren' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `${ORDER_PATH}/confirm-counter-appointment` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("declines with 'Nein, Bestellung stornieren': the order is canceled", async () => {
    const canceled = makeOrder({
      isCanceled: true,
      counterAppointment: proposed.counterAppointment,
      counterAppointmentState: 'declined',
    });
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/reject-counter-appointment`]: { status: 200, body: { data: canceled } },
    });
    renderApp('/status/u1/h1');

    await userEvent.click(await screen.findByRole('button', { name: 'Nein, Bestellung stornieren' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Neuer Terminvorschlag' })).not.toBeInTheDocument();
  });

  it('reports a failed answer', async () => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/confirm-counter-appointment`]: { status: 409, body: { errors: [{ message: 'Konflikt.' }] } },
    });
    renderApp('/status/u1/h1');

    await userEvent.click(await screen.findByRole('button', { name: 'Ja, Termin annehmen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Antwort konnte nicht gesendet werden.');
  });

  it('is not shown once the order is confirmed', async () => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: { ...proposed, isConfirmed: true } } }]);
    renderApp('/status/u1/h1');

    await expectCurrentStep('Wird bearbeitet (aktuell)');
    expect(screen.queryByRole('heading', { name: 'Neuer Terminvorschlag' })).not.toBeInTheDocument();
  });
});
