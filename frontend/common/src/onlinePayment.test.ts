import { describe, expect, it } from 'vitest';

import {
  isAwaitingPayment,
  isOnlineMethod,
  isRefundable,
  onlinePaymentState,
  type PaymentFlags,
  PROVIDER_NAMES,
} from './onlinePayment';
import { PAYMENT_METHODS } from './rules/payment';

const online = (flags: Partial<PaymentFlags> = {}): PaymentFlags => ({
  paymentMethod: 'mollie',
  isPaid: false,
  isRefunded: false,
  isFailed: false,
  isPaymentPending: true,
  ...flags,
});

describe('onlinePaymentState', () => {
  it.each([
    ['cash at the counter', { paymentMethod: 'cash', isPaid: false }, 'none'],
    ['paid cash', { paymentMethod: 'cash', isPaid: true }, 'none'],
    ['Mollie started', online(), 'pending'],
    ['Datatrans started', online({ paymentMethod: 'datatrans' }), 'pending'],
    [
      'an older server without isPaymentPending',
      { paymentMethod: 'datatrans', isPaid: false, isFailed: false },
      'pending',
    ],
    ['paid', online({ isPaid: true, isPaymentPending: false }), 'paid'],
    ['refunded', online({ isPaid: true, isRefunded: true, isPaymentPending: false }), 'refunded'],
    ['failed at the provider', online({ isFailed: true, isPaymentPending: false }), 'unpaid'],
    ['ended before payment', online({ isPaymentPending: false }), 'unpaid'],
  ])('%s: %s', (_, order, state) => {
    expect(onlinePaymentState(order)).toBe(state);
  });
});

describe('providers', () => {
  it('are one list of values and names, each a method the checkout rule offers by its flags', () => {
    expect(PROVIDER_NAMES).toEqual({ mollie: 'Mollie', datatrans: 'Datatrans' });
    const ruleMethods = PAYMENT_METHODS.map(([method]) => method);
    expect(Object.keys(PROVIDER_NAMES).filter((method) => !(ruleMethods as string[]).includes(method))).toEqual([]);
    expect(ruleMethods.filter(isOnlineMethod)).toEqual(['mollie', 'datatrans']);
  });
});

describe('predicates', () => {
  it('names the online methods only', () => {
    expect(['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans', null].map(isOnlineMethod)).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('awaits payment only while pending; refunds only what is paid and not refunded', () => {
    expect([online(), online({ isPaid: true }), { paymentMethod: 'cash' }].map(isAwaitingPayment)).toEqual([
      true,
      false,
      false,
    ]);
    expect(
      [
        online(),
        online({ isPaid: true }),
        online({ isPaid: true, isRefunded: true }),
        { paymentMethod: 'cash', isPaid: true },
      ].map(isRefundable),
    ).toEqual([false, true, false, false]);
  });
});
