import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeConfig } from '../../testing/fixtures';
import { renderApp, stubApi } from '../../testing/render';

function site(fields: Record<string, unknown>) {
  return {
    id: 4,
    path: 'ueber-uns',
    name: 'Über uns',
    title: '',
    description: '',
    content: { body: [] },
    isPublic: true,
    isPreview: false,
    createdAt: '2026-11-01T10:00:00Z',
    ...fields,
  };
}

function stub(lookup: { status?: number; body: unknown }) {
  return stubApi({
    '/api/config': { body: { data: makeConfig({ shopName: 'Kornfeld', title: '', seoTitle: '' }) } },
    '/api/public/sites/lookup': lookup,
    '/api/public/sites': { body: { data: [] } },
    '/api/public/nodes': { body: { data: [] } },
  });
}

describe('site page', () => {
  it('renders a default page with its blocks and the page title', async () => {
    stub({
      body: {
        data: site({ type: 'default', content: { body: [{ type: 'numberFact', label: 'Jahre', value: '126' }] } }),
      },
    });
    renderApp('/ueber-uns');

    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByText('126')).toBeInTheDocument();
    expect(document.title).toBe('Über uns - Kornfeld');
    expect(screen.queryByText('Entwurf')).not.toBeInTheDocument();
  });

  it('shows the 500 view for a site type it does not know', async () => {
    stub({ body: { data: site({ type: 'landing' }) } });
    renderApp('/ueber-uns');

    expect(await screen.findByRole('heading', { level: 1, name: '500 Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    stub({ status: 404, body: { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] } });
    renderApp('/gibt-es-nicht');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeInTheDocument();
  });

  it("marks a preview ('?vorschau=1') of a draft for staff", async () => {
    const fetchMock = stub({ body: { data: site({ type: 'default', isPreview: true }) } });
    renderApp('/ueber-uns?vorschau=1');

    expect(await screen.findByText('Vorschau', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText('So sieht die Seite mit den gespeicherten Änderungen aus.', { exact: false }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/public/sites/lookup?path=ueber-uns&preview=1',
    );
  });

  it("marks an unpublished site as 'Entwurf'", async () => {
    stub({ body: { data: site({ type: 'default', isPreview: true, isPublic: false }) } });
    renderApp('/ueber-uns?vorschau=1');

    expect(await screen.findByText('Entwurf', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText('Diese Seite ist nicht veröffentlicht, nur angemeldete Mitarbeiter sehen sie.', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});
