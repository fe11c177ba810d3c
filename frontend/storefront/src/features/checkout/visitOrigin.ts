/**
 * Where the visit came from, sent with its order (Order.origin, the statistics' 'Herkunft der Bestellungen').
 *
 * A QR code's redirect opens the shop with `?qr={path}` (analytics.targets.landing_url), a campaign link
 * carries `utm_campaign`. The first page of the visit remembers it for the tab (session storage
 * `asp.visitOrigin`; a later QR code or campaign of the same tab replaces it) and takes `?qr` out of the
 * address, so a shared link does not count as a scan. Only what the server accepts is kept: a code's path
 * as the back office allows it, a campaign of one line up to 100 characters.
 */
export const QR_PARAM = 'qr';
export const CAMPAIGN_PARAM = 'utm_campaign';
const KEY = 'asp.visitOrigin';
const QR_PATH = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const CAMPAIGN_LENGTH = 100;
// control, formatting (zero-width), private-use and unassigned characters: the server refuses them
const INVISIBLE = /\p{C}/u;

export interface VisitOrigin {
  qrCode?: string;
  campaign?: string;
}

/** The origin a landing address names, or null (nothing, or nothing the server would accept). */
export function originFromSearch(search: URLSearchParams): VisitOrigin | null {
  const qrCode = search.get(QR_PARAM)?.trim().toLowerCase() ?? '';
  if (QR_PATH.test(qrCode)) return { qrCode };
  const campaign = search.get(CAMPAIGN_PARAM)?.trim() ?? '';
  if (campaign && campaign.length <= CAMPAIGN_LENGTH && !INVISIBLE.test(campaign)) return { campaign };
  return null;
}

/** At start: keep the landing address's origin for the tab and take `?qr` out of the address. */
export function rememberVisitOrigin(): void {
  const url = new URL(window.location.href);
  const origin = originFromSearch(url.searchParams);
  if (origin) {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(origin));
    } catch {
      // storage disabled: the order counts as the shop's
    }
  }
  if (url.searchParams.has(QR_PARAM)) {
    // the other parameters exactly as they came (?table=Terrasse%203 stays so)
    const kept = url.search
      .slice(1)
      .split('&')
      .filter((part) => part && new URLSearchParams(part).keys().next().value !== QR_PARAM);
    const search = kept.length ? `?${kept.join('&')}` : '';
    window.history.replaceState(window.history.state, '', `${url.pathname}${search}${url.hash}`);
  }
}

/** The remembered origin of this tab's visit (empty: the shop itself). */
export function visitOrigin(): VisitOrigin {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return {};
    const search = new URLSearchParams();
    if (typeof stored.qrCode === 'string') search.set(QR_PARAM, stored.qrCode);
    if (typeof stored.campaign === 'string') search.set(CAMPAIGN_PARAM, stored.campaign);
    return originFromSearch(search) ?? {};
  } catch {
    return {};
  }
}
