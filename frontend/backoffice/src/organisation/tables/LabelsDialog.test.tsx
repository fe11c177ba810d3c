import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { LabelsDialog } from './LabelsDialog';
import { labelsUrl, qrCodeUrl } from './tableLinks';
import { json, stubFetch } from '../../test/fetchStub';

const branches = [
  { id: 2, name: 'Graz Lend' },
  { id: 4, name: 'Online-Shop' },
  { id: 1, name: 'Wien Mariahilf' },
];

let qrAddress = { baseUrl: 'https://shop.example.at', isLocal: false };

beforeEach(() => {
  qrAddress = { baseUrl: 'https://shop.example.at', isLocal: false };
  stubFetch((input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/branches') return json(200, { data: branches, meta: { total: 3 } });
    if (url.pathname === '/api/tables/qr-address') return json(200, { data: qrAddress });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
});

function renderDialog(branch?: number, onClose = vi.fn()) {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <LabelsDialog open onClose={onClose} branch={branch} />
    </AdminContext>,
  );
  return onClose;
}

const openLink = () => screen.getByRole('link', { name: 'PDF öffnen' });

describe('the label printing dialog of the tables', () => {
  it('offers both layouts in German and starts with the compact one for the list’s branch', async () => {
    renderDialog(4);
    const dialog = await screen.findByRole('dialog', { name: 'Etiketten drucken' });
    const layouts = within(within(dialog).getByRole('radiogroup', { name: 'Layout' })).getAllByRole('radio');
    expect(layouts.map((radio) => radio.closest('label')?.textContent)).toEqual(['Kompakt (12 × 4)', 'Detail (5 × 2)']);
    expect(screen.getByRole('radio', { name: 'Kompakt (12 × 4)' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filiale' })).toHaveTextContent('Online-Shop'));
    expect(openLink()).toHaveAttribute('href', '/api/tables/labels.pdf?branch=4&layout=compact');
    expect(openLink()).toHaveAttribute('target', '_blank');
  });

  it('opens the detail sheet of another chosen branch and closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog(undefined);
    // without a filter the first branch by name is chosen
    await waitFor(() => expect(openLink()).toHaveAttribute('href', '/api/tables/labels.pdf?branch=2&layout=compact'));

    await user.click(screen.getByRole('radio', { name: 'Detail (5 × 2)' }));
    await user.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await user.click(await screen.findByRole('option', { name: 'Wien Mariahilf' }));

    expect(openLink()).toHaveAttribute('href', '/api/tables/labels.pdf?branch=1&layout=detail');
    await user.click(openLink());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the warning about a local address', () => {
  const warning =
    'Die QR-Codes führen zu http://127.0.0.1:8123. Diese Adresse erreichen nur dieser Rechner oder Ihr lokales Netz: ' +
    'Gäste können sie mit ihrem Telefon nicht öffnen. Setzen Sie PUBLIC_BASE_URL auf die öffentliche Adresse des ' +
    'Shops, bevor Sie Etiketten drucken.';

  it('warns before printing codes that open a local address', async () => {
    qrAddress = { baseUrl: 'http://127.0.0.1:8123', isLocal: true };
    renderDialog(4);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(warning);
    expect(openLink()).toHaveAttribute('href', '/api/tables/labels.pdf?branch=4&layout=compact');
  });

  it('stays quiet when guests can open the address', async () => {
    renderDialog(4);

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filiale' })).toHaveTextContent('Online-Shop'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/tables/qr-address'), expect.anything()),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('table links', () => {
  it('addresses the QR code and the label sheet', () => {
    expect(qrCodeUrl(12)).toBe('/api/tables/12/qr.svg');
    expect(labelsUrl(3, 'detail')).toBe('/api/tables/labels.pdf?branch=3&layout=detail');
  });
});
