import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import type { PrintJob } from '../../api/types';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';
import { makeOrder } from '../testOrders';
import { PrintJobs } from './PrintJobs';
import { ReceiptButtons } from './ReceiptButtons';

const job = (fields: Partial<PrintJob>): PrintJob => ({
  id: 1,
  kind: 'receipt',
  kindLabel: 'Beleg',
  reason: 'new',
  status: 'printed',
  statusLabel: 'gedruckt',
  device: 3,
  deviceName: 'Bondrucker Theke',
  department: null,
  departmentName: '',
  attempts: 1,
  lastError: '',
  // 11:20 UTC is 12:20 in Vienna
  createdAt: '2026-11-25T11:20:00Z',
  printedAt: '2026-11-25T11:20:04Z',
  ...fields,
});

const JOBS = [
  job({ id: 1 }),
  job({
    id: 2,
    kind: 'kitchen',
    device: 4,
    deviceName: 'Küchendrucker',
    department: 11,
    departmentName: 'Küche',
    status: 'failed',
    printedAt: null,
    attempts: 5,
    lastError: 'Drucker nicht erreichbar (192.168.1.50:9100).',
  }),
  job({ id: 3, kind: 'kitchen', device: 5, deviceName: 'Bar', reason: 'manual', status: 'queued', printedAt: null }),
];

function renderOrder(handler: FetchHandler) {
  const fetchMock = stubFetch(handler);
  const order = makeOrder({ id: 5 });
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      dataProvider={testDataProvider()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ReceiptButtons order={order} />
      <PrintJobs orderId={order.id} />
      <Notification />
    </AdminContext>,
  );
  return fetchMock;
}

const path = (url: string) => new URL(url, 'http://localhost').pathname;

describe("an order's print jobs", { timeout: 30_000 }, () => {
  it("show printer, ticket and state: 'gedruckt', 'fehlgeschlagen' with the error, 'in Warteschlange'", async () => {
    renderOrder((url) => (path(url) === '/api/orders/5/print-jobs' ? json(200, { data: JOBS }) : json(404, undefined)));

    const table = within(await screen.findByRole('region', { name: 'Druckaufträge' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .slice(1);
    expect(rows).toEqual([
      ['Bondrucker Theke', 'Beleg', 'Neue Bestellung', 'gedruckt (25.11.2026 12:20)', '25.11.2026 12:20'],
      [
        'Küchendrucker',
        'Küchenbon · Küche',
        'Neue Bestellung',
        'fehlgeschlagen: Drucker nicht erreichbar (192.168.1.50:9100).',
        '25.11.2026 12:20',
      ],
      ['Bar', 'Küchenbon', 'Von Hand', 'in Warteschlange', '25.11.2026 12:20'],
    ]);
  });

  it('show nothing for an order that never went to a printer', async () => {
    const fetchMock = renderOrder((url) =>
      path(url) === '/api/orders/5/print-jobs' ? json(200, { data: [] }) : json(404, undefined),
    );

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Druckaufträge' })).toBeNull();
  });

  it("say 'Druckaufträge konnten nicht geladen werden.' when they cannot be read", async () => {
    renderOrder((url) => (path(url) === '/api/orders/5/print-jobs' ? json(500, undefined) : json(404, undefined)));

    expect(await screen.findByText('Druckaufträge konnten nicht geladen werden.')).toBeVisible();
  });
});

describe("the order's print button", { timeout: 30_000 }, () => {
  it("sends the receipt to the branch's printers and says to how many", async () => {
    let printed = false;
    const fetchMock = renderOrder((url, init) => {
      if (path(url) === '/api/orders/5/print' && init?.method === 'POST') {
        printed = true;
        return json(200, {
          data: {
            html: '<html>Beleg</html>',
            printJobs: [
              job({ id: 7, status: 'queued', printedAt: null }),
              job({ id: 8, device: 6, deviceName: 'Theke 2', status: 'queued', printedAt: null }),
            ],
          },
        });
      }
      if (path(url) === '/api/orders/5/print-jobs')
        return json(200, { data: printed ? [job({ id: 7, status: 'queued', printedAt: null })] : [] });
      return json(404, undefined);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Beleg drucken' }));

    expect(await screen.findByText('An 2 Drucker gesendet.')).toBeVisible();
    // the list is read again at once and shows the new job
    expect(await screen.findByText('in Warteschlange')).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => path(String(url)) === '/api/orders/5/print')).toHaveLength(1);
  });

  it('prints in the browser as before when the branch has no printer', async () => {
    renderOrder((url, init) => {
      if (path(url) === '/api/orders/5/print' && init?.method === 'POST')
        return json(200, { data: { html: '<html>Beleg</html>', printJobs: [] } });
      if (path(url) === '/api/orders/5/print-jobs') return json(200, { data: [] });
      return json(404, undefined);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Beleg drucken' }));

    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')).toHaveAttribute('srcdoc', '<html>Beleg</html>');
    expect(screen.queryByText(/Drucker gesendet/)).toBeNull();
  });

  it("says 'Beleg konnte nicht gedruckt werden.' when it fails, or the server's reason", async () => {
    let attempts = 0;
    renderOrder((url, init) => {
      if (path(url) === '/api/orders/5/print' && init?.method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? json(502, undefined)
          : json(409, { errors: [{ message: 'Der Drucker „Theke“ ist nicht aktiv.', code: 'conflict' }] });
      }
      if (path(url) === '/api/orders/5/print-jobs') return json(200, { data: [] });
      return json(404, undefined);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Beleg drucken' }));
    expect(await screen.findByText('Beleg konnte nicht gedruckt werden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Beleg drucken' }));
    expect(await screen.findByText('Der Drucker „Theke“ ist nicht aktiv.')).toBeVisible();
  });
});
