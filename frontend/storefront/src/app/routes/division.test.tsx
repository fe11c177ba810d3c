import type { Branch } from '@bestellwerk/common/api/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeBranch, makeConfig, makeDivision, rule } from '../../testing/fixtures';
import { renderApp, stubApi } from '../../testing/render';

// Wednesday 2026-03-04, 16:30 in Vienna (UTC+1)
const NOW = new Date('2026-03-04T15:30:00Z');

const regional = { id: 10, name: 'Regional' };
const breakfast = { id: 11, name: 'Frühstück' };

function branches(): Branch[] {
  return [
    makeBranch({ id: 1, identifier: 'wien', name: 'Wirtshaus Wien', city: 'Wien', zipCode: '1070', tags: [regional] }),
    makeBranch({
      id: 2,
      identifier: 'linz',
      name: 'Bäckerei Linz',
      city: 'Linz',
      zipCode: '4020',
      keywords: 'Gebäck',
      tags: [breakfast, regional],
    }),
    makeBranch({ id: 3, identifier: 'graz', name: 'Wirtshaus Graz', city: 'Graz', zipCode: '8020', tags: [] }),
  ];
}

function stub(config: Parameters<typeof makeConfig>[0], data: Branch[] = branches()) {
  return stubApi({
    '/api/config': { body: { data: makeConfig(config) } },
    '/api/public/divisions': { body: { data: [makeDivision({ id: 1, name: 'Kornfeld' })] } },
    '/api/public/branches': { body: { data } },
  });
}

