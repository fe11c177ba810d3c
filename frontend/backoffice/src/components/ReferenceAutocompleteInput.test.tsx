import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, ResourceContextProvider, SaveButton, required, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ReferenceAutocompleteInput } from './ReferenceAutocompleteInput';

const branches = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Online-Shop' },
];

function renderInForm(record: object, onSubmit = vi.fn()) {
  const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) => {
    const found = branches.filter((branch) => branch.name.startsWith(params.filter.q ?? ''));
    return { data: found, total: found.length } as never;
  });
  const dataProvider = testDataProvider({
    getList: getList as never,
    getMany: async (_resource, params) =>
      ({ data: branches.filter((branch) => params.ids.includes(branch.id)) }) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="devices">
        <Form record={record} onSubmit={onSubmit}>
          <ReferenceAutocompleteInput source="branch" reference="branches" validate={required()} />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, onSubmit };
}

describe('a reference input that loads its Autocomplete when used', () => {
  it('shows the chosen record by name with its label before the Autocomplete is loaded', async () => {
    const { getList } = renderInForm({ branch: 2 });

    const input = screen.getByRole('combobox', { name: 'Filiale' });
    await waitFor(() => expect(input).toHaveValue('Online-Shop'));
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
    // the choices are queried by the real input only
    expect(getList).not.toHaveBeenCalled();
  });

  it('loads the real input on focus, keeps the focus there and passes the chosen value through', async () => {
    const { onSubmit } = renderInForm({ branch: 2 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filiale' })).toHaveValue('Online-Shop'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));

    // the real Autocomplete opens its list of the branches on focus, as before
    await userEvent.click(await screen.findByRole('option', { name: 'Mariahilf' }));
    const input = screen.getByRole('combobox', { name: 'Filiale' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Mariahilf');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ branch: 1 });
  });

  it('hands what was typed before it loaded on to the real input, which searches for it', async () => {
    const { getList } = renderInForm({});

    await userEvent.type(screen.getByRole('combobox', { name: 'Filiale' }), 'Onl');

    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('branches', expect.objectContaining({ filter: { q: 'Onl' } })),
    );
    expect(await screen.findByRole('option', { name: 'Online-Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Mariahilf' })).not.toBeInTheDocument();
  });

  it('shows the validation message of a required reference while it is a stand-in', async () => {
    const { onSubmit } = renderInForm({});

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
