import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, useInput } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import type { BlockContentInputProps } from '../../components/blockContentSlot';
import { BlockContentSlot } from '../../components/blockContentSlot';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, sentBody } from '../../test/fetchStub';
import { ADMIN, path, stubApi } from '../testSignage';
import SceneCreate from './SceneCreate';

const MENUS = [{ id: 5, name: 'Wirtshaus-Karte' }];
const CATEGORIES = [
  { id: 21, name: 'Suppen' },
  { id: 22, name: 'Hauptspeisen' },
];

/** A stand-in of the website builder's block editor: one button that puts a block into the field. */
function FakeBlockEditor({ source, label }: BlockContentInputProps) {
  const { field } = useInput({ source });
  return (
    <button type="button" onClick={() => field.onChange({ body: [{ type: 'hr' }] })}>
      {`Blockeditor für ${source} (${label})`}
    </button>
  );
}

function renderCreate(withEditor: boolean) {
  const fetchMock = stubApi((url, init) => {
    if (path(url) === '/api/users/me') return json(200, { data: ADMIN });
    if (path(url) === '/api/menus') return json(200, { data: MENUS, meta: { total: 1 } });
    if (path(url) === '/api/categories') return json(200, { data: CATEGORIES, meta: { total: 2 } });
    if (path(url) === '/api/scenes' && init?.method === 'POST') return json(201, { data: { id: 9 } });
    return null;
  });
  const tree = (
    <TestMemoryRouter initialEntries={['/scenes/create']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route
            path="/scenes/create"
            element={
              <ResourceContextProvider value="scenes">
                <SceneCreate />
              </ResourceContextProvider>
            }
          />
          <Route path="/scenes" element={<p>Liste der Szenen</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  );
  render(
    withEditor ? (
      <BlockContentSlot.Provider value={(props) => <FakeBlockEditor {...props} />}>{tree}</BlockContentSlot.Provider>
    ) : (
      tree
    ),
  );
  return fetchMock;
}

const postBody = (fetchMock: ReturnType<typeof stubApi>) =>
  sentBody(
    fetchMock,
    fetchMock.mock.calls.findIndex(([url, init]) => path(String(url)) === '/api/scenes' && init?.method === 'POST'),
  );

describe('a scene', { timeout: 30_000 }, () => {
  it('as a menu board: title, menu and categories', async () => {
    const fetchMock = renderCreate(true);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Pfad' }), 'mittag');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mittagsmenü');
    expect(screen.getByRole('combobox', { name: 'Aufbau' })).toHaveTextContent('Menütafel');
    await userEvent.type(screen.getByRole('textbox', { name: 'Überschrift' }), 'Mittagsmenü');
    await userEvent.click(screen.getByRole('combobox', { name: 'Speisekarte' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wirtshaus-Karte' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kategorien' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hauptspeisen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Szenen')).toBeVisible();
    expect(postBody(fetchMock)).toMatchObject({
      path: 'mittag',
      name: 'Mittagsmenü',
      layout: 'menu-board',
      title: 'Mittagsmenü',
      menu: 5,
      categories: [22],
    });
  });

  it("as content blocks: the website builder's block editor the app lends", async () => {
    const fetchMock = renderCreate(true);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Pfad' }), 'willkommen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Willkommen');
    await userEvent.click(screen.getByRole('combobox', { name: 'Aufbau' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inhaltsblöcke' }));
    expect(screen.queryByRole('combobox', { name: 'Speisekarte' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Blockeditor für content (resources.scenes.fields.content)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Szenen')).toBeVisible();
    expect(postBody(fetchMock)).toMatchObject({ layout: 'blocks', content: { body: [{ type: 'hr' }] } });
  });

  it('without a lent editor says where blocks are edited', async () => {
    renderCreate(false);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Aufbau' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inhaltsblöcke' }));

    const hint = await screen.findByText(/Inhaltsblöcke bearbeiten Sie im Website-Baukasten/);
    expect(within(hint.closest('[role="alert"]') as HTMLElement).getByText(/bildschirmfüllend/)).toBeVisible();
  });
});
