import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/fetchStub';
import DeviceShow from './DeviceShow';
import { device, EMPLOYEE, notFound, renderAt, stubApi } from './testDevices';

const PRINTER = device({
  id: 3,
  name: 'Bondrucker Küche',
  kind: 'printer',
  printerHost: '192.168.1.50',
  online: true,
  lastSeenAt: '2026-12-01T21:10:00Z',
});
const TABLET = device({ id: 4, name: 'Theke Mariahilf', kind: 'tablet' });

const LOG = {
  id: 9,
  device: 3,
  command: 71,
  lines: ['agent gestartet', 'drucker erreichbar'],
  createdAt: '2026-12-01T21:12:00Z',
};
const COMMAND = { id: 70, device: 3, kind: 'notification', payload: {}, status: 'done', result: null, error: '' };

/** A fetch answer the test releases when it wants: the server waiting for the device. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function showDevice(
  record: typeof PRINTER,
  handler: (path: string, init?: RequestInit) => Response | Promise<Response> | null,
) {
  const fetchMock = stubApi((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/devices/${record.id}` && (init?.method ?? 'GET') === 'GET') return json(200, { data: record });
    return handler(path, init) ?? notFound();
  }, EMPLOYEE);
  renderAt(`/devices/${record.id}/show`, [{ path: '/devices/:id/show', element: <DeviceShow /> }]);
  return fetchMock;
}

const buttons = () =>
  ['Testbenachrichtigung senden', 'Testdruck', 'Log anfordern'].map((name) => screen.getByRole('button', { name }));

describe('the checks of a device', { timeout: 30_000 }, () => {
  it('waits for the device, says so, and names the confirmation', async () => {
    const wait = deferred();
    const fetchMock = showDevice(PRINTER, (path, init) => {
      if (path === '/api/devices/3/logs') return json(200, { data: [], meta: { total: 0 } });
      if (path === '/api/devices/3/test/notification' && init?.method === 'POST') return wait.answer;
      return null;
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bondrucker Küche' })).toBeVisible();
    expect(screen.getByText('192.168.1.50:9100')).toBeVisible();
    expect(screen.getByText('Ganzer Beleg')).toBeVisible();
    expect(await screen.findByText('Das Gerät hat noch kein Log gesendet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Testbenachrichtigung senden' }));

    expect(await screen.findByText('Warte auf die Bestätigung des Geräts (bis zu 10 Sekunden) …')).toBeVisible();
    for (const button of buttons()) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Testbenachrichtigung senden' })).toHaveAttribute('aria-busy', 'true');

    wait.release(json(200, { data: COMMAND }));
    expect(await screen.findByText('Das Gerät hat die Testbenachrichtigung bestätigt.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Warte auf die Bestätigung/)).toBeNull());
    for (const button of buttons()) expect(button).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/test/notification'))).toHaveLength(1);
  });

  it("says 'Test nicht erfolgreich.' when the device did not confirm in time", async () => {
    showDevice(PRINTER, (path, init) => {
      if (path === '/api/devices/3/logs') return json(200, { data: [], meta: { total: 0 } });
      if (path === '/api/devices/3/test/print' && init?.method === 'POST')
        return json(409, { errors: [{ message: 'Test nicht erfolgreich.', code: 'device_unconfirmed' }] });
      return null;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Testdruck' }));

    expect(await screen.findByText('Test nicht erfolgreich.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Testdruck' })).toBeEnabled();
  });

  it("says 'Test nicht erfolgreich.' also when the server gives no reason", async () => {
    showDevice(PRINTER, (path, init) => {
      if (path === '/api/devices/3/logs') return json(200, { data: [], meta: { total: 0 } });
      if (path === '/api/devices/3/test/notification' && init?.method === 'POST') return json(502, undefined);
      return null;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Testbenachrichtigung senden' }));

    expect(await screen.findByText('Test nicht erfolgreich.')).toBeVisible();
  });

  it('offers the test print only on printers', async () => {
    showDevice(TABLET, (path) => (path === '/api/devices/4/logs' ? json(200, { data: [], meta: { total: 0 } }) : null));

    expect(await screen.findByRole('button', { name: 'Testbenachrichtigung senden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log anfordern' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Testdruck' })).toBeNull();
  });

  it('requests the logs and shows the new one, newest first, in Vienna time', async () => {
    let sent = false;
    showDevice(PRINTER, (path, init) => {
      if (path === '/api/devices/3/logs') {
        const older = { ...LOG, id: 8, lines: ['alt'], createdAt: '2026-11-30T08:00:00Z' };
        return json(200, { data: sent ? [LOG, older] : [older], meta: { total: sent ? 2 : 1 } });
      }
      if (path === '/api/devices/3/request-device-logs' && init?.method === 'POST') {
        sent = true;
        return json(200, { data: LOG });
      }
      return null;
    });

    expect(await screen.findByText('alt')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log anfordern' }));

    expect(await screen.findByText('Das Gerät hat sein Log gesendet.')).toBeVisible();
    const newest = await screen.findByRole('article', { name: 'Empfangen am 01.12.2026 22:12' });
    expect(within(newest).getByText('Empfangen am 01.12.2026 22:12 · 2 Zeilen')).toBeVisible();
    expect(newest.querySelector('pre')).toHaveTextContent('agent gestartet drucker erreichbar');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Empfangen am 01.12.2026 22:12',
      'Empfangen am 30.11.2026 09:00',
    ]);
  });

  it("says 'Log konnte nicht angefordert werden.' when no log came", async () => {
    showDevice(PRINTER, (path, init) => {
      if (path === '/api/devices/3/logs') return json(200, { data: [], meta: { total: 0 } });
      if (path === '/api/devices/3/request-device-logs' && init?.method === 'POST')
        return json(409, { errors: [{ message: 'Log konnte nicht angefordert werden.', code: 'device_unconfirmed' }] });
      return null;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Log anfordern' }));

    expect(await screen.findByText('Log konnte nicht angefordert werden.')).toBeVisible();
  });

  it("reports logs that cannot be loaded with 'Logs konnten nicht geladen werden.'", async () => {
    showDevice(PRINTER, (path) => (path === '/api/devices/3/logs' ? json(500, undefined) : null));

    expect(await screen.findByText('Logs konnten nicht geladen werden.')).toBeVisible();
  });
});
