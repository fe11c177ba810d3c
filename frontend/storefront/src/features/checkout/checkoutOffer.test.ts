import { describe, expect, it } from 'vitest';

import { cashConfig, item, NOW, shop } from '../../testing/checkout';
import { makeConfig, rule } from '../../testing/fixtures';
import type { CheckoutCart } from './checkoutCart';
import { checkoutOffer } from './checkoutOffer';

// NOW is Wednesday 4.3.2026, 16:30 in Vienna: the shop (08:00–18:00) is open
const config = makeConfig(cashConfig);
const cart = (patch: Partial<Pick<CheckoutCart, 'choice' | 'pricing' | 'products' | 'items'>> = {}) => ({
  choice: null,
  pricing: null,
  products: [],
  items: [item],
  ...patch,
});
const closed = { openingHours: [rule('daily', '08:00', '09:00')] };

describe('checkoutOffer', () => {
  it('offers an open takeaway shop: order now, the appointment optional, cash', () => {
    const offer = checkoutOffer(shop(), config, cart(), null, NOW);
    expect(offer).toMatchObject({
      choices: ['takeaway'],
      choice: 'takeaway',
      isDelivery: false,
      methods: ['cash'],
      paymentMethod: 'cash',
      open: { isOpenForOrders: true, isDeliveryOpen: true },
      label: 'Bestellung abschicken',
      isAppointmentRequired: false,
      isAppointmentShown: true,
      currency: 'EUR',
    });
    expect(offer.rules).toMatchObject({ isContactShown: true, isAddressShown: false, isTableOrder: false });
    expect(
      checkoutOffer(shop(), makeConfig({ ...cashConfig, currency: 'CHF' }), cart({ items: [] }), null, NOW),
    ).toMatchObject({
      isAppointmentShown: false,
      currency: 'CHF',
    });
  });

  it("keeps the cart's order type while the branch offers it, else takes the first offered (takeaway when none is)", () => {
    const both = shop({ isDeliveryEnabled: true });
    expect(checkoutOffer(both, config, cart({ choice: 'delivery' }), null, NOW)).toMatchObject({
      choices: ['takeaway', 'delivery'],
      choice: 'delivery',
      isDelivery: true,
    });
    expect(checkoutOffer(both, config, cart({ choice: 'dineIn' }), null, NOW).choice).toBe('takeaway');
    expect(checkoutOffer(shop({ isTakeawayEnabled: false }), config, cart(), null, NOW).choice).toBe('takeaway');
  });

  it('asks for a preorder with an appointment while closed, and for nothing without preorders', () => {
    expect(checkoutOffer(shop({ ...closed, isPreorderEnabled: true }), config, cart(), null, NOW)).toMatchObject({
      label: 'Vorbestellung abschicken',
      isAppointmentRequired: true,
      isAppointmentShown: true,
    });
    expect(checkoutOffer(shop(closed), config, cart(), null, NOW).label).toBeNull();
  });

  it('needs an appointment for a product with a lead time, and shows none to a guest at a table otherwise', () => {
    const cake = { name: 'Sachertorte', isLeadTimeEnabled: true, leadTimeType: 'days' as const, leadTimeValue: 2 };
    expect(checkoutOffer(shop(), config, cart({ products: [cake] }), null, NOW).isAppointmentRequired).toBe(true);
    const tables = shop({ isTakeawayEnabled: false, isDineInEnabled: true, isTableSelectionEnabled: true });
    expect(checkoutOffer(tables, config, cart(), null, NOW)).toMatchObject({
      choice: 'dineIn',
      isAppointmentRequired: false,
      isAppointmentShown: false,
    });
    expect(
      checkoutOffer({ ...tables, ...closed, isPreorderEnabled: true }, config, cart(), null, NOW).isAppointmentShown,
    ).toBe(true);
  });

  it('keeps the drafted payment method while offered, and offers no online payment for a price that is not final', () => {
    const online = makeConfig({ ...cashConfig, enableDatatrans: true, enablePluginDatatrans: true });
    const branch = shop({ isDatatransEnabled: true });
    const priced = {
      isApproximate: false,
      totalGross: '25.80',
      isMinimumOrderValueReached: true,
    } as CheckoutCart['pricing'];
    expect(checkoutOffer(branch, online, cart({ pricing: priced }), 'datatrans', NOW)).toMatchObject({
      methods: ['cash', 'datatrans'],
      paymentMethod: 'datatrans',
    });
    expect(
      checkoutOffer(branch, online, cart({ pricing: { ...priced!, isApproximate: true } }), 'datatrans', NOW),
    ).toMatchObject({
      methods: ['cash'],
      paymentMethod: 'cash',
    });
  });
});
