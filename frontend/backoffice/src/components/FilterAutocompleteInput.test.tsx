import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ReferenceFilter } from './FilterAutocompleteInput';

const branches = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Online-Shop' },
];

describe('a reference filter', () => {
  it('offers the referenced records by name once its input has loaded', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: branches, total: branches.length }) as never,
      getMany: async () => ({ data: [] }) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="users">
          <Form>
            <ReferenceFilter source="branch" reference="branches" label="Filiale" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );

    const input = await screen.findByRole('combobox', { name: 'Filiale' });
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Mariahilf' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Online-Shop' })).toBeInTheDocument();
  });
});
