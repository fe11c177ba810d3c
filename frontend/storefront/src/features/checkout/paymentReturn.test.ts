import { beforeEach, describe, expect, it } from 'vitest';

import { afterCreate, pendingPayment, rememberPendingPayment, settlePayment } from './paymentReturn';

beforeEach(() => window.sessionStorage.clear());

describe('afterCreate', () => {
  it("goes to the provider's page when the server answers one", () => {
    expect(afterCreate({ uid: 'a b', hash: 'h/1', paymentRedirectUrl: 'https://pay.example/tr_7' })).toEqual({
      kind: 'payment',
      url: 'https://pay.example/tr_7',
    });
  });

  it.each([null, ''])('else to the status page (redirect %j)', (paymentRedirectUrl) => {
    expect(afterCreate({ uid: 'a b', hash: 'h/1', paymentRedirectUrl })).toEqual({
      kind: 'status',
      path: '/status/a%20b/h%2F1',
    });
  });
});

describe('the remembered payment', () => {
  it('settles once, only for its own order', () => {
    rememberPendingPayment({ uid: 'u1', identifier: 'online-shop', isSelfService: false });
    expect(settlePayment('u2')).toBeNull();
    expect(settlePayment('u1')).toEqual({ uid: 'u1', identifier: 'online-shop', isSelfService: false });
    expect(settlePayment('u1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('asp.paymentPending', '{"uid": 5}');
    expect(pendingPayment()).toBeNull();
    window.sessionStorage.setItem('asp.paymentPending', 'kaputt');
    expect(pendingPayment()).toBeNull();
  });
});
