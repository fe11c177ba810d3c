import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import CategoryEdit from './CategoryEdit';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};
const SOUPS = {
  id: 4,
  name: 'Suppen',
  image: null,
  isEnabled: true,
  schedule: [],
  isVisibleWhenUnavailable: false,
  position: 1,
  departments: [11],
};
const BRANCHES = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Graz' },
];
const DEPARTMENTS = [
  { id: 11, branch: 1, name: 'Küche' },
  { id: 12, branch: 1, name: 'Bar' },
  { id: 21, branch: 2, name: 'Küche' },
];

function renderEdit(save: () => Response) {
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: ADMIN });
    if (address.pathname === '/api/branches') return json(200, { data: BRANCHES, meta: { total: 2 } });
    if (address.pathname === '/api/departments') {
      const ids = address.searchParams.getAll('id').map(Number);
      const data = ids.length ? DEPARTMENTS.filter((department) => ids.includes(department.id)) : DEPARTMENTS;
      return json(200, { data, meta: { total: data.length } });
    }
    if (address.pathname === '/api/categories/4') return init?.method === 'PUT' ? save() : json(200, { data: SOUPS });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={['/categories/4']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route path="/categories" element={<p>Liste der Kategorien</p>} />
          <Route
            path="/categories/:id"
            element={
              <ResourceContextProvider value="categories">
                <CategoryEdit />
              </ResourceContextProvider>
            }
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

describe("a category's departments", { timeout: 30_000 }, () => {
  it('names each department with its branch and saves the chosen ones', async () => {
    const fetchMock = renderEdit(() => json(200, { data: { ...SOUPS, departments: [11, 21] } }));

    const input = await screen.findByRole('combobox', { name: 'Abteilungen' });
    const field = input.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Küche (Mariahilf)')).toBeVisible();
    await userEvent.click(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bar (Mariahilf)', 'Küche (Graz)']);
    await userEvent.click(screen.getByRole('option', { name: 'Küche (Graz)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Kategorien')).toBeVisible();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({ name: 'Suppen', departments: [11, 21] });
  });

  it("shows the server's refusal of two departments of one branch at the field", async () => {
    const message = 'Je Filiale kann eine Kategorie nur einer Abteilung zugeordnet werden (Mariahilf: Bar, Küche).';
    renderEdit(() => json(400, { errors: [{ field: 'departments', message, code: 'invalid' }] }));

    const input = await screen.findByRole('combobox', { name: 'Abteilungen' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'Bar (Mariahilf)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(`Abteilungen: ${message}`)).toBeVisible();
    // the field's first input was a stand-in, replaced by the Autocomplete's on the click
    expect(screen.getByRole('combobox', { name: 'Abteilungen' })).toHaveAccessibleDescription(message);
  });
});
