import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import MenuEdit from './MenuEdit';
import { json, stubFetch } from '../../test/fetchStub';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const categories = [
  { id: 1, name: 'Suppen' },
  { id: 2, name: 'Hauptspeisen' },
  { id: 3, name: 'Desserts' },
];
const products = [
  { id: 10, name: 'Frittatensuppe' },
  { id: 11, name: 'Leberknödelsuppe' },
  { id: 12, name: 'Gulaschsuppe' },
  { id: 20, name: 'Wiener Schnitzel' },
  { id: 30, name: 'Kaiserschmarrn' },
];
const menu = {
  id: 7,
  name: 'Wirtshaus-Karte',
  availableFrom: '2025-01-01T05:00:00Z',
  branches: [4],
  catalog: [
    { category: 1, products: [10, 11, 12] },
    { category: 2, products: [20] },
  ],
};

let calls: Call[];

const byIds = <T extends { id: number }>(records: T[], url: URL) => {
  const ids = url.searchParams.getAll('id').map(Number);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const found = ids.length > 0 ? records.filter((record) => ids.includes(record.id)) : records;
  const data = (found as unknown as { name: string }[]).filter((record) => record.name.toLowerCase().includes(q));
  return json(200, { data, meta: { total: data.length } });
};

function serve(save: (body: unknown) => Response = (body) => json(200, { data: { id: 7, ...(body as object) } })) {
  calls = [];
  stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === 'PUT' && url.pathname === '/api/menus/7') return save(body);
    if (url.pathname === '/api/menus/7') return json(200, { data: menu });
    if (url.pathname === '/api/menus') return json(200, { data: [menu], meta: { total: 1 } });
    if (url.pathname === '/api/categories') return byIds(categories, url);
    if (url.pathname === '/api/products') return byIds(products, url);
    if (url.pathname === '/api/branches') return byIds([{ id: 4, name: 'Online-Shop' }], url);
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
}

/** jsdom lays nothing out: give every sortable row a place, one below the other, so keyboard moves find a neighbour. */
function layOutSortableRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const id = this.getAttribute('data-sortable-id');
    if (!id) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    const kind = id.split('-')[0];
    const rows = Array.from(document.querySelectorAll(`[data-sortable-id^="${kind}-"]`));
    return DOMRect.fromRect({ x: 0, y: rows.indexOf(this) * 50, width: 300, height: 40 });
  });
}

