import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetTagIds } from './tagIds';
import { applyTagConsent, forward, GOOGLE_TAG_URL, META_PIXEL_URL, resetTags } from './tags';

const BASE = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  version: 'v1',
  consent: true as const,
  intents: { required: true, functional: true, analytics: true, marketing: true },
  services: {},
};
const BOTH = { ...BASE, googleTag: true, facebookPixel: true };
const NONE = { ...BASE, googleTag: false, facebookPixel: false };

function idsAnswer(data: object) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 })));
}

function scripts(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src);
}

function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
}

describe('the Google tag and the Meta pixel', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
    delete window.fbq;
    delete window._fbq;
    resetTags();
    resetTagIds();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('load without automatic page view, with anonymized IP and consent granted when ids are configured', async () => {
    // given
    vi.stubGlobal('fetch', idsAnswer({ googleTagId: 'G-TEST123', facebookPixelId: '1234567890' }));

    // when
    await applyTagConsent(BOTH, { path: '/store/mariahilf' });

    // then
    expect(scripts()).toEqual([`${GOOGLE_TAG_URL}?id=G-TEST123`, META_PIXEL_URL]);
    const calls = gtagCalls();
    expect(calls[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(calls[1]?.[0]).toBe('js');
    expect(calls[2]).toEqual(['config', 'G-TEST123', { send_page_view: false, anonymize_ip: true }]);
    expect(calls[3]).toEqual([
      'event',
      'page_view',
      { page_path: '/store/mariahilf', page_location: `${location.origin}/store/mariahilf` },
    ]);
    expect(window.fbq?.queue).toEqual([
      ['consent', 'grant'],
      ['set', 'autoConfig', false, '1234567890'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('load nothing without configured ids', async () => {
    // given
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
    );

    // when
    await applyTagConsent(BOTH, null);

    // then
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('load only the tag whose flag is set, and ask for the ids only then', async () => {
    // given
    const fetchMock = idsAnswer({ googleTagId: 'G-TEST123', facebookPixelId: '1234567890' });
    vi.stubGlobal('fetch', fetchMock);

    // when
    await applyTagConsent(NONE, null);
    const askedWithoutFlags = fetchMock.mock.calls.length;
    await applyTagConsent({ ...NONE, facebookPixel: true }, null);

    // then
    expect(askedWithoutFlags).toBe(0);
    expect(scripts()).toEqual([META_PIXEL_URL]);
  });

  it('forward commerce events and follow a withdrawal with consent denied', async () => {
    // given
    vi.stubGlobal('fetch', idsAnswer({ googleTagId: 'G-TEST123', facebookPixelId: '1234567890' }));
    await applyTagConsent(BOTH, null);
    const purchase = {
      items: [{ id: 7, name: 'Schnitzel', quantity: '2', price: '10.90' }],
      price: '21.80',
      currency: 'EUR',
    };

    // when
    forward('purchase', purchase);
    await applyTagConsent(NONE, null);
    forward('addtocart', purchase);

    // then
    expect(gtagCalls().slice(3)).toEqual([
      [
        'event',
        'purchase',
        { currency: 'EUR', value: 21.8, items: [{ item_id: '7', item_name: 'Schnitzel', quantity: 2, price: 10.9 }] },
      ],
      [
        'consent',
        'update',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    expect(window.fbq?.queue.slice(3)).toEqual([
      [
        'track',
        'Purchase',
        { currency: 'EUR', value: 21.8, content_ids: ['7'], content_type: 'product', num_items: 1 },
      ],
      ['consent', 'revoke'],
    ]);
  });
});
