import { afterEach, describe, expect, it, vi } from 'vitest';

import { sendConversions } from './conversions';

const ACTIONS = [
  { type: 'sendMail' },
  { type: 'trackGoogleTagConversion', conversionId: 'AW-1/abc', value: 5 },
  { type: 'trackGoogleTagConversion', conversionId: 'AW-1/def' },
];

afterEach(() => {
  delete (window as { gtag?: unknown }).gtag;
});

describe('form conversions', () => {
  it('go to the Google tag with value (default 1) in EUR', () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;

    sendConversions(ACTIONS);

    expect(gtag.mock.calls).toEqual([
      ['event', 'conversion', { send_to: 'AW-1/abc', value: 5, currency: 'EUR' }],
      ['event', 'conversion', { send_to: 'AW-1/def', value: 1, currency: 'EUR' }],
    ]);
  });

  it('are not sent without the tag (no consent)', () => {
    expect(() => sendConversions(ACTIONS)).not.toThrow();
  });
});
