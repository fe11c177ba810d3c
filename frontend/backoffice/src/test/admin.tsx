/**
 * A screen of the back office in tests: the real providers (auth, data, German texts) and a memory router with the
 * given routes, each in its resource's context; the API is the fake `fetch` of fetchStub.ts. Shared by the areas'
 * tests (imaging, contentai); older areas still have their own copy of this.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../api/authProvider';
import { dataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { json } from './fetchStub';

/** The logged-in administrator GET /api/users/me answers. */
export const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};

/** The path of a called address ('/api/jobs/7'). */
export const path = (url: string) => new URL(url, 'http://localhost').pathname;
export const method = (init?: RequestInit) => init?.method ?? 'GET';
export const notFound = () => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });

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
