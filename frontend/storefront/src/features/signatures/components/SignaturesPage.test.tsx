import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, stubApi } from '../../../testing/render';

vi.mock('../render', async (original) => ({
  ...(await original<typeof import('../render')>()),
  renderSignature: vi.fn(async () => '<table>Signatur</table>'),
}));

const SIGNATURE = {
  id: 3,
  type: 'signature',
  identifier: 'signatur-office',
  content: { name: 'Wirtshaus Team', email: 'office@example.com', phone: '+43 1 2345678' },
};

afterEach(() => vi.unstubAllGlobals());

describe('the signatures page', () => {
  it('copies a signature: Rendern..., Kopieren..., Kopiert!', async () => {
    stubApi({ '/api/init': { body: { data: {} } }, '/api/public/nodes': { body: { data: [SIGNATURE] } } });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/signatures');

    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Signaturen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signatur kopieren' }));

    expect(await screen.findByRole('button', { name: 'Kopiert!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('<table>Signatur</table>');
  });

  it('sends a signature to its address: Versendet!, or Fehler! when the server refuses', async () => {
    let status = 200;
    const fetchMock = stubApi({
      '/api/public/nodes': { body: { data: [SIGNATURE] } },
      '/api/custom/send-signature': () => ({
        status,
        body: status === 200 ? { data: { email: 'office@example.com' } } : { errors: [] },
      }),
    });
    renderApp('/signatures');

    await userEvent.click(await screen.findByRole('button', { name: 'Signatur versenden' }));
    expect(await screen.findByRole('button', { name: 'Versendet!' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/custom/send-signature') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(sent[1].body))).toEqual({
      email: 'office@example.com',
      signature: '<table>Signatur</table>',
    });

    status = 429;
    await userEvent.click(screen.getByRole('button', { name: 'Versendet!' }));
    expect(await screen.findByRole('button', { name: 'Fehler!' })).toBeInTheDocument();
  });
});
