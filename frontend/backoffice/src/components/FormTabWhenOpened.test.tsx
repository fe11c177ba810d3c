import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, TabbedForm, TextInput, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { FormTabWhenOpened } from './FormTabWhenOpened';

function renderForm(onSubmit = vi.fn()) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="products">
        <TabbedForm record={{ id: 1, name: 'Gulasch', allergens: 'A, G' }} onSubmit={onSubmit} syncWithLocation={false}>
          <TabbedForm.Tab label="Allgemein">
            <TextInput source="name" label="Name" />
          </TabbedForm.Tab>
          <FormTabWhenOpened label="Weiteres">
            <TextInput source="allergens" label="Allergene" />
          </FormTabWhenOpened>
        </TabbedForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

describe('a form tab that mounts its fields when opened', () => {
  it('shows its tab at once and its fields, with the record’s values, once opened', async () => {
    renderForm();

    expect(screen.getByRole('tab', { name: 'Weiteres' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Allergene', hidden: true })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Weiteres' }));

    expect(await screen.findByRole('textbox', { name: 'Allergene' })).toHaveValue('A, G');
  });

  it('saves the record’s values of its fields unchanged when it was never opened', async () => {
    const onSubmit = renderForm();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' mit Knödel');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Gulasch mit Knödel', allergens: 'A, G' });
  });

  it('keeps its fields once opened, with what was typed, when another tab is shown', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Weiteres' }));
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Allergene' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Allergene' }), 'A');

    await userEvent.click(screen.getByRole('tab', { name: 'Allgemein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ allergens: 'A' });
  });

  it('marks its header and shows the server’s message for one of its fields it never showed', async () => {
    renderForm(vi.fn(async () => ({ allergens: 'Bitte nur Buchstaben A bis R.' })));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' mit Knödel');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Weiteres' })).toHaveClass('error'));
    await userEvent.click(screen.getByRole('tab', { name: 'Weiteres' }));
    expect(await screen.findByText('Bitte nur Buchstaben A bis R.')).toBeVisible();
  });
});
