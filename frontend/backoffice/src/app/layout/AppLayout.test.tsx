import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { ThemeNameProvider } from '../../theme/ThemeNameContext';
import { AppLayout } from './AppLayout';

function Broken(): never {
  throw new Error('kaputt');
}

describe('the back office frame', () => {
  it('shows a page that fails as the German error page inside the frame', async () => {
    stubFetch(() => json(404, {}));
    // React reports the caught error on the console
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestMemoryRouter initialEntries={['/kaputt']}>
        <AdminContext authProvider={createAuthProvider()} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
          <ThemeNameProvider>
            <AppLayout>
              <Routes>
                <Route path="/kaputt" element={<Broken />} />
              </Routes>
            </AppLayout>
          </ThemeNameProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.getElementById('react-admin-title')).toBeInTheDocument();
  });
});
