import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, ResourceContextProvider, SaveButton, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ReferenceAutocompleteArrayInput } from './ReferenceAutocompleteArrayInput';

const branches = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Online-Shop' },
  { id: 3, name: 'Neubau' },
];

function renderInForm(record: object) {
  const onSubmit = vi.fn();
  const getList = vi.fn(async () => ({ data: branches, total: branches.length }) as never);
  const dataProvider = testDataProvider({
    getList: getList as never,
    getMany: async (_resource, params) =>
      ({ data: branches.filter((branch) => params.ids.includes(branch.id)) }) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="menus">
        <Form record={record} onSubmit={onSubmit}>
          <ReferenceAutocompleteArrayInput source="branches" reference="branches" helperText="Wo sie gilt" />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, onSubmit };
}

async function saved(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]?.[0] as { branches: number[] };
}

describe('a reference array input that loads its Autocomplete when used', () => {
  it('shows the chosen records as chips with the label and helper text before the Autocomplete is loaded', async () => {
    const { getList } = renderInForm({ branches: [2, 1] });

    const field = screen.getByRole('combobox', { name: 'Filialen' }).closest('.MuiAutocomplete-root') as HTMLElement;
    expect(await within(field).findByText('Online-Shop')).toBeInTheDocument();
    // in the order of the value, as the real input shows them
    expect([...field.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual([
      'Online-Shop',
      'Mariahilf',
    ]);
    expect(screen.getByText('Wo sie gilt')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it("removes a record with its chip's delete icon without loading the Autocomplete", async () => {
    const { getList, onSubmit } = renderInForm({ branches: [2, 1] });
    const chip = (await screen.findByText('Online-Shop')).closest('.MuiChip-root') as HTMLElement;

    await userEvent.click(within(chip).getByTestId('CancelIcon'));

    expect(screen.queryByText('Online-Shop')).not.toBeInTheDocument();
    expect((await saved(onSubmit)).branches).toEqual([1]);
    expect(getList).not.toHaveBeenCalled();
  });

  it('loads the real input on focus, which adds the chosen record to the value', async () => {
    const { onSubmit } = renderInForm({ branches: [1] });
    await screen.findByText('Mariahilf');

    await userEvent.click(screen.getByRole('combobox', { name: 'Filialen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Neubau' }));

    expect(screen.getByRole('combobox', { name: 'Filialen' })).toHaveFocus();
    expect((await saved(onSubmit)).branches).toEqual([1, 3]);
  });
});
