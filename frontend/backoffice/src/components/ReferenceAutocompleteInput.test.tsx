import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Form,
  ResourceContextProvider,
  SaveButton,
  TextInput,
  required,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { LoadOnUse, ReferenceAutocompleteInput, realModule } from './ReferenceAutocompleteInput';

const branches = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Online-Shop' },
];

function renderInForm(record: object, onSubmit = vi.fn(), field?: ReactNode) {
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
          {field ?? <ReferenceAutocompleteInput source="branch" reference="branches" validate={required()} />}
          <TextInput source="name" label="Name" />
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

  it('shows the validation message of a required reference and moves the focus to it', async () => {
    const { onSubmit } = renderInForm({});

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filiale' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves the focus where the user went on to while the real input was loading', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const real = realModule(async () => {
      await arrived;
      return import('./referenceAutocomplete');
    });
    const { getList } = renderInForm(
      {},
      vi.fn(),
      <LoadOnUse real={real} props={{ source: 'branch', reference: 'branches' }} />,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    arrive();

    // the real input is there (it asks for its choices) but the focus stays in 'Name', and no list opens
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await userEvent.keyboard('Theke');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Theke');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks for a module that failed to load again on the next use', async () => {
    const load = vi
      .fn<() => Promise<{ default: never }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'Real' as never });
    const real = realModule(load);

    await expect(real.load()).rejects.toThrow('Failed to fetch');
    await expect(real.load()).resolves.toBe('Real');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
