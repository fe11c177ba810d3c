/**
 * Google tag conversions of a form (its trackGoogleTagConversion actions; spec storefront §7): sent when the
 * form is shown and when it was sent, value default 1, currency EUR. window.gtag exists only once the
 * visitor consented to the Google tag and an id is configured (features/tracking loads it), so without
 * consent nothing is sent. The server records the submit's conversion in the analytics log as well.
 */
export interface ConversionAction {
  type: string;
  conversionId?: string;
  value?: number | null;
}

type Gtag = (...args: unknown[]) => void;

export function sendConversions(actions: readonly ConversionAction[]): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (!gtag) return;
  for (const action of actions) {
    if (action.type !== 'trackGoogleTagConversion' || !action.conversionId) continue;
    gtag('event', 'conversion', { send_to: action.conversionId, value: action.value ?? 1, currency: 'EUR' });
  }
}
