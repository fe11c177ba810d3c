import type { Branch } from '@bestellwerk/common/api/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetCartStore } from '../../cart/cartStore';
import { enterSelfService, leaveSelfService } from '../../selfService/selfService';
import { brot, NOW, orderBody, orderKeys, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { renderApp } from '../../../testing/render';
import { leaveForPayment } from '../paymentReturn';

vi.mock('../paymentReturn', async (original) => ({
  ...(await original<typeof import('../paymentReturn')>()),
  leaveForPayment: vi.fn(),
}));

const PAY_PAGE = 'http://127.0.0.1:8000/sandbox/mollie/pay/tr_1';
const onlineConfig = {
  enableCash: true,
  enablePluginCash: true,
  enableMollie: true,
  enablePluginMollie: true,
  enableDatatrans: true,
  enablePluginDatatrans: true,
};
const onlineShop = (overrides: Partial<Branch> = {}) =>
  shop({ isCashEnabled: true, isMollieEnabled: true, isDatatransEnabled: true, ...overrides } as Partial<Branch>);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
  vi.mocked(leaveForPayment).mockClear();
});

afterEach(() => {
  leaveSelfService();
  vi.useRealTimers();
});

describe('online payment at the checkout', () => {
  it.each([
    ['cash when the branch takes it', onlineShop(), 'Barzahlung'],
    ['else datatrans', onlineShop({ isCashEnabled: false } as Partial<Branch>), 'Online-Zahlung (Datatrans)'],
  ])('defaults to %s', async (_, branch, label) => {
    putInCart();
    stubCheckout(branch, {}, onlineConfig);
    renderApp('/store/online-shop/checkout');
    expect(await screen.findByRole('radio', { name: label })).toBeChecked();
  });

  it("goes to the provider's page and keeps cart and draft for a second try on the error route", async () => {
    putInCart();
    window.sessionStorage.setItem(
      'asp.online-shop.draft',
      JSON.stringify({ firstName: 'Paula', paymentMethod: 'mollie' }),
    );
    enterSelfService('/store/online-shop');
    const created = { uid: 'u9', hash: 'h9', paymentRedirectUrl: PAY_PAGE };
    const fetchMock = stubCheckout(
      onlineShop(),
      { '/api/orders': { status: 201, body: { data: created } } },
      onlineConfig,
    );
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByRole('radio', { name: 'Online-Zahlung (Mollie)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(PAY_PAGE));
    expect(orderBody(fetchMock)).toMatchObject({ paymentMethod: 'mollie', firstName: 'Paula' });
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]')).toHaveLength(1);
    const draft = JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? 'null') as Record<
      string,
      unknown
    >;
    expect(draft).toMatchObject({ firstName: 'Paula', paymentMethod: 'mollie' });
    // the next submit is a new order: the first one's key is spent
    expect(draft.idempotencyKey).not.toBe(orderKeys(fetchMock)[0]);
    expect(JSON.parse(window.sessionStorage.getItem('asp.paymentPending') ?? 'null')).toEqual({
      uid: 'u9',
      identifier: 'online-shop',
      isSelfService: true,
    });
  });

  it('offers no online payment for a cart with a hidden price', async () => {
    putInCart();
    stubCheckout(
      onlineShop({ isCashEnabled: false } as Partial<Branch>),
      {
        '/api/public/branches/online-shop/menu': {
          body: {
            data: {
              id: 1,
              name: 'Sortiment',
              availableFrom: '2026-01-01T00:00:00Z',
              catalog: [
                {
                  category: { id: 5, name: 'Brot' },
                  products: [{ ...brot, isPriceHidden: true }],
                },
              ],
            },
          },
        },
      },
      onlineConfig,
    );
    renderApp('/store/online-shop/checkout');
    expect(await screen.findByText('Für diese Filiale ist derzeit keine Zahlungsart verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Online-Zahlung/ })).toBeNull();
  });
});
