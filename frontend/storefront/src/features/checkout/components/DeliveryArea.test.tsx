import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetCartStore } from '../../cart/cartStore';
import { NOW, orderBody, orderPosts, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { renderApp } from '../../../testing/render';

const CREATED = { status: 201, body: { data: { uid: 'u1', hash: 'h1', paymentRedirectUrl: null } } };
const areas = [
  {
    id: 11,
    area: '1060 Mariahilf',
    postcodes: ['1060'],
    price: '2.90',
    tax: '20.00',
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: '15.00',
  },
  {
    id: 12,
    area: '1010 Innere Stadt',
    postcodes: ['1010'],
    price: '4.50',
    tax: '20.00',
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: null,
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('delivery area and postcode', () => {
  it("offers the areas with fee and minimum, preselects the postcode's and refuses an unserved postcode as it is typed", async () => {
    // 2 × Bauernbrot 12,90 = 25,80 EUR: above the minimum
    putInCart();
    window.localStorage.setItem('asp.online-shop.isDelivery', 'true');
    const fetchMock = stubCheckout(
      shop({ isDeliveryEnabled: true, isDeliveryAddressRequired: true, deliveryAreas: areas }),
      { '/api/orders': CREATED },
    );
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    const select = await screen.findByRole('combobox', { name: 'Liefergebiet *' }, { timeout: 5000 });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Bitte wählen',
      '1060 Mariahilf – Lieferkosten 2,90 EUR, Mindestbestellwert 15,00 EUR',
      '1010 Innere Stadt – Lieferkosten 4,50 EUR',
    ]);
    const cart = screen.getByRole('region', { name: 'Warenkorb' });

    // a postcode no area serves: said on the field at once, no fee, and the order is not sent
    const postcode = screen.getByLabelText('PLZ *');
    await user.type(postcode, '1234');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription('Wir liefern leider nicht an die PLZ 1234.');
    expect(select).toHaveValue('');
    expect(within(cart).queryByText('Lieferkosten')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Vorname *'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    expect(within(await screen.findByRole('alert')).getByRole('listitem')).toHaveTextContent(
      'PLZ: Wir liefern leider nicht an die PLZ 1234.',
    );
    expect(orderPosts(fetchMock)).toHaveLength(0);

    // a served postcode preselects its area and shows its fee and minimum
    await user.clear(postcode);
    await user.type(postcode, '1060');
    expect(postcode).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveValue('11');
    expect(
      screen.getByText('Liefergebiet: 1060 Mariahilf, Lieferkosten 2,90 EUR, Mindestbestellwert 15,00 EUR'),
    ).toBeInTheDocument();
    expect(within(cart).getByText('Lieferkosten').nextElementSibling).toHaveTextContent('2,90 EUR');

    // another area than the postcode's is named on the postcode
    await user.selectOptions(select, '12');
    expect(postcode).toHaveAccessibleDescription('Die PLZ 1060 gehört zum Liefergebiet „1060 Mariahilf“.');
    await user.selectOptions(select, '11');
    expect(postcode).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await waitFor(() => expect(orderPosts(fetchMock)).toHaveLength(1));
    expect(orderBody(fetchMock)).toMatchObject({ isDelivery: true, deliveryArea: 11, zipCode: '1060' });
  });

  it("takes the server's postcode refusals (code 'postcode') off the postcode field for what the typed postcode says, whatever their wording, and keeps its other messages", async () => {
    putInCart();
    window.localStorage.setItem('asp.online-shop.isDelivery', 'true');
    // a refusal in words the checkout does not know, and another message that starts like a refusal
    const errors = [
      { message: 'Diese PLZ beliefern wir nicht mehr.', field: 'zipCode', code: 'postcode' },
      { message: 'Die PLZ darf höchstens 20 Zeichen haben.', field: 'zipCode', code: 'max_length' },
    ];
    const fetchMock = stubCheckout(
      shop({ isDeliveryEnabled: true, isDeliveryAddressRequired: true, deliveryAreas: areas }),
      {
        '/api/orders': { status: 400, body: { errors } },
      },
    );
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');
    const postcode = await screen.findByLabelText('PLZ *', {}, { timeout: 5000 });
    await user.type(postcode, '1060');

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    const list = await screen.findByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['PLZ: Diese PLZ beliefern wir nicht mehr.', 'PLZ: Die PLZ darf höchstens 20 Zeichen haben.']);
    expect(orderPosts(fetchMock)).toHaveLength(1);
    // the typed 1060 is served: of the field's messages only the other one stays
    expect(postcode).toHaveAccessibleDescription('Die PLZ darf höchstens 20 Zeichen haben.');
    await user.clear(postcode);
    await user.type(postcode, '1234');
    expect(postcode).toHaveAccessibleDescription(
      'Die PLZ darf höchstens 20 Zeichen haben. Wir liefern leider nicht an die PLZ 1234.',
    );
  });
});
