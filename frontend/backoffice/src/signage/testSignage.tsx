/** Fixtures of the signage tests: records as the API answers them, and a screen of a resource in an admin context. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../api/authProvider';
import { dataProvider } from '../api/dataProvider';
import type { Scene, SignageDevice } from '../api/types';
import { i18nProvider } from '../i18n/i18nProvider';
import type { FetchHandler } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';

export const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};

export const scene = (fields: Partial<Scene>): Scene => ({
  id: 1,
  path: 'szene',
  name: 'Szene',
  branch: 1,
  branchName: 'Mariahilf',
  layout: 'menu-board',
  content: {},
  title: '',
  menu: null,
  categories: [],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...fields,
});

export const tv = (fields: Partial<SignageDevice>): SignageDevice => ({
  id: 1,
  device: 8,
  name: 'TV Theke',
  identifier: 'tv-theke',
  branch: 1,
  branchName: 'Mariahilf',
  stream: 2,
  streamName: 'Tagesprogramm',
  orientation: 'landscape',
  resolution: '1920x1080',
  online: true,
  lastSeenAt: '2026-11-25T11:14:30Z',
  showing: { scene: 3, sceneName: 'Mittagsmenü', since: '2026-11-25T10:00:00Z' },
  override: null,
  screenshot: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...fields,
});

export const notFound = () => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
export const path = (url: string) => new URL(url, 'http://localhost').pathname;

/** Answers the current user and the branches; everything else goes to `handler` (null: 404). */
export function stubApi(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response> | null,
): ReturnType<typeof stubFetch> {
  const answer: FetchHandler = (url, init) => {
    if (path(url) === '/api/users/me') return json(200, { data: ADMIN });
    if (path(url) === '/api/branches') return json(200, { data: [{ id: 1, name: 'Mariahilf' }], meta: { total: 1 } });
    return handler(url, init) ?? notFound();
  };
  return stubFetch(answer);
}

export function renderAt(resource: string, at: string, routes: { path: string; element: ReactNode }[]) {
  return render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<ResourceContextProvider value={resource}>{route.element}</ResourceContextProvider>}
            />
          ))}
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
