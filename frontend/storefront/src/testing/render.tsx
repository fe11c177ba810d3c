import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import { MemoryRouter, Route, Routes } from '../lib/router';
import { AppRoutes } from '../app/routes';

type Reply = { status?: number; body: unknown };
type Responder = Reply | (() => Reply | Promise<Reply>);

/**
 * Stubs window.fetch with fixed responses per path (query string ignored); unknown paths answer 404.
 * Returns the mock to inspect the calls.
 */
export function stubApi(responses: Record<string, Responder>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0] ?? '';
    const responder = responses[path];
    const { status = 200, body } =
      typeof responder === 'function'
        ? await responder()
        : (responder ?? { status: 404, body: { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the whole app (shell and routes) at `path`. */
export function renderApp(path: string) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders a component that needs router context (links) and a query client. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
