import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import DeviceEdit from './DeviceEdit';
import DeviceShow from './DeviceShow';
import { ADMIN, device, EMPLOYEE, notFound, renderAt, stubApi } from './testDevices';

const TV = device({ id: 4, name: 'TV Theke', identifier: 'tv-theke', kind: 'screen' });
const INTRO = 'Geben Sie den Code ein, den das neue Gerät anzeigt. Das bisherige Gerät wird abgemeldet.';

const PAIR_CALL = (url: string, init?: RequestInit) =>
  new URL(url, 'http://localhost').pathname === '/api/devices/4/pair' && init?.method === 'POST';

/** The TV's page (its show page unless told) with `pair` answering POST /api/devices/4/pair. */
function openDevice(
  pair: () => Response,
  { user = ADMIN, page = 'show' }: { user?: typeof ADMIN; page?: string } = {},
) {
  let reads = 0;
  const fetchMock = stubApi((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/devices/4' && (init?.method ?? 'GET') === 'GET') {
      reads += 1;
      return json(200, { data: TV });
    }
    if (path === '/api/devices/4/logs') return json(200, { data: [], meta: { total: 0 } });
    if (path === '/api/departments') return json(200, { data: [], meta: { total: 0 } });
    if (PAIR_CALL(url, init)) return pair();
    return notFound();
  }, user);
  if (page === 'edit') renderAt('/devices/4', [{ path: '/devices/:id', element: <DeviceEdit /> }]);
  else renderAt('/devices/4/show', [{ path: '/devices/:id/show', element: <DeviceShow /> }]);
  return { fetchMock, reads: () => reads };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Mit Code koppeln' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mit Code koppeln' });
  return { dialog, code: within(dialog).getByRole('textbox', { name: 'Code' }) };
}

describe("pairing a code to an existing device ('Mit Code koppeln')", { timeout: 30_000 }, () => {
  it('explains it, takes the code in upper case as typed and says the device is paired', async () => {
    const { fetchMock, reads } = openDevice(() => json(200, { data: { ...TV, isPaired: false } }));

    const { dialog, code } = await openDialog();
    expect(within(dialog).getByText(INTRO)).toBeVisible();
    await userEvent.type(code, 'k7m 4qxz');
    expect(code).toHaveValue('K7M4QX');
    const readsBefore = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await screen.findByText('Gerät gekoppelt.')).toBeVisible();
    const call = fetchMock.mock.calls.findIndex(([url, init]) => PAIR_CALL(String(url), init));
    expect(sentBody(fetchMock, call)).toEqual({ code: 'K7M4QX' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the page reads the device again (not paired until the new page fetched its secret)
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  });

  it("shows the server's refusal at the code and keeps the dialog open", async () => {
    openDevice(() =>
      json(400, {
        errors: [{ field: 'code', message: 'Der Code ist ungültig oder abgelaufen.', code: 'invalid_code' }],
      }),
    );

    const { dialog, code } = await openDialog();
    await userEvent.type(code, 'AAAAAA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Code: Der Code ist ungültig oder abgelaufen.');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Der Code ist ungültig oder abgelaufen.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Mit Code koppeln' })).toBeVisible();
    expect(screen.queryByText('Gerät gekoppelt.')).toBeNull();
  });

  it("says 'Gerät konnte nicht gekoppelt werden.' when the server gives no reason", async () => {
    openDevice(() => json(502, undefined));

    const { dialog, code } = await openDialog();
    await userEvent.type(code, 'K7M4QX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gerät konnte nicht gekoppelt werden.');
    expect(screen.getByRole('dialog', { name: 'Mit Code koppeln' })).toBeVisible();
  });

  it('sends nothing without a code', async () => {
    const { fetchMock } = openDevice(() => json(200, { data: TV }));

    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppeln' }));

    expect(await within(dialog).findByText('Pflichtfeld')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url, init]) => PAIR_CALL(String(url), init))).toBe(false);
  });

  it('is on the edit page too', async () => {
    openDevice(() => json(200, { data: TV }), { page: 'edit' });

    const { dialog } = await openDialog();
    expect(within(dialog).getByText(INTRO)).toBeVisible();
  });

  it('is not offered to staff who are no administrators', async () => {
    const { fetchMock } = openDevice(() => json(200, { data: TV }), { user: EMPLOYEE });

    expect(await screen.findByRole('heading', { level: 1, name: 'TV Theke' })).toBeVisible();
    // the permissions were read
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/users/me'),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Log anfordern' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mit Code koppeln' })).toBeNull();
  });
});
