import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchMock } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';
import OrderCreate from './OrderCreate';

const flags = {
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: false,
  isTakeawayAddressRequired: false,
};
const branches = [
  { id: 4, identifier: 'mariahilf', name: 'Mariahilf', ...flags, isDeliveryEnabled: false, deliveryAreas: [] },
  {
    id: 5,
    identifier: 'online-shop',
    name: 'Online-Shop',
    ...flags,
    isDeliveryEnabled: true,
    deliveryAreas: [{ id: 9, area: '1060 Mariahilf', price: '2.90' }],
  },
];
const menu = {
  id: 1,
  name: 'Ganzjährig',
  availableFrom: '2026-01-01T00:00:00Z',
  catalog: [
    {
      category: { id: 2, name: 'Brot' },
      products: [
        {
          id: 31,
          name: 'Roggenbrot',
          price: '4.20',
          unit: 'piece',
          defaultQuantity: '1',
          config: { parts: [{ name: 'Geschnitten', type: 'select', options: [{ name: 'Ja' }, { name: 'Nein' }] }] },
        },
        { id: 32, name: 'Semmel', price: '0.60', unit: 'piece', defaultQuantity: '1' },
        {
          id: 33,
          name: 'Wiener Schnitzel',
          price: '12.90',
          unit: 'piece',
          defaultQuantity: '1',
          tax: '10.00',
          takeawayTax: '10.00',
          dineInTax: '10.00',
          config: {
            parts: [
              {
                name: 'Beilage',
                type: 'select',
                optional: false,
                options: [
                  { name: 'Pommes frites', modifier: 'add', value: '0.00' },
                  { name: 'Erdäpfelsalat', modifier: 'add', value: '1.50' },
                ],
              },
              {
                name: 'Preiselbeeren',
                type: 'multiselect',
                optional: true,
                options: [{ name: 'Ja', modifier: 'add', value: '0.90' }],
              },
            ],
          },
        },
      ],
    },
  ],
};

let fetchMock: FetchMock;
let answer: () => Response;

beforeEach(() => {
  answer = () => json(201, { data: { id: 77, ticketNumber: 12 } });
  fetchMock = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init?.method === 'POST' && path === '/api/orders/phone') return answer();
    if (path === '/api/branches') return json(200, { data: branches, meta: { total: 2 } });
    if (path === '/api/public/branches/online-shop/menu') return json(200, { data: menu });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
});

