import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import DeviceList from './DeviceList';
import { codeOf } from './pairingCode';
import { device, notFound, renderAt, stubApi } from './testDevices';

const PAIR_CALL = (url: string, init?: RequestInit) =>
  new URL(url, 'http://localhost').pathname === '/api/devices/pair' && init?.method === 'POST';

const EMPTY = 'Noch keine Geräte. Öffnen Sie /device/ auf dem Gerät und koppeln Sie es mit dem angezeigten Code.';

async function openAndFill() {
  await screen.findByText(EMPTY);
  await userEvent.click(screen.getByRole('button', { name: 'Gerät koppeln' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gerät koppeln' });
  const code = within(dialog).getByRole('textbox', { name: 'Code' });
  await userEvent.type(code, 'k7m 4qxz');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Filiale' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Mariahilf' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Theke 1');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Art' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Tablet (Theke)' }));
  return { dialog, code };
}

describe('pairing a device', { timeout: 30_000 }, () => {
  it('takes the code in upper case as typed, at most six characters', () => {
    expect(codeOf('k7m4qx')).toBe('K7M4QX');
    expect(codeOf(' k7 m4 ')).toBe('K7M4');
    expect(codeOf('k7m4qxz')).toBe('K7M4QX');
  });

  it('sends code, branch, name and kind, then names the paired device and reloads the list', async () => {
    let listed = 0;
    const fetchMock = stubApi((url, init) => {
      if (PAIR_CALL(url, init))
        return json(201, { data: device({ id: 7, name: 'Theke 1', identifier: 'theke-1', kind: 'tablet' }) });
      if (new URL(url, 'http://localhost').pathname === '/api/devices') {
        listed += 1;
        return json(200, {
          data: listed === 1 ? [] : [device({ id: 7, name: 'Theke 1' })],
          meta: { total: listed === 1 ? 0 : 1 },
        });
      }
      return notFound();
    });
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    const { dialog, code } = await openAndFill();
    expect(code).toHaveValue('K7M4QX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await screen.findByText('Gerät „Theke 1“ wurde gekoppelt.')).toBeVisible();
    const call = fetchMock.mock.calls.findIndex(([url, init]) => PAIR_CALL(String(url), init));
    expect(sentBody(fetchMock, call)).toEqual({ code: 'K7M4QX', branch: 1, name: 'Theke 1', kind: 'tablet' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Theke 1' })).toBeVisible();
  });

  it('shows the refusal of a bad code at the code and keeps the dialog open', async () => {
    stubApi((url, init) => {
      if (PAIR_CALL(url, init))
        return json(400, {
          errors: [{ field: 'code', message: 'Der Code ist ungültig oder abgelaufen.', code: 'invalid' }],
        });
      if (new URL(url, 'http://localhost').pathname === '/api/devices')
        return json(200, { data: [], meta: { total: 0 } });
      return notFound();
    });
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    const { dialog, code } = await openAndFill();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kennung' }), 'theke-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Code: Der Code ist ungültig oder abgelaufen.');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Der Code ist ungültig oder abgelaufen.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Gerät koppeln' })).toBeVisible();
  });

  it('says the pairing failed when the server gives no reason', async () => {
    stubApi((url, init) => {
      if (PAIR_CALL(url, init)) return json(502, undefined);
      if (new URL(url, 'http://localhost').pathname === '/api/devices')
        return json(200, { data: [], meta: { total: 0 } });
      return notFound();
    });
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    const { dialog } = await openAndFill();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gerät konnte nicht gekoppelt werden.');
  });

  it('sends nothing without code, branch, name and kind', async () => {
    const fetchMock = stubApi((url) =>
      new URL(url, 'http://localhost').pathname === '/api/devices'
        ? json(200, { data: [device({})], meta: { total: 1 } })
        : notFound(),
    );
    renderAt('/devices', [{ path: '/devices', element: <DeviceList /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Gerät koppeln' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerät koppeln' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findAllByText('Pflichtfeld')).toHaveLength(4);
    expect(fetchMock.mock.calls.some(([url, init]) => PAIR_CALL(String(url), init))).toBe(false);
  });
});
