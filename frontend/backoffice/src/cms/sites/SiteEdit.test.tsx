import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { AUTOSAVE_DELAY } from '../drafts';
import { testSchema } from '../content/testSchema';
import type { ContentSchema, UnionKind } from '../content';
import SiteEdit from './SiteEdit';

const map: UnionKind = {
  type: 'map',
  label: 'Karte',
  fields: [
    {
      name: 'markers',
      type: 'collection',
      label: 'Markierungen',
      required: false,
      fields: [
        { name: 'title', type: 'text', label: 'Titel', required: true },
        { name: 'lat', type: 'number', label: 'Breitengrad', required: true, min: -90, max: 90 },
      ],
    },
  ],
};
const schema: ContentSchema = {
  ...testSchema,
  unions: { ...testSchema.unions, block: [...testSchema.unions.block, map] },
};

const site = {
  id: 3,
  path: 'ueber-uns',
  name: 'Über uns',
  title: 'Über uns',
  description: '',
  type: 'default',
  isPublic: true,
  content: {
    body: [
      { type: 'hr' },
      { type: 'spacer', size: 1 },
      { type: 'hr' },
      { type: 'hr' },
      { type: 'map', markers: [{ title: 'Filiale', lat: 48.2 }] },
    ],
  },
  draft: null,
};

/** What the API answers when a marker's latitude is refused (cms.schema, field path in `field` and message). */
const refused = {
  errors: [
    {
      field: 'content.body.4.markers.0.lat',
      message: 'body.4.markers.0.lat: Bitte geben Sie eine Zahl an.',
      code: 'content_number',
    },
  ],
};

function serve() {
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'PUT') return json(400, refused);
    if (url.pathname === '/api/sites/3') return json(200, { data: site });
    if (url.pathname === '/api/content-schema') return json(200, { data: schema });
    return json(200, { data: [], meta: { total: 0 } });
  });
}

function renderEdit() {
  render(
    <MemoryRouter initialEntries={['/sites/3']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
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
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => String(url));

const described = 'Inhalt, Block 5 „Karte“, Markierung 1, Breitengrad: Bitte geben Sie eine Zahl an.';

afterEach(() => {
  vi.useRealTimers();
});

describe('the page editor names a refused content place in German words', { timeout: 20_000 }, () => {
  it("'Speichern' answered 400 notifies the block, entry and field, not the API's path", async () => {
    const fetchMock = serve();
    renderEdit();

    await userEvent.type(await screen.findByLabelText('Titel', { selector: 'input[name="title"]' }), ' (neu)');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts(fetchMock)).toContain('/api/sites/3'));
    expect(await screen.findByText(described)).toBeInTheDocument();
    expect(screen.queryByText(/body\.4\.markers/)).not.toBeInTheDocument();
  });

  it('a refused autosave of the draft says the same words', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetchMock = serve();
    renderEdit();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('Titel', { selector: 'input[name="title"]' }), ' (neu)');
    await act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY);
    });

    await waitFor(() => expect(puts(fetchMock)).toEqual(['/api/sites/3/draft']));
    expect(await screen.findByText(`Entwurf konnte nicht gespeichert werden. ${described}`)).toBeInTheDocument();
    expect(screen.queryByText(/body\.4\.markers/)).not.toBeInTheDocument();
  });
});
