/** Fixtures of the device tests: devices as GET /api/devices answers them, and the screens in an admin context. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import type { Device } from '../../api/types';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';

export const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};

export const device = (fields: Partial<Device>): Device => ({
  id: 1,
  branch: 1,
  name: 'Gerät',
  identifier: 'geraet',
  kind: 'tablet',
  isActive: true,
  pairedAt: '2026-11-20T08:00:00Z',
  lastSeenAt: null,
  online: false,
  printerHost: '',
  printerPort: 9100,
  department: null,
  autoPrint: true,
  soundEnabled: null,
  isPaired: true,
  createdAt: '2026-11-20T08:00:00Z',
  ...fields,
});

export const EMPLOYEE = {
  ...ADMIN,
  id: 2,
  firstName: 'Max',
  lastName: 'Mitarbeiter',
  roles: ['ROLE_EMPLOYEE'],
  branches: [1],
};

export const BRANCHES = [
  { id: 1, name: 'Mariahilf' },
  { id: 2, name: 'Linz' },
];

export const notFound = () => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });

/** Answers the current user (an administrator unless told) and the branches; everything else goes to `handler`. */
export function stubApi(handler: FetchHandler, user: typeof ADMIN = ADMIN) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/users/me') return json(200, { data: user });
    if (path === '/api/branches') return json(200, { data: BRANCHES, meta: { total: BRANCHES.length } });
    return handler(url, init);
  });
}

/** One screen of the devices resource at `path` (e.g. '/devices' or '/devices/3'), with the notifications. */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
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
              element={<ResourceContextProvider value="devices">{route.element}</ResourceContextProvider>}
            />
          ))}
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