function Detail() {
  return <p>{`Detail ${useParams().id}`}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/orders/create']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/orders/create" element={<OrderCreate />} />
          <Route path="/orders/:id/show" element={<Detail />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Types a whole value at once (one change per field keeps the tests fast on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Online-Shop, two items (a bread sliced), the caller's name and phone (no e-mail, no ticks: a caller gives neither). */
async function fillOrder(type: 'Takeaway' | 'Lieferung') {
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.click(await screen.findByRole('combobox', { name: /Filiale/ }));
  await user.click(await screen.findByRole('option', { name: 'Online-Shop' }));
  await user.click(screen.getByRole('radio', { name: type }));
  const search = await screen.findByRole('combobox', { name: 'Artikel suchen und hinzufügen' });
  await waitFor(() => expect(search).toBeEnabled()); // the menu has loaded
  await user.type(search, 'Ro');
  await user.click(await screen.findByRole('option', { name: 'Roggenbrot' }));
  const bread = screen.getByRole('region', { name: 'Roggenbrot' });
  expect(bread).toHaveTextContent('4,20 EUR je Stk.');
  await user.click(within(bread).getByRole('radio', { name: 'Ja' }));
  await user.type(search, 'Se');
  await user.click(await screen.findByRole('option', { name: 'Semmel' }));
  const rolls = within(screen.getByRole('region', { name: 'Semmel' })).getByRole('textbox', { name: 'Menge' });
  await user.clear(rolls);
  await fill(user, rolls, '6');
  await fill(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Erika');
  await fill(user, screen.getByRole('textbox', { name: 'Nachname' }), 'Musterfrau');
  await fill(user, screen.getByRole('textbox', { name: 'Telefon' }), '+43 664 1234567');
  return user;
}

describe('the phone order', { timeout: 60_000 }, () => {
  it('places a takeaway order through POST /api/orders/phone without e-mail and ticks, and opens its detail', async () => {
    // given
    const user = await fillOrder('Takeaway');

    // when
    await user.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    // then
    expect(await screen.findByText('Detail 77')).toBeInTheDocument();
    expect(await screen.findByText('Die Bestellung wurde angelegt.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0];
    expect(screen.queryByRole('checkbox', { name: /AGB|Datenschutz/ })).toBeNull();
    expect(url).toBe('/api/orders/phone');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      branch: 5,
      items: [
        { product: 31, amount: '1', unit: 'piece', parts: [{ options: [0] }] },
        { product: 32, amount: '6', unit: 'piece', parts: [] },
      ],
      isDelivery: false,
      isDineIn: false,
      table: null,
      deliveryArea: null,
      appointmentDate: null,
      firstName: 'Erika',
      lastName: 'Musterfrau',
      phone: '+43 664 1234567',
      email: '',
      comment: '',
      paymentMethod: null,
    });
  });

  it('marks the required option group, shows option prices and the running total, and says what is missing before sending', async () => {
    // given
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('combobox', { name: /Filiale/ }));
    await user.click(await screen.findByRole('option', { name: 'Online-Shop' }));
    const search = await screen.findByRole('combobox', { name: 'Artikel suchen und hinzufügen' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.type(search, 'Schn');
    await user.click(await screen.findByRole('option', { name: 'Wiener Schnitzel' }));
    const schnitzel = screen.getByRole('region', { name: 'Wiener Schnitzel' });
    const side = within(schnitzel).getByRole('group', { name: /Beilage/ });
    expect(within(schnitzel).getByText('Beilage').closest('label')).toHaveTextContent('Beilage *');
    expect(within(schnitzel).getByText('Preiselbeeren').closest('label')).toHaveTextContent(/^Preiselbeeren$/);
    expect(
      within(side)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Pommes frites', 'Erdäpfelsalat (+ 1,50 EUR)']);
    expect(within(schnitzel).getByRole('checkbox', { name: 'Ja (+ 0,90 EUR)' })).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Summe der Bestellung' });
    expect(total).toHaveTextContent('Gesamt12,90 EUR');

    // when: sent without the side dish
    await fill(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Erika');
    await user.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    // then: said at the group, nothing sent
    expect(within(schnitzel).getByText('Bitte wählen Sie eine Option aus.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    // when: the side dish with its surcharge, and two breads sliced
    await user.click(within(side).getByRole('radio', { name: 'Erdäpfelsalat (+ 1,50 EUR)' }));
    expect(within(schnitzel).getByText('Summe: 14,40 EUR')).toBeInTheDocument();
    await user.type(search, 'Ro');
    await user.click(await screen.findByRole('option', { name: 'Roggenbrot' }));
    const bread = screen.getByRole('region', { name: 'Roggenbrot' });
    await user.click(within(bread).getByRole('radio', { name: 'Ja' }));
    const amount = within(bread).getByRole('textbox', { name: 'Menge' });
    await user.clear(amount);
    await fill(user, amount, '2');

    // then: 'das macht 22,80 Euro'
    expect(total).toHaveTextContent('Gesamt22,80 EUR');
    expect(within(schnitzel).queryByText('Bitte wählen Sie eine Option aus.')).toBeNull();
  });

  it('asks for the address and delivery area of a delivery and sends them', async () => {
    // given
    const user = await fillOrder('Lieferung');
    await user.click(screen.getByRole('combobox', { name: /Liefergebiet/ }));
    await user.click(await screen.findByRole('option', { name: '1060 Mariahilf' }));
    await fill(user, screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Gumpendorfer Straße 1');
    await fill(user, screen.getByRole('textbox', { name: 'PLZ' }), '1060');
    await fill(user, screen.getByRole('textbox', { name: 'Ort' }), 'Wien');

    // when
    await user.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    // then
    expect(await screen.findByText('Detail 77')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0][1]?.body))).toMatchObject({
      isDelivery: true,
      deliveryArea: 9,
      street: 'Gumpendorfer Straße 1',
      floor: '',
      door: '',
      zipCode: '1060',
      city: 'Wien',
    });
  });

  it("shows the server's field errors and 'Bestellung konnte nicht erstellt werden.', and stays", async () => {
    // given
    answer = () =>
      json(400, {
        errors: [
          { field: 'lastName', message: 'Dieses Feld ist erforderlich.', code: 'required' },
          { field: 'items.1.amount', message: 'Die Mindestmenge beträgt 10 Stk.', code: 'quantity' },
          { message: 'Derzeit haben wir leider geschlossen.', code: 'closed' },
        ],
      });
    const user = await fillOrder('Takeaway');

    // when
    await user.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));

    // then
    expect(await screen.findByText('Bestellung konnte nicht erstellt werden.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    const rolls = within(screen.getByRole('region', { name: 'Semmel' })).getByRole('textbox', { name: 'Menge' });
    expect(rolls).toHaveAccessibleDescription('Die Mindestmenge beträgt 10 Stk.');
    expect(screen.getByText('Derzeit haben wir leider geschlossen.')).toBeInTheDocument();
    expect(screen.queryByText(/^Detail/)).toBeNull();
    expect(posts()).toHaveLength(1);
  });
});
