import { beforeEach, describe, expect, it } from 'vitest';

import { emptyDraft } from './draft';
import { fieldRules } from './checkoutRules';
import { toOrderBody } from './orderBody';
import { originFromSearch, rememberVisitOrigin, visitOrigin } from './visitOrigin';
import { makeBranch } from '../../testing/fixtures';

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function land(address: string) {
  window.history.replaceState(null, '', address);
  rememberVisitOrigin();
}

function orderBody() {
  const branch = makeBranch({ id: 7 });
  const cart = { orderItems: [], deliveryArea: null, appointment: null, comment: '' };
  const context = {
    branch: 7,
    choice: 'takeaway' as const,
    rules: fieldRules(branch, 'takeaway'),
    paymentMethod: null,
    isDonationEnabled: false,
  };
  return toOrderBody(emptyDraft(), cart, { ...context, origin: visitOrigin() });
}

describe('the origin of the visit', () => {
  it('keeps the QR code a scan landed with, takes ?qr out of the address and sends the code with the order', () => {
    land('/store/mariahilf?table=Terrasse%203&qr=tisch-flyer#product-4');

    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/store/mariahilf?table=Terrasse%203#product-4',
    );
    const body = orderBody();
    expect([body.qrCode, body.campaign]).toEqual(['tisch-flyer', undefined]);
  });

  it('keeps a campaign link for the rest of the visit', () => {
    land('/site/angebote?utm_source=newsletter&utm_campaign=%20Sommer%202026%20');
    window.history.replaceState(null, '', '/store/mariahilf/checkout');

    const body = orderBody();
    expect([body.qrCode, body.campaign]).toEqual([undefined, 'Sommer 2026']);
    expect(window.location.search).toBe('');
  });

  it('sends nothing for a visit without a QR code or campaign: the order is the shop’s', () => {
    land('/store/mariahilf');

    const body = orderBody();
    expect('qrCode' in body || 'campaign' in body).toBe(false);
  });

  it('a later scan of the same tab replaces the campaign', () => {
    land('/?utm_campaign=sommer');
    land('/store/mariahilf?qr=plakat');

    expect(visitOrigin()).toEqual({ qrCode: 'plakat' });
  });

  it('keeps only what the server accepts', () => {
    expect(originFromSearch(new URLSearchParams('qr=Nicht/erlaubt'))).toBeNull();
    expect(originFromSearch(new URLSearchParams('qr=-x'))).toBeNull();
    expect(originFromSearch(new URLSearchParams(`utm_campaign=${'x'.repeat(101)}`))).toBeNull();
    expect(originFromSearch(new URLSearchParams('utm_campaign=a%0Ab'))).toBeNull();
    expect(originFromSearch(new URLSearchParams('utm_campaign=a%E2%80%8Bb'))).toBeNull();
    expect(originFromSearch(new URLSearchParams('qr=PLAKAT'))).toEqual({ qrCode: 'plakat' });
  });

  it('ignores a stored value it would not send', () => {
    window.sessionStorage.setItem('asp.visitOrigin', '{"qrCode": "a b", "campaign": 5}');
    expect(visitOrigin()).toEqual({});
    window.sessionStorage.setItem('asp.visitOrigin', 'kaputt');
    expect(visitOrigin()).toEqual({});
  });
});