const cardNames = () =>
  screen.queryAllByTestId('branch-card').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('branch list variant', () => {
  it('searches by the words of the term and tells how many are shown', async () => {
    stub({ enablePluginSearch: true });
    renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Filiale suchen' });

    expect(box).toHaveAttribute('placeholder', 'PLZ / Ort');
    expect(screen.getByRole('status')).toHaveTextContent('3 von 3 Filialen werden angezeigt.');

    await userEvent.type(box, 'linz, 8020');
    expect(cardNames()).toEqual(['Bäckerei Linz', 'Wirtshaus Graz']);
    expect(screen.getByRole('status')).toHaveTextContent('2 von 3 Filialen werden angezeigt.');

    await userEvent.clear(box);
    await userEvent.type(box, 'salzburg');
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Leider wurden keine Ergebnisse gefunden.');
    expect(screen.queryByText('Derzeit sind keine Filialen verfügbar.')).not.toBeInTheDocument();
  });

  it('filters by tag; clicking the selected tag again clears it', async () => {
    stub({ enablePluginTags: true });
    renderApp('/');
    const group = await screen.findByRole('group', { name: 'Nach Tag filtern' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Frühstück', 'Regional']);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    const tag = within(group).getByRole('button', { name: 'Regional' });
    await userEvent.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Wirtshaus Wien', 'Bäckerei Linz']);
    expect(screen.getByRole('status')).toHaveTextContent('2 von 3 Filialen werden angezeigt.');

    await userEvent.click(within(group).getByRole('button', { name: 'Frühstück' }));
    expect(cardNames()).toEqual(['Bäckerei Linz']);

    await userEvent.click(within(group).getByRole('button', { name: 'Frühstück' }));
    expect(within(group).getByRole('button', { name: 'Frühstück' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Wirtshaus Wien', 'Bäckerei Linz', 'Wirtshaus Graz']);
  });

  it('has neither search, tags nor result line without the plugins', async () => {
    stub({});
    renderApp('/');
    expect(await screen.findAllByTestId('branch-card')).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Nach Tag filtern' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Filialen werden angezeigt/)).not.toBeInTheDocument();
  });

  it('shows header image and logo in reserved sizes', async () => {
    stub({}, [
      makeBranch({
        id: 4,
        name: 'Mit Bild',
        images: [{ id: 12, version: 3, extension: 'jpg' }],
        logo: { id: 7, version: 0, extension: 'png' },
      }),
    ]);
    const { container } = renderApp('/');
    await screen.findByRole('heading', { name: 'Mit Bild' });
    const [header, logo] = [...container.querySelectorAll('article img')];
    expect(header).toHaveAttribute('src', '/image/small/12-3.jpg');
    expect(header).toHaveAttribute('width', '640');
    expect(header).toHaveAttribute('height', '360');
    expect(logo).toHaveAttribute('src', '/image/thumbnail/7-0.png');
  });
});

describe('home page variant', () => {
  const single = makeBranch({
    id: 5,
    identifier: 'mariahilf',
    name: 'Wirtshaus Mariahilf',
    street: 'Mariahilfer Straße 88',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 5220088',
    email: 'mariahilf@example.com',
    website: 'www.example.com',
    openingHours: [rule('daily', '11:00', '22:00')],
    deliveryHours: [rule('daily', '12:00', '21:00'), rule('wednesday', null, null)],
    isDeliveryHoursEnabled: true,
  });

  it('shows the three teasers for a single branch, hours with the delivery toggle and the contact', async () => {
    stub({ enablePluginHomePage: true, enablePluginSearch: true }, [single]);
    renderApp('/');

    const teasers = await screen.findByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(teasers).getByRole('link', { name: 'Online Bestellen' })).toHaveAttribute('href', '/store/mariahilf');
    expect(within(teasers).getByRole('link', { name: 'Tischreservierung' })).toHaveAttribute('href', 'tel:+4315220088');
    expect(within(teasers).getByRole('link', { name: /^Anfahrt/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Mariahilfer%20Stra%C3%9Fe%2088%2C%201070%20Wien%2C%20AT',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    const wednesday = () => within(screen.getByRole('table')).getByRole('row', { name: /Mittwoch/ }).textContent;
    expect(screen.getByRole('table', { name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(wednesday()).toBe('Mittwoch (heute)11:00 - 22:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lieferzeiten' }));
    expect(screen.getByRole('table', { name: 'Lieferzeiten' })).toBeInTheDocument();
    expect(wednesday()).toBe('Mittwoch (heute)Geschlossen');
    expect(screen.getByRole('button', { name: 'Lieferzeiten' })).toHaveAttribute('aria-pressed', 'true');

    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(contact.textContent).toContain('Wirtshaus Mariahilf');
    expect(contact.textContent).toContain('Mariahilfer Straße 881070 Wien');
    expect(within(contact).getByRole('link', { name: '+43 1 5220088' })).toHaveAttribute('href', 'tel:+4315220088');
    expect(within(contact).getByRole('link', { name: 'mariahilf@example.com' })).toHaveAttribute(
      'href',
      'mailto:mariahilf@example.com',
    );
    expect(within(contact).getByRole('link', { name: 'www.example.com' })).toHaveAttribute(
      'href',
      'https://www.example.com',
    );
  });

  it('has no teasers with several branches and no toggle without own delivery hours', async () => {
    stub({ enablePluginHomePage: true }, [
      { ...single, isDeliveryHoursEnabled: false },
      makeBranch({ id: 6, name: 'Zweite' }),
    ]);
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Zweite' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lieferzeiten' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: 'Öffnungszeiten' })).toHaveLength(2);
  });
});

describe('content home page', () => {
  const homeSite = (fields: Record<string, unknown>) => ({
    id: 1,
    path: '',
    name: 'Startseite',
    title: '',
    description: '',
    type: 'default',
    isPublic: true,
    isPreview: false,
    createdAt: '2026-03-01T10:00:00Z',
    content: { body: [{ type: 'numberFact', label: 'Jahre Familienbetrieb', value: '126' }] },
    ...fields,
  });

  function stubHome(site: Record<string, unknown>) {
    return stubApi({
      '/api/config': { body: { data: makeConfig({}) } },
      '/api/public/divisions': { body: { data: [makeDivision({ id: 1, name: 'Kornfeld' })] } },
      '/api/public/branches': { body: { data: branches() } },
      '/api/public/sites/lookup': { body: { data: site } },
      '/api/public/sites': { body: { data: [] } },
      '/api/public/nodes': { body: { data: [] } },
    });
  }

  const lookups = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/public/sites/lookup'));

  it("shows the home page's draft with the preview marker at '/?vorschau=1'", async () => {
    const fetchMock = stubHome(
      homeSite({
        isPreview: true,
        content: { body: [{ type: 'numberFact', label: 'Jahre Familienbetrieb', value: '127' }] },
      }),
    );
    renderApp('/?vorschau=1');

    expect(await screen.findByText('127')).toBeInTheDocument();
    expect(screen.getByText('Vorschau', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText('So sieht die Seite mit den gespeicherten Änderungen aus.', { exact: false }),
    ).toBeInTheDocument();
    expect(lookups(fetchMock)).toEqual(['/api/public/sites/lookup?path=&preview=1']);
  });

  it('shows the published home page without a marker at /', async () => {
    const fetchMock = stubHome(homeSite({}));
    renderApp('/');

    expect(await screen.findByText('126')).toBeInTheDocument();
    expect(screen.queryByText('Vorschau', { selector: 'strong' })).not.toBeInTheDocument();
    expect(lookups(fetchMock)).toEqual(['/api/public/sites/lookup?path=']);
  });
});
