/**
 * The storefront's analytics log (spec storefront §7): events wait in a queue that goes to
 * POST /api/analytics-log once a second, only while the stored consent allows analytics
 * (intents.analytics). Without that consent nothing is queued, stored or sent, and no tag loads.
 * The Google tag and the Meta pixel (tags.ts, loaded lazily) get pageview, addtocart, initiatecheckout
 * and purchase when their own consent flags are set and their ids are configured.
 *
 * The server cannot see the consent; this module is the gate (docs/api.md "Analytics log").
 */
import { type ConsentValue, onConsentChange, readConsent } from '../consent/consentState';
import { type CommerceType, type Report, setAnalyticsSink } from '../../lib/analytics';
import type { CartItem } from '../../lib/cartItem';
import { createQueue } from './queue';

export const LOG_URL = '/api/analytics-log';
/** first-visit marker, kept only while analytics is consented (removed on withdrawal) */
export const SEEN_KEY = 'bw_analytics_seen';

export interface CommerceItem {
  id: number;
  name: string;
  quantity: string;
  price: string;
}

export interface Commerce {
  items: CommerceItem[];
  /** decimal string ("12.50") */
  price: string;
  currency?: string;
}

function cents(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Cart items as the log and the tags receive them; `total` (the cart's gross) wins over the items' sum. */
export function commerceOf(items: readonly CartItem[], currency = 'EUR', total?: string): Commerce {
  const lines = items.map((item) => ({
    id: item.product,
    name: item.name,
    quantity: item.amount,
    price: item.price || '0',
  }));
  const sum = lines.reduce((value, line) => value + (Number(line.price) || 0) * (Number(line.quantity) || 0), 0);
  return { items: lines, price: total ?? cents(sum), currency };
}

export type EventType = 'device' | 'pageview' | 'event' | CommerceType;

export interface LogEvent {
  type: EventType;
  name?: string;
  subName?: string;
  data?: Record<string, unknown>;
  path: string;
  branch: string | null;
  isNewVisitor: boolean;
  device?: Record<string, unknown>;
}

type TagsModule = typeof import('./tags');

let analytics = false;
let newVisitor = false;
let tags: Promise<TagsModule> | null = null;
let readToBottom = '';
let lastPage = '';

const queue = createQueue<LogEvent>(send);

function send(events: LogEvent[], beacon: boolean) {
  const body = JSON.stringify({ events });
  if (beacon && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(LOG_URL, new Blob([body], { type: 'application/json' }));
    return undefined;
  }
  return fetch(LOG_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  });
}

/** The page's path as logged: the status page's secret hash is never sent. */
export function loggedPath(pathname: string): string {
  return pathname.startsWith('/status/') ? '/status' : pathname.slice(0, 300);
}

function branchOf(pathname: string): string | null {
  const match = /^\/store\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]).slice(0, 80) : null;
}

function enqueue(event: Omit<LogEvent, 'path' | 'branch' | 'isNewVisitor'>, pathname = location.pathname) {
  if (!analytics) return;
  queue.push({ ...event, path: loggedPath(pathname), branch: branchOf(pathname), isNewVisitor: newVisitor });
}

function size(value: number): number {
  return Math.min(100000, Math.max(0, Math.round(value || 0)));
}

function referrerOrigin(): string {
  try {
    return document.referrer ? new URL(document.referrer).origin : '';
  } catch {
    return '';
  }
}

/** Device info at init (spec §7): language, languages, userAgent, referrer, sizes, pixel ratio, orientation, dark mode. */
export function deviceInfo(): Record<string, unknown> {
  const ratio = Math.round((window.devicePixelRatio || 1) * 100) / 100;
  return {
    language: (navigator.language || '').slice(0, 35),
    languages: (navigator.languages ?? []).slice(0, 20).map((language) => language.slice(0, 35)),
    userAgent: navigator.userAgent.slice(0, 500),
    referrer: referrerOrigin(),
    screenWidth: size(screen.width),
    screenHeight: size(screen.height),
    windowWidth: size(window.innerWidth),
    windowHeight: size(window.innerHeight),
    pixelRatio: Math.min(99.99, Math.max(0.01, ratio)),
    orientation: (screen.orientation?.type ?? '').slice(0, 40),
    darkMode: typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
  };
}

