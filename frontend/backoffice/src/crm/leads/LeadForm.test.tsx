import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import LeadCreate from './LeadCreate';
import LeadEdit from './LeadEdit';

const BRANCHES = [{ id: 1, name: 'Mariahilf' }];
const CONFIRMED_EARLY = 'Die Bestätigung kann nicht vor der Einwilligung liegen.';

const lena = {
  id: 4,
  email: 'lena.neugierig@example.com',
  firstName: 'Lena',
  lastName: 'Neugierig',
  phone: '',
  companyName: '',
  source: 'newsletter',
  origin: '/newsletter',
  message: '',
  branch: 1,
  consentText: 'Ja, ich möchte den Newsletter erhalten.',
  consentVersion: '2026-11',
  consentGivenAt: '2026-11-21T09:00:00Z',
  consentConfirmedAt: null,
  createdAt: '2026-11-21T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
};

function renderAt(path: string, element: React.ReactNode, handler: FetchHandler) {
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/branches') return json(200, { data: BRANCHES, meta: { total: 1 } });
    if (address.pathname === '/api/branches/1') return json(200, { data: BRANCHES[0] });
    return handler(url, init);
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        <Routes>
          <Route path="/analytics-leads" element={<p>Liste der Leads</p>} />
          <Route
            path={path.endsWith('create') ? '/analytics-leads/create' : '/analytics-leads/:id'}
            element={<ResourceContextProvider value="analytics-leads">{element}</ResourceContextProvider>}
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const posts = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.flatMap(([, init], index) => (init?.method === method ? [index] : []));

describe('a lead with the proof of its consent', { timeout: 20_000 }, () => {
  it('is created with the typed contact, the source “Manuell” unless chosen, and the consent proof', async () => {
    const fetchMock = renderAt('/analytics-leads/create', <LeadCreate />, (_url, init) =>
      init?.method === 'POST' ? json(201, { data: { ...lena, id: 9 } }) : json(404, { errors: [] }),
    );

    await paste(await screen.findByLabelText('E-Mail', {}, { timeout: 5000 }), 'lea@example.com');
    await paste(screen.getByLabelText('Einwilligungstext'), 'Ja, bitte per E-Mail.');
    await paste(screen.getByLabelText('Version der Einwilligung'), 'v3');
    fireEvent.change(screen.getByLabelText('Einwilligung erteilt am'), { target: { value: '2026-11-20T10:00' } });
    expect(screen.getByText('Nachweis der Einwilligung')).toBeVisible();
    expect(screen.getByText('Genau der Text, dem die Person zugestimmt hat.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Leads')).toBeVisible();
    const [post] = posts(fetchMock, 'POST');
    expect(sentBody(fetchMock, post)).toMatchObject({
      email: 'lea@example.com',
      source: 'manual',
      consentText: 'Ja, bitte per E-Mail.',
      consentVersion: 'v3',
      // the wall time as typed: the server reads it in the business time zone
      consentGivenAt: '2026-11-20T10:00',
    });
  });

  it('offers the four sources by their German names', async () => {
    renderAt('/analytics-leads/create', <LeadCreate />, () => json(404, { errors: [] }));

    await userEvent.click(await screen.findByRole('combobox', { name: 'Quelle' }, { timeout: 5000 }));

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // after the empty choice
    expect(options.map((option) => option.textContent?.trim())).toEqual([
      '',
      'Formular',
      'Newsletter',
      'QR-Code',
      'Manuell',
    ]);
  });

  it('shows the server’s refusal at the confirmation field and keeps what was typed', async () => {
    const fetchMock = renderAt('/analytics-leads/4', <LeadEdit />, (_url, init) => {
      if (init?.method === 'PUT') {
        return json(400, { errors: [{ field: 'consentConfirmedAt', message: CONFIRMED_EARLY, code: 'invalid' }] });
      }
      return json(200, { data: lena });
    });

    const confirmed = await screen.findByLabelText('Einwilligung bestätigt am', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('E-Mail')).toHaveValue('lena.neugierig@example.com'));
    fireEvent.change(confirmed, { target: { value: '2026-11-20T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(CONFIRMED_EARLY, { selector: 'p *, p' })).toBeVisible();
    expect(screen.getByLabelText('Einwilligung bestätigt am')).toHaveValue('2026-11-20T08:00');
    expect(screen.queryByText('Liste der Leads')).toBeNull();
    expect(sentBody(fetchMock, posts(fetchMock, 'PUT')[0])).toMatchObject({
      consentConfirmedAt: '2026-11-20T08:00',
    });
  });
});
