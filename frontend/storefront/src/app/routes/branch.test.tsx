import type { Branch } from '@bestellwerk/common/api/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetCartStore } from '../../features/cart/cartStore';
import type { Product, PublicMenu } from '../../lib/catalogue';
import { makeBranch, makeConfig, rule } from '../../testing/fixtures';
import { renderApp, stubApi } from '../../testing/render';

// the first render loads the lazy route; give it time on a busy machine
const SLOW = { timeout: 5000 };

// Wednesday 2026-03-04, 16:30 in Vienna (UTC+1)
const NOW = new Date('2026-03-04T15:30:00Z');

function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    description: '',
    allergens: '',
    unit: 'piece',
    alternativeUnits: [],
    calculationModel: 'fixed',
    minimumQuantity: 1,
    maximumQuantity: 20,
    quantityStepSize: 1,
    defaultQuantity: 1,
    defaultUnit: null,
    isPriceHidden: false,
    isStepByStep: false,
    images: [],
    config: { parts: [] },
    tax: '10.00',
    takeawayTax: '10.00',
    dineInTax: '10.00',
    ...overrides,
  } as Product;
}

const brot = product({ id: 1, name: 'Bauernbrot', price: '12.90', allergens: 'A', description: 'Sauerteig, 1 kg' });
const torte = product({
  id: 2,
  name: 'Sachertorte',
  price: '30.00',
  config: {
    parts: [
      {
        name: 'Größe',
        description: '',
        type: 'select',
        optional: false,
        options: [
          { name: 'Klein', modifier: 'overwrite', value: '30.00' },
          { name: 'Groß', modifier: 'overwrite', value: '45.00' },
        ],
      },
      {
        name: 'Kerze',
        description: '',
        type: 'select',
        optional: true,
        options: [{ name: 'Ja', modifier: 'add', value: '1.00' }],
      },
      { name: 'Foto', description: '', type: 'image', optional: true, options: [] },
    ],
  },
});

const menu: PublicMenu = {
  id: 1,
  name: 'Sortiment',
  availableFrom: '2026-01-01T00:00:00Z',
  catalog: [
    { category: { id: 5, name: 'Brot' }, products: [brot] },
    { category: { id: 6, name: 'Torten' }, products: [torte] },
  ],
} as PublicMenu;

const areas = [
  {
    id: 31,
    area: '1060 Mariahilf',
    price: '2.90',
    tax: '20.00',
    free: false,
    freeFromOrderValue: '35.00',
    minimumOrderValue: '15.00',
  },
  {
    id: 32,
    area: 'Abholung am Lieferwagen',
    price: '0.00',
    tax: '20.00',
    free: true,
    freeFromOrderValue: null,
    minimumOrderValue: null,
  },
];

function shop(overrides: Partial<Branch> = {}): Branch {
  return makeBranch({
    id: 7,
    identifier: 'online-shop',
    name: 'Kornfeld Online-Shop',
    openingHours: [rule('daily', '08:00', '18:00')],
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    deliveryAreas: areas,
    ...overrides,
  });
}

function stubShop(branch: Branch = shop(), extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    '/api/config': { body: { data: makeConfig() } },
    '/api/public/branches/online-shop': { body: { data: branch } },
    '/api/public/branches/online-shop/menu': { body: { data: menu } },
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
  document.title = '';
});

afterEach(() => {
  vi.useRealTimers();
});

async function addProduct(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `${name} auswählen` }, SLOW));
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: 'Zum Warenkorb hinzufügen' }));
}

