import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { makeOrder } from '../testOrders';
import MissedOrdersPage from './MissedOrdersPage';
import type { FetchMock } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

function renderPage() {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [{ id: 5, name: 'Mariahilf' }], total: 1 }) as never,
  });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <MissedOrdersPage />
    </AdminContext>,
  );
}

describe('missed orders', () => {
  it('lists the orders from GET /api/orders/missed with their actions', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: [makeOrder({ ticketNumber: 41, appointmentDate: '2026-11-20T10:00:00Z' })] }),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ticket 41' });
    expect(card).toHaveTextContent('20.11.2026 11:00');
    expect(screen.getByRole('button', { name: 'Bestätigen: Ticket 41' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/missed');
  });

  it('says so when there are none', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    renderPage();
    expect(await screen.findByText('Keine verpassten Bestellungen.')).toBeInTheDocument();
  });

  it("reports 'Bestellungen konnten nicht geladen werden.'", async () => {
    fetchMock.mockImplementation(async () => json(500, undefined));
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Bestellungen konnten nicht geladen werden.',
    );
  });
});
