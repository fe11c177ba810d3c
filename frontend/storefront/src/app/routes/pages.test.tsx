import type { Branch } from '@bestellwerk/common/api/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeBranch, makeConfig, makeDivision, rule } from '../../testing/fixtures';
import { renderApp, stubApi } from '../../testing/render';

// Wednesday 2026-03-04, 16:30 in Vienna (UTC+1)
const NOW = new Date('2026-03-04T15:30:00Z');

const gastro = makeDivision({ id: 1, name: 'Wirtshaus' });
const bakery = makeDivision({ id: 2, name: 'Bäckerei' });

function branches(): Branch[] {
  return [
    makeBranch({
      id: 11,
      division: 1,
      identifier: 'wien-neubau',
      name: 'Wirtshaus Neubau',
      street: 'Neubaugasse 12',
      zipCode: '1070',
      city: 'Wien',
      phone: '+43 1 5230012',
      openingHours: [rule('daily', '11:00', '23:00')],
    }),
    makeBranch({ id: 12, division: 1, identifier: 'graz', name: 'Wirtshaus Graz', isPublic: false }),
    makeBranch({
      id: 21,
      division: 2,
      identifier: 'linz',
      name: 'Bäckerei Linz',
      openingHours: [
        rule('monday', '06:00', '12:00'),
        rule('monday', '13:00', '18:30'),
        rule('wednesday', '06:00', '17:00'),
      ],
    }),
  ];
}

function stubDefaultApi(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    '/api/config': { body: { data: makeConfig() } },
    '/api/public/divisions': { body: { data: [bakery, gastro] } },
    '/api/public/branches': { body: { data: branches() } },
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  document.title = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('division page', () => {
  it('shows title, description and the branches grouped by division', async () => {
    stubDefaultApi();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kornfeld – Bäckerei & Wirtshaus' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Frisches Brot, ehrliche Küche.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Bäckerei', 'Wirtshaus']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bäckerei Linz',
      'Wirtshaus Neubau',
      'Wirtshaus Graz',
    ]);
    await waitFor(() => expect(document.title).toBe('Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('shows a card with link, address, open state and pickup window', async () => {
    stubDefaultApi();
    renderApp('/');

    const card = (await screen.findByRole('article', { name: 'Wirtshaus Neubau' })) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Wirtshaus Neubau' })).toHaveAttribute('href', '/store/wien-neubau');
    expect(within(card).getByText(/Neubaugasse 12/).textContent).toBe('Neubaugasse 121070 Wien');
    expect(within(card).getByText('Geöffnet bis 23:00')).toHaveAttribute('data-status', 'open');
    expect(within(card).getByText('Abholung heute: 11:00 - 23:00')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows several ranges of today and the closing-soon warning', async () => {
    stubDefaultApi();
    renderApp('/');

    const card = (await screen.findByRole('article', { name: 'Bäckerei Linz' })) as HTMLElement;
    // 16:30, closes 17:00: 30 minutes left
    expect(within(card).getByText('Geöffnet bis 17:00')).toHaveAttribute('data-status', 'closing-soon');
    expect(within(card).getByText('Abholung heute: 06:00 - 17:00')).toBeInTheDocument();
  });

  it('marks a branch that is not public as unavailable', async () => {
    stubDefaultApi();
    renderApp('/');

    const card = (await screen.findByRole('article', { name: 'Wirtshaus Graz' })) as HTMLElement;
    expect(within(card).getByText('Derzeit nicht verfügbar')).toBeInTheDocument();
    expect(within(card).queryByText(/Geöffnet bis/)).not.toBeInTheDocument();
  });

  it('shows the closed state outside the opening hours', async () => {
    vi.setSystemTime(new Date('2026-03-04T23:30:00Z')); // 00:30 Thursday in Vienna
    stubDefaultApi();
    renderApp('/');

    const card = (await screen.findByRole('article', { name: 'Wirtshaus Neubau' })) as HTMLElement;
    expect(within(card).getByText('Geschlossen', { selector: 'p' })).toHaveAttribute('data-status', 'closed');
  });

  it('lists the branches without division headings when there is only one division', async () => {
    stubDefaultApi({ '/api/public/branches': { body: { data: branches().filter((b) => b.division === 1) } } });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Wirtshaus Neubau' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Wirtshaus$/ })).not.toBeInTheDocument();
  });

  it('says so when there are no branches', async () => {
    stubDefaultApi({ '/api/public/branches': { body: { data: [] } } });
    renderApp('/');

    expect(await screen.findByText('Derzeit sind keine Filialen verfügbar.')).toBeInTheDocument();
  });

  it('shows an error with a retry button that loads again', async () => {
    let failing = true;
    const fetchMock = stubDefaultApi({
      '/api/public/branches': () =>
        failing
          ? { status: 500, body: { errors: [{ message: 'Serverfehler', code: 'server_error' }] } }
          : { body: { data: branches() } },
    });
    const user = userEvent.setup();
    renderApp('/');

    expect(await screen.findByText('Daten konnten nicht geladen werden.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('article', { name: 'Bäckerei Linz' })).toBeInTheDocument();
    expect(screen.queryByText('Daten konnten nicht geladen werden.')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/public/branches'))).toHaveLength(2);
  });

  it('shows the loading state while the branches load', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubDefaultApi({
      '/api/public/branches': async () => {
        await pending;
        return { body: { data: branches() } };
      },
    });
    renderApp('/');

    await screen.findByRole('banner');
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen …');
    release();
    expect(await screen.findByRole('article', { name: 'Bäckerei Linz' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('branch page', () => {
  it('shows name, state and opening hours and sets the title', async () => {
    stubDefaultApi({
      '/api/public/branches/wien-neubau': {
        body: { data: { ...branches()[0], email: 'neubau@example.com', website: 'www.example.com' } },
      },
    });
    renderApp('/store/wien-neubau');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wirtshaus Neubau' })).toBeInTheDocument();
    expect(screen.getByText('Geöffnet bis 23:00')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Öffnungszeiten' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wirtshaus Neubau - Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('shows the 404 page for an unknown branch', async () => {
    stubDefaultApi();
    renderApp('/store/gibt-es-nicht');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeInTheDocument();
  });
});

describe('shell and 404', () => {
  it('shows the 404 page for any other path, inside header and footer', async () => {
    stubDefaultApi();
    renderApp('/gibt/es/nicht');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kornfeld' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Not Found - Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('offers a skip link to the main content', async () => {
    stubDefaultApi();
    renderApp('/gibt-es-nicht');

    expect(await screen.findByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
  });
});

describe('legal page', () => {
  it('shows the server-rendered text with the page title', async () => {
    stubDefaultApi({
      '/api/public/legal/imprint': {
        body: {
          data: {
            slug: 'imprint',
            title: 'Impressum',
            html: '<h2>Kornfeld Gastro GmbH</h2><p>Mariahilfer Straße 88</p>',
          },
        },
      },
    });
    renderApp('/site/imprint');

    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kornfeld Gastro GmbH' })).toBeInTheDocument();
    expect(screen.getByText('Mariahilfer Straße 88')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Impressum - Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('shows the 404 page when the config holds no text for it', async () => {
    stubDefaultApi({
      '/api/public/legal/privacy': {
        status: 404,
        body: { errors: [{ message: 'Diese Seite gibt es nicht.', code: 'not_found' }] },
      },
    });
    renderApp('/site/privacy');

    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeInTheDocument();
  });
});
