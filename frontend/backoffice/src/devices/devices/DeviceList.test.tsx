import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/fetchStub';
import DeviceList from './DeviceList';
import { device, notFound, renderAt, stubApi } from './testDevices';

const DEVICES = [
  // 21:10 UTC is 22:10 in Vienna (winter time)
  device({ id: 1, name: 'Bondrucker Küche', kind: 'printer', online: true, lastSeenAt: '2026-12-01T21:10:00Z' }),
  device({
    id: 2,
    name: 'Theke Mariahilf',
    kind: 'tablet',
    online: false,
    lastSeenAt: '2026-11-30T23:30:00Z',
    soundEnabled: false,
  }),
  device({ id: 3, name: 'Menü-TV', kind: 'screen', branch: 2, lastSeenAt: null }),
  device({ id: 4, name: 'Stempeluhr', kind: 'terminal', soundEnabled: false }),
];

const cells = (name: string) => {
  const row = screen.getByRole('cell', { name }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
};

describe('the device list', { timeout: 20_000 }, () => {
  it('names kind, branch and state in German, with the last contact in Vienna time and a silent tablet', async () => {
    const fetchMock = stubApi((url) =>
      new URL(url, 'http://localhost').pathname === '/api/devices'
        ? json(200, { data: DEVICES, meta: { total: 4 } })
        : notFound(),
    );
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    expect(await screen.findByRole('cell', { name: 'Bondrucker Küche' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Mariahilf').length).toBeGreaterThan(0));
    expect(cells('Bondrucker Küche')).toEqual([
      'Bondrucker Küche',
      'Drucker',
      'Mariahilf',
      'onlinezuletzt gesehen 01.12.2026 22:10',
    ]);
    expect(cells('Theke Mariahilf')).toEqual([
      'Theke Mariahilf',
      'Tablet (Theke)',
      'Mariahilf',
      'offlinezuletzt gesehen 01.12.2026 00:30Ton aus',
    ]);
    expect(cells('Menü-TV')).toEqual(['Menü-TV', 'Bildschirm', 'Linz', 'offlinenoch nie gesehen']);
    // only a tablet's sound matters
    expect(cells('Stempeluhr')).toEqual([
      'Stempeluhr',
      'Zeiterfassungsterminal',
      'Mariahilf',
      'offlinenoch nie gesehen',
    ]);
    expect(screen.getAllByText('Ton aus')).toHaveLength(1);
    const query = new URL(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/devices'))![0]),
      'http://localhost',
    );
    expect(query.searchParams.get('ordering')).toBe('name');
  });

  it('filters by kind and branch and searches', async () => {
    const fetchMock = stubApi((url) =>
      new URL(url, 'http://localhost').pathname === '/api/devices'
        ? json(200, { data: DEVICES.slice(0, 1), meta: { total: 1 } })
        : notFound(),
    );
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);
    await screen.findByRole('cell', { name: 'Bondrucker Küche' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Art' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Drucker' }));
    await userEvent.type(screen.getByPlaceholderText('Suchen'), 'Küche');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Linz' }));

    await waitFor(() => {
      const last = new URL(
        String(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/devices')).at(-1)![0]),
        'http://localhost',
      );
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        kind: 'printer',
        q: 'Küche',
        branch: '2',
        page: '1',
        pageSize: '25',
      });
    });
  });

  it('says what to do when there are no devices yet, with the pairing at hand', async () => {
    stubApi((url) =>
      new URL(url, 'http://localhost').pathname === '/api/devices'
        ? json(200, { data: [], meta: { total: 0 } })
        : notFound(),
    );
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    expect(
      await screen.findByText(
        'Noch keine Geräte. Öffnen Sie /device/ auf dem Gerät und koppeln Sie es mit dem angezeigten Code.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gerät koppeln' })).toBeVisible();
  });

  it('reports a failed load in German with a retry', async () => {
    let calls = 0;
    stubApi((url) => {
      if (new URL(url, 'http://localhost').pathname !== '/api/devices') return notFound();
      calls += 1;
      return calls === 1 ? json(502, undefined) : json(200, { data: DEVICES.slice(0, 1), meta: { total: 1 } });
    });
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    expect(await screen.findByText('Geräte konnten nicht geladen werden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('cell', { name: 'Bondrucker Küche' })).toBeVisible();
  });
});