function rememberVisitor(): boolean {
  try {
    const isNew = localStorage.getItem(SEEN_KEY) === null;
    localStorage.setItem(SEEN_KEY, '1');
    return isNew;
  } catch {
    return false;
  }
}

function forgetVisitor() {
  try {
    localStorage.removeItem(SEEN_KEY);
  } catch {
    // nothing stored
  }
}

function forward(type: 'pageview' | CommerceType, payload: { path: string } | Commerce) {
  void tags?.then((module) => module.forward(type, payload)).catch(() => undefined);
}

/** Applies a (new) consent decision: starts or stops the log, loads or updates the tags. */
export function applyConsent(value: ConsentValue | null, announcePage = false) {
  const allowed = Boolean(value?.consent && value.intents.analytics === true);
  if (allowed && !analytics) {
    analytics = true;
    newVisitor = rememberVisitor();
    enqueue({ type: 'device', device: deviceInfo() });
    if (announcePage) {
      lastPage = location.pathname;
      enqueue({ type: 'pageview' });
    }
  } else if (!allowed && analytics) {
    analytics = false;
    queue.clear();
    forgetVisitor();
  }
  const wantsTags = Boolean(value?.consent && (value.googleTag || value.facebookPixel));
  if (wantsTags || tags) {
    tags ??= import('./tags');
    const page = { path: loggedPath(location.pathname) };
    void tags.then((module) => module.applyTagConsent(value, page)).catch(() => undefined);
  }
}

/** Every page (route change) counts once. */
export function trackPageview(pathname = location.pathname) {
  // the route's own report may come after the tracker announced the page it loaded on
  if (pathname === lastPage) return;
  lastPage = pathname;
  readToBottom = '';
  enqueue({ type: 'pageview' }, pathname);
  forward('pageview', { path: loggedPath(pathname) });
}

/** A client event of spec §7 (Menu Show/Hide, Theme Click, Link Mail/Call/External, Page ReadToBottom, Cart Remove). */
export function trackEvent(name: string, subName = '', data?: Record<string, unknown>) {
  enqueue({ type: 'event', name, subName, ...(data ? { data } : {}) });
}

/** addtocart, initiatecheckout or purchase with its items, price and currency (default EUR). */
export function trackCommerce(type: CommerceType, commerce: Commerce) {
  const data = { ...commerce, currency: commerce.currency || 'EUR' };
  enqueue({ type, data: { ...data } });
  forward(type, data);
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = target?.getAttribute('href') ?? '';
  if (href.startsWith('mailto:')) trackEvent('Link', 'Mail');
  else if (href.startsWith('tel:')) trackEvent('Link', 'Call');
  else if (/^https?:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      if (url.host !== location.host) trackEvent('Link', 'External', { origin: url.origin });
    } catch {
      // not a link anyone can follow
    }
  }
}

function onScroll() {
  if (!analytics || readToBottom === location.pathname) return;
  const bottom = window.scrollY + window.innerHeight;
  if (
    document.documentElement.scrollHeight > window.innerHeight &&
    bottom >= document.documentElement.scrollHeight - 2
  ) {
    readToBottom = location.pathname;
    trackEvent('Page', 'ReadToBottom');
  }
}

function onHide() {
  if (document.visibilityState === 'hidden') queue.flush(true);
}

/** Starts the tracker once at page load; returns the teardown (tests). */
function receive(report: Report) {
  if (report.kind === 'page') trackPageview(report.pathname);
  else if (report.kind === 'event') trackEvent(report.name, report.subName, report.data);
  else trackCommerce(report.type, commerceOf(report.items, report.currency || 'EUR', report.total));
}

export function initTracking(): () => void {
  setAnalyticsSink(receive);
  // loaded once consent is stored (start.ts): the page it loads on counts now
  applyConsent(readConsent(), true);
  const unsubscribe = onConsentChange((value) => applyConsent(value, true));
  document.addEventListener('click', onClick, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', onHide);
  return () => {
    setAnalyticsSink(null);
    unsubscribe();
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('visibilitychange', onHide);
    analytics = false;
    tags = null;
    lastPage = '';
    queue.clear();
  };
}
