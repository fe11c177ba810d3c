/**
 * What the features report to the analytics log (spec storefront §7 tracked events): a tiny hand-over
 * point, so a feature never imports the tracker. features/tracking registers the sink once the visitor's
 * consent is stored (its code loads only then); before that, a report goes nowhere.
 */
import type { CartItem } from './cartItem';

export type CommerceType = 'addtocart' | 'initiatecheckout' | 'purchase';

export type Report =
  | { kind: 'page'; pathname: string }
  | { kind: 'event'; name: string; subName: string; data?: Record<string, unknown> }
  | { kind: 'commerce'; type: CommerceType; items: readonly CartItem[]; currency?: string; total?: string };

let sink: ((report: Report) => void) | null = null;

export function setAnalyticsSink(next: ((report: Report) => void) | null): void {
  sink = next;
}

/** A page view (every route change). */
export function trackPage(pathname: string): void {
  sink?.({ kind: 'page', pathname });
}

/** A client event: Menu Show/Hide, Theme Click, Cart Remove, … */
export function trackEvent(name: string, subName = '', data?: Record<string, unknown>): void {
  sink?.({ kind: 'event', name, subName, ...(data ? { data } : {}) });
}

/** addtocart, initiatecheckout or purchase: the items, the price (`total`, else their sum), currency (default EUR). */
export function trackCommerce(type: CommerceType, items: readonly CartItem[], currency?: string, total?: string): void {
  sink?.({ kind: 'commerce', type, items, currency, total });
}
