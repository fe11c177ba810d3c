import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { terminalPage } from './api';
import TerminalCreate from './TerminalCreate';
import TerminalEdit from './TerminalEdit';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};
const TERMINAL = {
  id: 6,
  branch: 1,
  name: 'Personaleingang',
  identifier: 'personaleingang',
  apiKey: null,
  url: null,
  isActive: true,
  lastSeenAt: null,
  createdAt: '2026-11-20T08:00:00Z',
};
const WITH_KEY = { ...TERMINAL, apiKey: 'k3y', url: '/api/time-tracking/wien-mariahilf/k3y' };

function renderAt(at: string, handler: (path: string, init?: RequestInit) => Response | null) {
  const fetchMock = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/users/me') return json(200, { data: ADMIN });
    if (path === '/api/branches') return json(200, { data: [{ id: 1, name: 'Mariahilf' }], meta: { total: 1 } });
    return handler(path, init) ?? json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <ResourceContextProvider value="time-tracking-terminals">
          <Routes>
            <Route path="/time-tracking-terminals" element={<p>Liste der Terminals</p>} />
            <Route path="/time-tracking-terminals/create" element={<TerminalCreate />} />
            <Route path="/time-tracking-terminals/:id" element={<TerminalEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const ADDRESS = 'http://localhost:3000/terminal/wien-mariahilf/k3y';

describe('the address of a time-clock terminal', { timeout: 30_000 }, () => {
  it('is the tablet page of the API base', () => {
    expect(terminalPage('/api/time-tracking/wien-mariahilf/k3y', 'https://shop.example.at')).toBe(
      'https://shop.example.at/terminal/wien-mariahilf/k3y',
    );
  });

  it('is shown once after the creation, then the list', async () => {
    renderAt('/time-tracking-terminals/create', (path, init) =>
      path === '/api/time-tracking-terminals' && init?.method === 'POST' ? json(201, { data: WITH_KEY }) : null,
    );

    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Personaleingang');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mariahilf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const dialog = await screen.findByRole('dialog', { name: 'Adresse des Terminals „Personaleingang“' });
    expect(within(dialog).getByText(ADDRESS)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Terminal öffnen' })).toHaveAttribute('href', ADDRESS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByText('Liste der Terminals')).toBeVisible();
  });

  it("is made anew by 'Neuen Schlüssel erzeugen' after a confirmation", async () => {
    const fetchMock = renderAt('/time-tracking-terminals/6', (path, init) => {
      if (path === '/api/time-tracking-terminals/6') return json(200, { data: TERMINAL });
      if (path === '/api/time-tracking-terminals/6/regenerate-key' && init?.method === 'POST')
        return json(200, { data: WITH_KEY });
      return null;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Neuen Schlüssel erzeugen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Neuen Schlüssel für „Personaleingang“ erzeugen?' });
    expect(
      within(confirm).getByText('Die bisherige Adresse des Terminals funktioniert danach nicht mehr.'),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Adresse des Terminals „Personaleingang“' });
    expect(within(dialog).getByText(ADDRESS)).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/regenerate-key'))).toHaveLength(1),
    );
  });
});
