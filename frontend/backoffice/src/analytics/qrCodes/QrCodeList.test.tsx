import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import QrCodeList from './QrCodeList';

const codes = [
  {
    id: 1,
    path: 'aktion',
    name: 'Plakat Aktion',
    targetKind: 'url',
    branch: null,
    table: null,
    product: null,
    sitePath: '',
    url: 'https://www.kornfeld.at/aktion',
    scansCount: 3,
    codeUrl: 'https://shop.example.at/q/aktion',
    targetUrl: 'https://www.kornfeld.at/aktion',
    createdAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 2,
    path: 'mariahilf',
    name: 'Plakat Mariahilf',
    targetKind: 'branch',
    branch: null,
    table: null,
    product: null,
    sitePath: '',
    url: '',
    scansCount: 0,
    codeUrl: 'https://shop.example.at/q/mariahilf',
    targetUrl: 'https://shop.example.at/store/mariahilf',
    createdAt: '2026-11-20T10:00:00Z',
  },
];

describe('the QR code list', { timeout: 20_000 }, () => {
  it('shows where each code leads', async () => {
    stubFetch((input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/qr-codes') return json(200, { data: codes, meta: { total: 2 } });
      if (url.pathname === '/api/branches') return json(200, { data: [], meta: { total: 0 } });
      return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
    });
    render(
      <TestMemoryRouter initialEntries={['/qr-codes']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="qr-codes">
            <QrCodeList />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );

    expect(await screen.findByRole('columnheader', { name: 'Zieladresse' })).toBeVisible();
    const external = (await screen.findByRole('cell', { name: 'aktion' })).closest('tr')!;
    expect(within(external).getByRole('cell', { name: 'https://www.kornfeld.at/aktion' })).toBeVisible();
    const branch = screen.getByRole('cell', { name: 'mariahilf' }).closest('tr')!;
    expect(within(branch).getByRole('cell', { name: 'https://shop.example.at/store/mariahilf' })).toBeVisible();
  });

  it.each([
    [{ baseUrl: 'http://127.0.0.1:8123', isLocal: true }, true],
    [{ baseUrl: 'https://shop.example.at', isLocal: false }, false],
  ])(
    'warns before printing labels that lead to a local address, like the tables page (%o)',
    async (qrAddress, warns) => {
      stubFetch((input) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === '/api/qr-codes') return json(200, { data: codes, meta: { total: 2 } });
        if (url.pathname === '/api/branches') return json(200, { data: [], meta: { total: 0 } });
        if (url.pathname === '/api/tables/qr-address') return json(200, { data: qrAddress });
        return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
      });
      render(
        <TestMemoryRouter initialEntries={['/qr-codes']}>
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            <ResourceContextProvider value="qr-codes">
              <QrCodeList />
            </ResourceContextProvider>
          </AdminContext>
        </TestMemoryRouter>,
      );

      await userEvent.click(await screen.findByRole('button', { name: 'Etiketten drucken' }));

      const dialog = await screen.findByRole('dialog', { name: 'Etiketten drucken' });
      const warning =
        'Die QR-Codes führen zu http://127.0.0.1:8123. Diese Adresse erreichen nur dieser Rechner oder Ihr lokales Netz: ' +
        'Gäste können sie mit ihrem Telefon nicht öffnen. Setzen Sie PUBLIC_BASE_URL auf die öffentliche Adresse des Shops, bevor Sie Etiketten drucken.';
      if (warns) expect(await within(dialog).findByRole('alert')).toHaveTextContent(warning);
      else expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(within(dialog).getByRole('link', { name: 'PDF öffnen' })).toHaveAttribute(
        'href',
        '/api/qr-codes/labels.pdf?layout=detail',
      );
    },
  );
});
