import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import DeviceEdit from './DeviceEdit';
import { device, notFound, renderAt, stubApi } from './testDevices';

const PRINTER = device({
  id: 3,
  name: 'Bondrucker Küche',
  identifier: 'kueche',
  kind: 'printer',
  printerHost: '192.168.1.50',
});
const TERMINAL = device({ id: 5, name: 'Stempeluhr Eingang', identifier: 'stempeluhr', kind: 'terminal' });
const DEPARTMENTS = [
  { id: 11, branch: 1, name: 'Küche' },
  { id: 12, branch: 1, name: 'Bar' },
];

function editDevice(record: typeof PRINTER, handler: (path: string, init?: RequestInit) => Response | null) {
  const fetchMock = stubApi((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/devices/${record.id}` && (init?.method ?? 'GET') === 'GET') return json(200, { data: record });
    if (path === `/api/devices/${record.id}/logs`) return json(200, { data: [], meta: { total: 0 } });
    if (path === '/api/departments') return json(200, { data: DEPARTMENTS, meta: { total: 2 } });
    return handler(path, init) ?? notFound();
  });
  renderAt(`/devices/${record.id}`, [
    { path: '/devices/:id', element: <DeviceEdit /> },
    { path: '/devices', element: <p>Liste der Geräte</p> },
  ]);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string, method: string) =>
  fetchMock.mock.calls
    .map((call, index) => ({ url: String(call[0]), method: call[1]?.method ?? 'GET', index }))
    .filter((call) => new URL(call.url, 'http://localhost').pathname === path && call.method === method);

describe('editing a device', { timeout: 30_000 }, () => {
  it("saves a printer's host, port, department and automatic printing", async () => {
    const fetchMock = editDevice(PRINTER, (path, init) =>
      path === '/api/devices/3' && init?.method === 'PUT' ? json(200, { data: PRINTER }) : null,
    );

    const host = await screen.findByRole('textbox', { name: 'Adresse des Druckers' });
    await userEvent.clear(host);
    await userEvent.type(host, '192.168.1.51');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Port' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Port' }), '9101');
    await userEvent.click(screen.getByRole('combobox', { name: 'Abteilung' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Küche' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Neue Bestellungen automatisch drucken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Geräte')).toBeVisible();
    const [put] = calls(fetchMock, '/api/devices/3', 'PUT');
    expect(sentBody(fetchMock, put.index)).toMatchObject({
      name: 'Bondrucker Küche',
      kind: 'printer',
      printerHost: '192.168.1.51',
      printerPort: 9101,
      department: 11,
      autoPrint: false,
      isActive: true,
    });
  });

  it('shows no printer fields on other kinds', async () => {
    editDevice(TERMINAL, () => null);

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Stempeluhr Eingang');
    expect(screen.queryByRole('textbox', { name: 'Adresse des Druckers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Testdruck' })).toBeNull();
  });

  it("names the server's reason of a refused save at its field, else 'Gerät konnte nicht gespeichert werden.'", async () => {
    let refusals = 0;
    editDevice(PRINTER, (path, init) => {
      if (path !== '/api/devices/3' || init?.method !== 'PUT') return null;
      refusals += 1;
      return refusals === 1
        ? json(400, {
            errors: [
              {
                field: 'identifier',
                message: 'Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits.',
                code: 'unique',
              },
            ],
          })
        : json(500, undefined);
    });

    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Kennung: Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Kennung' })).toHaveAccessibleDescription(
      'Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gerät konnte nicht gespeichert werden.')).toBeVisible();
  });

  it("asks before it deletes, and says 'Gerät konnte nicht gelöscht werden.' when that fails", async () => {
    const fetchMock = editDevice(PRINTER, (path, init) =>
      path === '/api/devices/3' && init?.method === 'DELETE' ? json(500, undefined) : null,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls(fetchMock, '/api/devices/3', 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByText('Gerät konnte nicht gelöscht werden.')).toBeVisible();
    expect(calls(fetchMock, '/api/devices/3', 'DELETE')).toHaveLength(1);
  });

  it('gives a time-clock terminal a new address after a confirmation', async () => {
    const fetchMock = editDevice(TERMINAL, (path, init) =>
      path === '/api/devices/5/new-secret' && init?.method === 'POST'
        ? json(200, {
            data: { secret: 's3cr3t', terminalUrl: '/terminal/wien-mariahilf/s3cr3t', device: TERMINAL },
          })
        : null,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Neues Geheimnis erzeugen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Neues Geheimnis für „Stempeluhr Eingang“ erzeugen?' });
    expect(calls(fetchMock, '/api/devices/5/new-secret', 'POST')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));

    const shown = await screen.findByRole('dialog', { name: 'Neues Geheimnis' });
    expect(within(shown).getByText('http://localhost:3000/terminal/wien-mariahilf/s3cr3t')).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Terminal öffnen' })).toHaveAttribute(
      'href',
      'http://localhost:3000/terminal/wien-mariahilf/s3cr3t',
    );
    await userEvent.click(within(shown).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neues Geheimnis' })).toBeNull());
  });
});
