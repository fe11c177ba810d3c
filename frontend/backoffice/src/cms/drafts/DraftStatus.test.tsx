import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { DraftStatus } from './DraftStatus';

const record = {
  id: 3,
  title: 'Über uns',
  draft: { title: 'Über uns (neu)' },
  draftSavedAt: '2026-11-25T09:30:00Z',
  draftSavedBy: 'chefin@example.com',
};

describe("the draft's 'Entwurf verwerfen'", { timeout: 20_000 }, () => {
  it('asks first and discards only when confirmed', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, { data: record }),
    );
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="sites">
          <SimpleForm record={record} toolbar={false}>
            <DraftStatus resource="sites" payload={(values) => values} />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Entwurf verwerfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf verwerfen?' });
    expect(
      within(dialog).getByText(
        'Die Änderungen des Entwurfs gehen verloren. Die gespeicherte Fassung bleibt, wie sie ist.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Entwurf verwerfen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entwurf verwerfen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Entwurf verwerfen?' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    );

    await waitFor(() => expect(deletes()).toEqual(['/api/sites/3/draft']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Entwurf verwerfen' })).not.toBeInTheDocument());
  });
});
