/**
 * The Google tag (gtag.js) and the Meta pixel (fbevents.js), loaded lazily by the tracker only after
 * consent with their own flags (googleTag, facebookPixel) and only when their ids are configured.
 * No inline script: the queue functions both scripts expect are defined here. The Google tag runs with
 * anonymized IP and without the automatic page view; consent mode follows the cookie flags (granted /
 * denied), the pixel gets grant / revoke. Both receive pageview, addtocart, initiatecheckout, purchase.
 */
import type { ConsentValue } from '../consent/consentState';
import type { CommerceType } from '../../lib/analytics';
import type { Commerce } from './tracker';
import { tagIds } from './tagIds';

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Call = (...args: unknown[]) => void;
interface Fbq extends Call {
  queue: unknown[];
  callMethod?: Call;
  loaded: boolean;
  version: string;
  push: Fbq;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Call;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const state = { google: false, meta: false, googleLoaded: false, metaLoaded: false };

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGoogle(id: string, granted: boolean) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments objects it finds in dataLayer (its documented snippet)
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  const value = granted ? 'granted' : 'denied';
  window.gtag('consent', 'default', {
    analytics_storage: value,
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  });
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  addScript(`${GOOGLE_TAG_URL}?id=${encodeURIComponent(id)}`);
}

function loadMeta(id: string, granted: boolean) {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq('consent', granted ? 'grant' : 'revoke');
  // no automatic events (button clicks, page metadata): only what the tracker forwards
  window.fbq('set', 'autoConfig', false, id);
  window.fbq('init', id);
  addScript(META_PIXEL_URL);
}

/** Loads or updates the tags for a consent decision; `page` is announced to a tag that loads now. */
export async function applyTagConsent(value: ConsentValue | null, page: { path: string } | null) {
  const google = Boolean(value?.consent && value.googleTag);
  const meta = Boolean(value?.consent && value.facebookPixel);
  if (state.googleLoaded && google !== state.google) {
    const update = google ? 'granted' : 'denied';
    window.gtag?.('consent', 'update', {
      analytics_storage: update,
      ad_storage: update,
      ad_user_data: update,
      ad_personalization: update,
    });
  }
  if (state.metaLoaded && meta !== state.meta) window.fbq?.('consent', meta ? 'grant' : 'revoke');
  state.google = google;
  state.meta = meta;
  if ((!google || state.googleLoaded) && (!meta || state.metaLoaded)) return;
  const ids = await tagIds();
  const fresh: string[] = [];
  if (state.google && !state.googleLoaded && ids.googleTagId) {
    state.googleLoaded = true;
    loadGoogle(ids.googleTagId, true);
    fresh.push('google');
  }
  if (state.meta && !state.metaLoaded && ids.facebookPixelId) {
    state.metaLoaded = true;
    loadMeta(ids.facebookPixelId, true);
    fresh.push('meta');
  }
  if (page) for (const tag of fresh) send(tag, 'pageview', page);
}

const GOOGLE_EVENTS = { addtocart: 'add_to_cart', initiatecheckout: 'begin_checkout', purchase: 'purchase' } as const;
const META_EVENTS = { addtocart: 'AddToCart', initiatecheckout: 'InitiateCheckout', purchase: 'Purchase' } as const;

function send(tag: string, type: 'pageview' | CommerceType, payload: { path: string } | Commerce) {
  if (tag === 'google') {
    if (type === 'pageview') {
      window.gtag?.('event', 'page_view', {
        page_path: (payload as { path: string }).path,
        page_location: location.origin + (payload as { path: string }).path,
      });
      return;
    }
    const commerce = payload as Commerce;
    window.gtag?.('event', GOOGLE_EVENTS[type], {
      currency: commerce.currency || 'EUR',
      value: Number(commerce.price),
      items: commerce.items.map((item) => ({
        item_id: String(item.id),
        item_name: item.name,
        quantity: Number(item.quantity),
        price: Number(item.price),
      })),
    });
    return;
  }
  if (type === 'pageview') {
    window.fbq?.('track', 'PageView');
    return;
  }
  const commerce = payload as Commerce;
  window.fbq?.('track', META_EVENTS[type], {
    currency: commerce.currency || 'EUR',
    value: Number(commerce.price),
    content_ids: commerce.items.map((item) => String(item.id)),
    content_type: 'product',
    num_items: commerce.items.length,
  });
}

/** Hands an event to every loaded tag whose consent flag is set. */
export function forward(type: 'pageview' | CommerceType, payload: { path: string } | Commerce) {
  if (state.google && state.googleLoaded) send('google', type, payload);
  if (state.meta && state.metaLoaded) send('meta', type, payload);
}

/** Forgets the loaded tags (tests). */
export function resetTags() {
  Object.assign(state, { google: false, meta: false, googleLoaded: false, metaLoaded: false });
}
