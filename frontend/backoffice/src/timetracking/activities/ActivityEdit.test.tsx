import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import ActivityEdit from './ActivityEdit';

/**
 * An edit form keeps what the person typed when its record changes underneath (components/formDefaults.ts):
 * the record refetches after the form has opened (here: another admin has set the end meanwhile), the typed
 * note stays and the untouched end follows the server.
 */
let activity: Record<string, unknown>;

function renderEdit(queryClient = new QueryClient()) {
  stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/working-activities/8' && init?.method === 'PUT') {
      activity = { ...activity, ...(JSON.parse(String(init.body)) as object), correctionCount: 1 };
      return json(200, { data: activity });
    }
    if (url.pathname === '/api/working-activities/8') return json(200, { data: activity });
    if (url.pathname === '/api/time-tracking-people') {
      return json(200, { data: [{ id: 3, fullName: 'Petra Lieferant' }], meta: { total: 1 } });
    }
    if (url.pathname === '/api/branches')
      return json(200, { data: [{ id: 4, name: 'Mariahilf' }], meta: { total: 1 } });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={['/working-activities/8']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <Routes>
          <Route path="/working-activities" element={<p>Liste der Aktivitäten</p>} />
          <Route
            path="/working-activities/:id"
            element={
              <ResourceContextProvider value="working-activities">
                <ActivityEdit />
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the activity correction form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    activity = {
      id: 8,
      person: 3,
      branch: 4,
      start: '2026-10-15T06:00:00Z',
      end: '2026-10-15T07:45:00Z',
      pauses: [],
      note: '',
      correctionCount: 0,
    };
  });

  it('keeps the typed note when the record refetches and shows the new end', async () => {
    const queryClient = new QueryClient();
    renderEdit(queryClient);
    const end = await screen.findByLabelText('Ende', {}, { timeout: 5000 });
    await waitFor(() => expect(end).toHaveValue('15.10.2026 09:45'));
    await userEvent.type(screen.getByLabelText('Notiz'), 'Lieferschein nachgereicht');

    activity = { ...activity, end: '2026-10-15T08:15:00Z' };
    await act(() => queryClient.refetchQueries());

    await waitFor(() => expect(screen.getByLabelText('Ende')).toHaveValue('15.10.2026 10:15'));
    expect(screen.getByLabelText('Notiz')).toHaveValue('Lieferschein nachgereicht');
  });

  it('saves a correction and goes back to the list (the kept values do not count as unsaved)', async () => {
    // a navigation blocked as unsaved would ask; the answer 'stay' would keep the form open
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEdit();
    const note = await screen.findByLabelText('Notiz', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('Ende')).toHaveValue('15.10.2026 09:45'));
    await userEvent.type(note, 'Lieferschein nachgereicht');
    await userEvent.type(screen.getByLabelText('Grund der Korrektur *'), 'Lieferschein lag erst später vor');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Aktivitäten', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(activity).toMatchObject({ note: 'Lieferschein nachgereicht', reason: 'Lieferschein lag erst später vor' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
