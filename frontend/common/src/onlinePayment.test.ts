import { describe, expect, it } from 'vitest';

import {
  isAwaitingPayment,
  isOnlineMethod,
  isRefundable,
  onlinePaymentState,
  type PaymentFlags,
} from './onlinePayment';

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
