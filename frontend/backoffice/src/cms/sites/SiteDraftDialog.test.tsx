import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, sentBody, stubFetch, type FetchMock } from '../../test/fetchStub';
import { testSchema } from '../content/testSchema';
import SiteEdit from './SiteEdit';

const site = {
  id: 3,
  path: 'sommer',
  name: 'Sommerkarte',
  title: 'Sommer',
  description: '',
  type: 'default',
  isPublic: false,
  content: {
    body: [{ type: 'numberFact', label: 'Gäste', value: '100' }, { type: 'hr' }],
  },
  draft: null,
};

const job = (changes: Record<string, unknown>) => ({
  id: 7,
  kind: 'contentai.site',
  label: 'KI-Entwurf für „Sommerkarte“',
  status: 'running',
  statusLabel: 'Läuft',
  total: 3,
  done: 1,
  result: {},
  error: '',
  cancelRequested: false,
  createdAt: '2026-11-25T11:15:00Z',
  finishedAt: null,
  ...changes,
});

const proposal = {
  site: 3,
  blocks: [
    {
      index: 0,
      type: 'numberFact',
      label: 'Zahl',
      content: { label: 'Marillenknödel pro Tag', value: '250' },
      errors: [],
    },
    {
      index: 2,
      type: 'accordion',
      label: 'Akkordeon',
      content: { items: [{ title: 'Woher kommen die Marillen?', content: '<p>Aus der Wachau.</p>' }] },
      errors: [],
    },
    {
      index: 3,
      type: 'spacer',
      label: 'Abstand',
      content: { size: 9 },
      errors: [{ path: 'size', code: 'content_too_big', message: 'size: Bitte geben Sie eine Zahl bis 4 ein.' }],
    },
  ],
};

function auth(roles: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
  };
}

/** The API: the job answers `polls` in turn (the last one for ever), AI functions on or off. */
function serve({ enabled = true, polls = [job({ status: 'done', done: 3, result: proposal })] } = {}) {
  let poll = 0;
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/content-ai/status') return json(200, { data: { enabled, imageSizes: [] } });
    if (url.pathname === '/api/content-ai/generate/site/3')
      return json(202, { data: job({ status: 'queued', done: 0 }) });
    if (url.pathname === '/api/jobs/7/cancel') {
      return json(200, { data: job({ status: 'canceled', cancelRequested: true }) });
    }
    if (url.pathname === '/api/jobs/7') return json(200, { data: polls[Math.min(poll++, polls.length - 1)] });
    if (url.pathname === '/api/sites/3') {
      return json(200, { data: init?.method === 'PUT' ? { ...site, ...JSON.parse(String(init.body)) } : site });
    }
    if (url.pathname === '/api/content-schema') return json(200, { data: testSchema });
    return json(200, { data: [], meta: { total: 0 } });
  });
}

function renderEdit(roles = ['ROLE_ADMIN']) {
  render(
    <MemoryRouter initialEntries={['/sites/3']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={auth(roles)}>
        <Routes>
          <Route
            path="/sites/:id"
            element={
              <ResourceContextProvider value="sites">
                <SiteEdit />
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const calls = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .map(([url], index) => [new URL(String(url), 'http://localhost').pathname, index] as const)
    .filter(([called]) => called === path)
    .map(([, index]) => index);

async function draft(fetchMock: FetchMock) {
  await userEvent.click(await screen.findByRole('button', { name: 'Mit KI entwerfen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Seite mit KI entwerfen' });
  await userEvent.type(within(dialog).getByLabelText('Auftrag'), 'Sommerkarte mit Marillenknödeln, kurz.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Entwurf erstellen' }));
  await waitFor(() => expect(calls(fetchMock, '/api/content-ai/generate/site/3')).toHaveLength(1));
  expect(sentBody(fetchMock, calls(fetchMock, '/api/content-ai/generate/site/3')[0])).toEqual({
    brief: 'Sommerkarte mit Marillenknödeln, kurz.',
  });
  return dialog;
}

describe("'Mit KI entwerfen' in the page editor", { timeout: 20_000 }, () => {
  it('is hidden while the AI functions are off', async () => {
    const fetchMock = serve({ enabled: false });
    renderEdit();
    expect(await screen.findByLabelText('Titel', { selector: 'input[name="title"]' })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, '/api/content-ai/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Mit KI entwerfen' })).not.toBeInTheDocument();
  });

  it('hides the button from employees', async () => {
    const fetchMock = serve();
    renderEdit(['ROLE_EMPLOYEE']);
    await screen.findByLabelText('Titel', { selector: 'input[name="title"]' });
    await waitFor(() => expect(calls(fetchMock, '/api/content-ai/status').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Mit KI entwerfen' })).not.toBeInTheDocument();
  });

  it('shows the progress, then takes over only the blocks the manager accepts, saved with the form', async () => {
    const fetchMock = serve({
      polls: [job({ done: 1 }), job({ status: 'done', done: 3, result: proposal })],
    });
    renderEdit();
    const dialog = await draft(fetchMock);

    expect(await within(dialog).findByText('1 von 3 Schritten erledigt')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    const first = await within(dialog).findByRole('listitem', { name: 'Block 1: Zahl' }, { timeout: 3000 });
    expect(within(first).getByText('Marillenknödel pro Tag · 250')).toBeInTheDocument();
    const second = within(dialog).getByRole('listitem', { name: 'Neuer Block: Akkordeon' });
    const invalid = within(dialog).getByRole('listitem', { name: 'Neuer Block: Abstand' });
    expect(within(invalid).getByText('size: Bitte geben Sie eine Zahl bis 4 ein.')).toBeInTheDocument();
    expect(within(invalid).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();

    await userEvent.click(within(first).getByRole('button', { name: 'Übernehmen' }));
    expect(within(first).getByText('Übernommen')).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Verwerfen' }));
    expect(within(second).getByText('Verworfen')).toBeInTheDocument();
    // nothing was saved yet: the manager saves as usual
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect((sentBody(fetchMock, put) as { content: unknown }).content).toEqual({
      body: [{ type: 'numberFact', label: 'Marillenknödel pro Tag', value: '250' }, { type: 'hr' }],
    });
  });

  it("'Abbrechen' cancels the job", async () => {
    const fetchMock = serve({ polls: [job({ done: 1 })] });
    renderEdit();
    const dialog = await draft(fetchMock);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Abbrechen' }));
    expect(await within(dialog).findByText('Die Aufgabe wurde abgebrochen.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/jobs/7/cancel')).toHaveLength(1);
  });

  it("shows the job's German error and offers to try again", async () => {
    const error = 'Die Antwort des KI-Dienstes konnte nicht gelesen werden. Es wurde nichts geändert.';
    const fetchMock = serve({ polls: [job({ status: 'failed', error })] });
    renderEdit();
    const dialog = await draft(fetchMock);
    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(within(dialog).getByLabelText('Auftrag')).toBeInTheDocument();
  });
});
