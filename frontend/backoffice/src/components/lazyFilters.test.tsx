import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { BooleanFilter, DateFilter, SelectFilter } from './lazyFilters';

describe('filters loaded when shown', () => {
  it('render react-admin’s inputs with the props they are given once loaded', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="schedules">
          <Form>
            <SelectFilter
              source="kind"
              label="Art"
              choices={[
                { id: 'work', name: 'Arbeit' },
                { id: 'holiday', name: 'Urlaub' },
              ]}
            />
            <DateFilter source="from" label="Von" />
            <BooleanFilter source="isActive" label="Aktiv" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );

    expect(await screen.findByLabelText('Von')).toHaveAttribute('type', 'date');
    expect(await screen.findByRole('switch', { name: 'Aktiv' })).not.toBeChecked();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Art' }));
    expect(await screen.findByRole('option', { name: 'Urlaub' })).toBeInTheDocument();
  });
});