describe('branch menu page', () => {
  it('shows intro, product groups with allergens and prices, and sets the title', async () => {
    stubShop();
    renderApp('/store/online-shop');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kornfeld Online-Shop' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Brot' }, SLOW)).toBeInTheDocument();
    // the button shows the product's name, which its accessible name contains (WCAG 2.5.3)
    const card = screen.getByRole('button', { name: 'Bauernbrot auswählen' });
    expect(card).toHaveTextContent(/^Bauernbrot$/);
    expect(card).toHaveAccessibleDescription(/Allergene: A.*12,90 EUR/);
    expect(screen.getByRole('button', { name: 'Keine Produkte im Warenkorb' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Kornfeld Online-Shop - Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('adds a product, announces it, counts it and prices the takeaway total', async () => {
    const user = userEvent.setup();
    stubShop(shop({ isDeliveryEnabled: false, deliveryAreas: [] }));
    renderApp('/store/online-shop');

    await addProduct(user, 'Bauernbrot');

    expect(screen.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(within(summary).getByRole('combobox', { name: 'Art der Lieferung' })).toHaveValue('takeaway');
    expect(within(summary).getByText('Gesamt').nextElementSibling).toHaveTextContent('12,90 EUR');
    expect(within(summary).getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
      'href',
      '/store/online-shop/checkout',
    );
    // the phone's sticky bar: count, total and the same link
    const bar = screen.getByRole('region', { name: 'Warenkorb-Leiste' });
    expect(bar).toHaveTextContent('1 Produkt12,90 EUR');
    expect(within(bar).getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
      'href',
      '/store/online-shop/checkout',
    );
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]')).toEqual([
      {
        product: 1,
        amount: '1',
        unit: 'piece',
        parts: [],
        name: 'Bauernbrot',
        description: 'Sauerteig, 1 kg',
        price: '12.90',
      },
    ]);
  });

  it('shows delivery fee, minimum order and free-delivery notices, and blocks ordering below the minimum', async () => {
    const user = userEvent.setup();
    stubShop();
    renderApp('/store/online-shop');
    await addProduct(user, 'Bauernbrot');

    const summary = screen.getByRole('region', { name: 'Zusammenfassung' });
    await user.selectOptions(within(summary).getByRole('combobox', { name: 'Art der Lieferung' }), 'Lieferung');

    expect(within(summary).getByRole('combobox', { name: 'Liefergebiet' })).toHaveValue('31');
    expect(within(summary).getByText('Lieferkosten').nextElementSibling).toHaveTextContent('2,90 EUR');
    expect(within(summary).getByText('Gesamt').nextElementSibling).toHaveTextContent('15,80 EUR');
    expect(
      within(summary).getByText('Sie haben den Mindestbestellwert in Höhe von 15,00 EUR leider noch nicht erreicht.'),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText(
        'Fügen Sie Waren im Wert von mindestens 2,10 EUR hinzu oder wählen Sie eine andere Art der Lieferung.',
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Kostenlose Lieferung ab 35,00 EUR.')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    const bar = screen.getByRole('region', { name: 'Warenkorb-Leiste' });
    expect(bar).toHaveTextContent('1 Produkt15,80 EUR');
    expect(within(bar).getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.isDelivery') ?? 'null')).toBe(true);

    // two more loaves: 38,70 reaches both thresholds
    await user.click(screen.getByRole('button', { name: /Produkt im Warenkorb/ }));
    await user.click(screen.getByRole('button', { name: 'Bauernbrot bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bauernbrot' });
    const amount = within(dialog).getByRole('textbox', { name: 'Menge' });
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen übernehmen' }));

    expect(within(summary).getByText('Lieferkosten').nextElementSibling).toHaveTextContent('Kostenlos');
    expect(within(summary).getByText('Gesamt').nextElementSibling).toHaveTextContent('38,70 EUR');
    expect(within(summary).queryByText(/Mindestbestellwert/)).not.toBeInTheDocument();
    expect(within(summary).queryByText(/Kostenlose Lieferung ab/)).not.toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Jetzt bestellen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Warenkorb-Leiste' })).getByRole('link', { name: 'Jetzt bestellen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 Produkte im Warenkorb' })).toBeInTheDocument();
  });

  it('opens the cart only with items and closes it when the last item is removed', async () => {
    const user = userEvent.setup();
    stubShop();
    renderApp('/store/online-shop');
    await addProduct(user, 'Bauernbrot');

    const toggle = screen.getByRole('button', { name: '1 Produkt im Warenkorb' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1 Stk. Bauernbrot')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bauernbrot entfernen' }));

    const empty = screen.getByRole('button', { name: 'Keine Produkte im Warenkorb' });
    expect(empty).toBeDisabled();
    expect(empty).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('asp.online-shop.items')).toBe('[]');
  });
});

describe('item overlay', () => {
  it('marks required parts, shows the save action only once the item is valid, clears an optional choice on a second tap and prices live', async () => {
    const user = userEvent.setup();
    stubShop();
    renderApp('/store/online-shop');

    await user.click(await screen.findByRole('button', { name: 'Sachertorte auswählen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Sachertorte' });
    expect(within(dialog).getByRole('group', { name: 'Größe Pflichtfeld' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Kerze (optional)' })).toBeInTheDocument();
    // no save action while a required part is empty: in its place the dialog names what is missing
    expect(within(dialog).queryByRole('button', { name: 'Zum Warenkorb hinzufügen' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('status')
        .map((region) => region.textContent),
    ).toContain('Bitte wählen Sie: Größe.');

    await user.click(within(dialog).getByRole('button', { name: 'Groß (45,00 EUR)' }));
    expect(within(dialog).getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
    const candle = within(dialog).getByRole('button', { name: 'Ja (+ 1,00 EUR)' });
    await user.click(candle);
    expect(candle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText(/^46,00 EUR$/)).toBeInTheDocument();
    await user.click(candle);
    expect(candle).toHaveAttribute('aria-pressed', 'false');

    const amount = within(dialog).getByRole('textbox', { name: 'Menge' });
    await user.clear(amount);
    await user.type(amount, '2,5');
    await user.tab();
    expect(amount).toHaveValue('3');
    expect(within(dialog).getByText('Menge in Schritten von 1 Stück')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.tab();
    expect(amount).toHaveValue('20');
    expect(within(dialog).getByText('Höchstmenge 20 Stück')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(dialog).queryByText(/Höchstmenge/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^135,00 EUR$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Zum Warenkorb hinzufügen' }));
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]')[0]).toMatchObject({
      product: 2,
      amount: '3',
      parts: [{ options: [1] }, { options: [] }, { uploads: [], files: [] }],
    });
  });

  it('walks a step-by-step product back and forth, and an edited item replaces the old one', async () => {
    const user = userEvent.setup();
    const stepwise = { ...torte, id: 3, name: 'Torte nach Wunsch', isStepByStep: true };
    const stepMenu = {
      ...menu,
      catalog: [{ category: { id: 6, name: 'Torten' }, products: [stepwise] }],
    } as PublicMenu;
    stubShop(shop(), { '/api/public/branches/online-shop/menu': { body: { data: stepMenu } } });
    renderApp('/store/online-shop');

    await user.click(await screen.findByRole('button', { name: 'Torte nach Wunsch auswählen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Torte nach Wunsch' });
    expect(within(dialog).getByText('Schritt 1 von 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Menge' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(within(dialog).getByText('Schritt 2 von 4')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Menge' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Klein (30,00 EUR)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(within(dialog).getByText('Schritt 1 von 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zum Warenkorb hinzufügen' }));

    await user.click(screen.getByRole('button', { name: '1 Produkt im Warenkorb' }));
    await user.click(screen.getByRole('button', { name: 'Torte nach Wunsch bearbeiten' }));
    const edit = await screen.findByRole('dialog', { name: 'Torte nach Wunsch' });
    await user.click(within(edit).getByRole('button', { name: 'Weiter' }));
    await user.click(within(edit).getByRole('button', { name: 'Groß (45,00 EUR)' }));
    await user.click(within(edit).getByRole('button', { name: 'Änderungen übernehmen' }));

    const items = JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]');
    expect(items.map((item: { parts: unknown[] }) => item.parts[0])).toEqual([{ options: [1] }]);
    expect(screen.getByText('Groß')).toBeInTheDocument();
  });

  it('a step-by-step item without its required part names it and offers the save action once it is chosen', async () => {
    const user = userEvent.setup();
    const stepwise = { ...torte, id: 3, name: 'Torte nach Wunsch', isStepByStep: true };
    const stepMenu = {
      ...menu,
      catalog: [{ category: { id: 6, name: 'Torten' }, products: [stepwise] }],
    } as PublicMenu;
    stubShop(shop(), { '/api/public/branches/online-shop/menu': { body: { data: stepMenu } } });
    renderApp('/store/online-shop');

    await user.click(await screen.findByRole('button', { name: 'Torte nach Wunsch auswählen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Torte nach Wunsch' });
    expect(within(dialog).queryByRole('button', { name: 'Zum Warenkorb hinzufügen' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Bitte wählen Sie: Größe.');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));

    expect(within(dialog).getByText('Schritt 2 von 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Größe Pflichtfeld' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Bitte wählen Sie: Größe.');
    await user.click(within(dialog).getByRole('button', { name: 'Klein (30,00 EUR)' }));
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zum Warenkorb hinzufügen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]')).toHaveLength(1);
  });

  it('closes on Escape without adding anything', async () => {
    const user = userEvent.setup();
    stubShop();
    renderApp('/store/online-shop');

    await user.click(await screen.findByRole('button', { name: 'Bauernbrot auswählen' }, SLOW));
    expect(await screen.findByRole('dialog', { name: 'Bauernbrot' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bauernbrot auswählen' })).toHaveFocus();
    expect(window.localStorage.getItem('asp.online-shop.items')).toBe('[]');
  });

  it('names the file that could not be uploaded', async () => {
    const user = userEvent.setup();
    stubShop(shop(), {
      '/api/uploads': { status: 400, body: { errors: [{ message: 'Datei ungültig', code: 'invalid' }] } },
    });
    renderApp('/store/online-shop');

    await user.click(await screen.findByRole('button', { name: 'Sachertorte auswählen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Sachertorte' });
    const file = new File(['kein Bild'], 'torte.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Bild auswählen'), file);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die ausgewählte Datei "torte.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
  });
});

describe('status line', () => {
  it.each([
    [false, 'the intro'],
    [true, 'the toolbar, which names the branch'],
  ])('shows the open state once (toolbar %s: in %s)', async (enablePluginToolbar) => {
    // where the one line stands: in the page's intro (inside main) or in the toolbar above it
    stubShop(shop(), {
      '/api/config': { body: { data: makeConfig({ enablePluginToolbar }) } },
      '/api/public/branches': { body: { data: [shop()] } },
    });
    const { container } = renderApp('/store/online-shop');

    await screen.findByRole('heading', { level: 2, name: 'Brot' }, SLOW);
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('[data-status]')].map((line) => [
          line.textContent,
          line.closest('main') !== null,
        ]),
      ).toEqual([['Geöffnet bis 18:00', !enablePluginToolbar]]),
    );
  });
});

describe('closed branch', () => {
  it('without preorders: marks the page closed, reads the cart empty and names the next opening', async () => {
    vi.setSystemTime(new Date('2026-03-04T19:00:00Z')); // 20:00 in Vienna
    stubShop(shop({ isPreorderEnabled: false }));
    const { container } = renderApp('/store/online-shop');

    expect(
      await screen.findByText(
        'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Donnerstag um 08:00 Uhr.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    // one status line: the notice, no badge and no open state line besides
    expect(screen.getAllByText(/geschlossen/i).map((element) => element.textContent)).toEqual([
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Donnerstag um 08:00 Uhr.',
    ]);
    expect(container.querySelector('[data-status]')).toBeNull();
    expect(container.querySelector('[data-closed]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Keine Produkte im Warenkorb' })).toBeDisabled();
    await screen.findByRole('heading', { level: 2, name: 'Brot' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Bauernbrot auswählen' })).not.toBeInTheDocument();
  });

  it('not public: its closed message as the one status line, no menu, no reopening line, no cart and no total', async () => {
    // 07:00 in Vienna: the hours would say 'Wir öffnen wieder um 08:00 Uhr.'
    vi.setSystemTime(new Date('2026-03-04T06:00:00Z'));
    stubShop(
      shop({ isPublic: false, isPreorderEnabled: true, closedMessage: 'Wir eröffnen im Frühling. Bis bald in Graz!' }),
      {
        '/api/public/branches/online-shop/menu': {
          status: 404,
          body: { errors: [{ message: 'Der Eintrag wurde nicht gefunden.', code: 'not_found' }] },
        },
      },
    );
    const { container } = renderApp('/store/online-shop');

    const notice = await screen.findByText('Wir eröffnen im Frühling. Bis bald in Graz!', {}, SLOW);
    expect(notice).toHaveAttribute('role', 'status');
    // one status line: the closed message, no badge beside the name
    expect(screen.queryByText('Geschlossen', { selector: 'h1 span' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-closed]')).not.toBeNull();
    expect(screen.queryByText(/Der Eintrag wurde nicht gefunden/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Wir öffnen wieder/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Vorbestellungen/)).not.toBeInTheDocument();
    expect(screen.queryByText('Gesamt')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt bestellen' })).not.toBeInTheDocument();
  });
});
