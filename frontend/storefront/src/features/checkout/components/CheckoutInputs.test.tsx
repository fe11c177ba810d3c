import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetCartStore } from '../../cart/cartStore';
import { NOW, orderBody, orderKeys, orderPosts, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { renderApp } from '../../../testing/render';

const CREATED = { status: 201, body: { data: { uid: 'u1', hash: 'h1', paymentRedirectUrl: null } } };

function storedDraft(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? '{}') as Record<string, unknown>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('company and delivery address inputs', () => {
  it('sends a company order to a different delivery address and marks the fields the server refuses', async () => {
    putInCart();
    window.localStorage.setItem('asp.online-shop.isDelivery', 'true');
    const errors = [
      { message: 'Dieses Feld ist erforderlich.', field: 'companyName', code: 'required' },
      { message: 'Dieses Feld ist erforderlich.', field: 'deliveryFirstName', code: 'required' },
    ];
    const fetchMock = stubCheckout(shop({ isDeliveryEnabled: true, isDeliveryAddressRequired: true }), {
      '/api/orders': { status: 400, body: { errors } },
    });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    // 'Firma' by keyboard: the company fields appear
    const company = await screen.findByRole('checkbox', { name: 'Firma' }, { timeout: 5000 });
    company.focus();
    await user.keyboard(' ');
    expect(company).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'UID-Nummer' }), 'ATU12345678');
    await user.type(screen.getByLabelText('Vorname *'), 'Anna');
    await user.type(screen.getByLabelText('Nachname *'), 'Huber');
    await user.type(screen.getByLabelText('Straße *'), 'Hauptstraße 1');
    await user.type(screen.getByLabelText('PLZ *'), '1010');
    await user.type(screen.getByLabelText('Ort *'), 'Wien');

    await user.click(screen.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }));
    const delivery = screen.getByRole('group', { name: 'Lieferadresse' });
    await user.click(within(delivery).getByRole('checkbox', { name: 'Lieferung an Firma' }));
    await user.type(within(delivery).getByLabelText('Firmenname *'), 'Büro Berger');
    await user.type(within(delivery).getByLabelText('Nachname *'), 'Berger');
    await user.type(within(delivery).getByLabelText('Straße *'), 'Ring 5');
    await user.type(within(delivery).getByLabelText('PLZ *'), '9490');
    await user.type(within(delivery).getByLabelText('Ort *'), 'Vaduz');
    await user.selectOptions(within(delivery).getByLabelText('Land *'), 'LI');
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    const list = await screen.findByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Firmenname: Dieses Feld ist erforderlich.', 'Vorname (Lieferadresse): Dieses Feld ist erforderlich.']);
    const companyName = screen
      .getAllByLabelText('Firmenname *')
      .find((input) => input.getAttribute('name') === 'companyName');
    expect(companyName).toHaveAttribute('aria-invalid', 'true');
    expect(companyName).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(within(delivery).getByLabelText('Vorname *')).toHaveAttribute('aria-invalid', 'true');
    expect(within(delivery).getByLabelText('Nachname *')).not.toHaveAttribute('aria-invalid');
    expect(orderBody(fetchMock)).toMatchObject({
      isDelivery: true,
      isCompany: true,
      companyName: '',
      vatNumber: 'ATU12345678',
      street: 'Hauptstraße 1',
      country: 'AT',
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro Berger',
      deliveryFirstName: '',
      deliveryLastName: 'Berger',
      deliveryStreet: 'Ring 5',
      deliveryZipCode: '9490',
      deliveryCity: 'Vaduz',
      deliveryCountry: 'LI',
    });
  }, 30_000);

  it('offers no different delivery address for a takeaway', async () => {
    putInCart();
    stubCheckout(shop({ isTakeawayAddressRequired: true }));
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByLabelText('Straße *', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Abweichende Lieferadresse' })).not.toBeInTheDocument();
  });
});

describe('Idempotency-Key of the draft', () => {
  it('sends the same key again after a lost response, also after a reload, and a new one once the order arrived', async () => {
    putInCart();
    window.sessionStorage.setItem(
      'asp.online-shop.draft',
      JSON.stringify({ firstName: 'Anna', lastName: 'Huber', legalInstructions: true, privacyPolicy: true }),
    );
    let attempt = 0;
    const fetchMock = stubCheckout(shop(), {
      '/api/orders': () => {
        attempt += 1;
        // the order is placed, but its answer never arrives
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return CREATED;
      },
    });
    const user = userEvent.setup();
    const first = renderApp('/store/online-shop/checkout');

    await user.click(await screen.findByRole('button', { name: 'Bestellung abschicken' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein unbekannter Fehler ist aufgetreten.');
    const [lostKey] = orderKeys(fetchMock);
    expect(storedDraft().idempotencyKey).toBe(lostKey);

    // the customer reloads the page and tries again
    first.unmount();
    renderApp('/store/online-shop/checkout');
    await user.click(await screen.findByRole('button', { name: 'Bestellung abschicken' }, { timeout: 5000 }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/orders/public/u1/h1')).toBe(true),
    );
    expect(orderKeys(fetchMock)).toEqual([lostKey, lostKey]);
    expect(storedDraft()).toMatchObject({ firstName: 'Anna' });
    expect(storedDraft().idempotencyKey).not.toBe(lostKey);
  }, 30_000);

  it('explains a key already spent on an earlier order and sends a new one on the next submit', async () => {
    putInCart();
    const reused = {
      message: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
      code: 'idempotency_key_reused',
    };
    let attempt = 0;
    const fetchMock = stubCheckout(shop(), {
      '/api/orders': () => {
        attempt += 1;
        return attempt === 1 ? { status: 422, body: { errors: [reused] } } : CREATED;
      },
    });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    await user.click(await screen.findByRole('button', { name: 'Bestellung abschicken' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eine Bestellung mit Ihren vorherigen Angaben ist bereits bei uns eingegangen. Möchten Sie die geänderte Bestellung zusätzlich aufgeben, senden Sie sie bitte erneut ab.',
    );
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    await waitFor(() => expect(orderPosts(fetchMock)).toHaveLength(2));
    const [spent, next] = orderKeys(fetchMock);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(spent);
  });
});