function renderEdit() {
  return render(
    <MemoryRouter initialEntries={['/menus/7']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/menus/:id"
            element={
              <ResourceContextProvider value="menus">
                <MenuEdit />
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const productNames = (category: string) =>
  within(within(screen.getByRole('region', { name: category })).getByRole('list', { name: category }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The menu has loaded and the names of its categories and products are shown. */
const loaded = () => screen.findByText('Wiener Schnitzel', {}, { timeout: 5000 });

const puts = () => calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  serve();
  layOutSortableRows();
});

describe('the catalogue editor of a menu', { timeout: 20_000 }, () => {
  it('shows the categories and their products in the menu’s order, with the active-menu hint', async () => {
    renderEdit();
    expect(await screen.findByText('Frittatensuppe')).toBeInTheDocument();
    const sections = within(screen.getByRole('list', { name: 'Kategorien und Produkte' })).getAllByRole('heading');
    expect(sections.map((heading) => heading.textContent)).toEqual(['Suppen3 Produkte', 'Hauptspeisen1 Produkt']);
    expect(productNames('Suppen')).toEqual(['Frittatensuppe', 'Leberknödelsuppe', 'Gulaschsuppe']);
    expect(await screen.findByText('Derzeit aktiv in: Online-Shop')).toBeInTheDocument();
    expect(screen.getByLabelText('Gültig ab *')).toHaveValue('01.01.2025 06:00');
  });

  it('moves a product down by keyboard and announces it in German', async () => {
    renderEdit();
    await loaded();
    const handle = await screen.findByRole('button', { name: '„Frittatensuppe“ verschieben' });
    expect(handle).toHaveAttribute('aria-roledescription', 'verschiebbar');

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await screen.findByText('„Frittatensuppe“ aufgenommen, Position 1 von 3.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await screen.findByText('„Frittatensuppe“ auf Position 2 von 3.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });

    await screen.findByText('„Frittatensuppe“ abgelegt auf Position 2 von 3.');
    await waitFor(() => expect(productNames('Suppen')).toEqual(['Leberknödelsuppe', 'Frittatensuppe', 'Gulaschsuppe']));
  });

  it('adds a product found on the server and sends exactly the edited menu on save', async () => {
    const user = userEvent.setup();
    renderEdit();
    await loaded();

    const search = screen.getByRole('combobox', { name: 'Produkt zu „Hauptspeisen“ hinzufügen' });
    await user.type(search, 'kaiser');
    const searches = () =>
      calls.filter((call) => call.url.pathname === '/api/products' && call.url.searchParams.has('q'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(Object.fromEntries(searches()[0].url.searchParams)).toEqual({
      q: 'kaiser',
      page: '1',
      pageSize: '20',
      ordering: 'name',
    });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaiserschmarrn']),
    );
    await user.click(screen.getByRole('option', { name: 'Kaiserschmarrn' }));
    expect(productNames('Hauptspeisen')).toEqual(['Wiener Schnitzel', 'Kaiserschmarrn']);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({
      name: 'Wirtshaus-Karte',
      availableFrom: '2025-01-01T05:00:00Z',
      branches: [4],
      catalog: [
        { category: 1, products: [10, 11, 12] },
        { category: 2, products: [20, 30] },
      ],
    });
  });

  it('removes a product, brings it back with “Rückgängig” at its place', async () => {
    const user = userEvent.setup();
    renderEdit();
    await loaded();
    await user.click(await screen.findByRole('button', { name: '„Leberknödelsuppe“ aus „Suppen“ entfernen' }));
    expect(productNames('Suppen')).toEqual(['Frittatensuppe', 'Gulaschsuppe']);
    expect(screen.getByText('„Leberknödelsuppe“ entfernt.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));

    expect(productNames('Suppen')).toEqual(['Frittatensuppe', 'Leberknödelsuppe', 'Gulaschsuppe']);
  });

  it('asks before removing a category with products, adds a category, and saves the new order', async () => {
    const user = userEvent.setup();
    renderEdit();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kategorie „Suppen“ entfernen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Kategorie „Suppen“ mit 3 Produkten aus der Speisekarte entfernen?');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Suppen' })).not.toBeInTheDocument());

    await user.type(await screen.findByRole('combobox', { name: 'Kategorie hinzufügen' }), 'Dess');
    await user.click(await screen.findByRole('option', { name: 'Desserts' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toEqual({
      name: 'Wirtshaus-Karte',
      availableFrom: '2025-01-01T05:00:00Z',
      branches: [4],
      catalog: [
        { category: 2, products: [20] },
        { category: 3, products: [] },
      ],
    });
  });

  it('takes availableFrom as Vienna wall time and sends the UTC instant; refuses other text in German', async () => {
    const user = userEvent.setup();
    renderEdit();
    await loaded();
    const availableFrom = screen.getByLabelText('Gültig ab *');
    await user.clear(availableFrom);
    await user.type(availableFrom, 'morgen früh');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte Datum und Uhrzeit als TT.MM.JJJJ HH:MM eingeben, z. B. 01.07.2026 08:00.'),
    ).toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.clear(availableFrom);
    await user.type(availableFrom, '01.07.2026 08:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].body).toMatchObject({ availableFrom: '2026-07-01T06:00:00.000Z' });
  });

  it('shows the server’s German message when saving is refused', async () => {
    serve(() =>
      json(400, {
        errors: [
          {
            message: 'Ein Produkt kann pro Kategorie nur einmal vorkommen.',
            field: 'catalog.0.products',
            code: 'invalid',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderEdit();
    await loaded();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Neue Karte');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const suppen = screen.getByRole('region', { name: 'Suppen' });
    expect(await within(suppen).findByText('Ein Produkt kann pro Kategorie nur einmal vorkommen.')).toBeInTheDocument();
    expect(puts()[0].body).toMatchObject({ name: 'Neue Karte' });
  });
});
