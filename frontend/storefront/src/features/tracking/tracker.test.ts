import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { trackCommerce as reportCommerce, trackEvent as reportEvent } from '../../lib/analytics';
import { CONSENT_EVENT } from '../consent/consentState';
import { initTracking, LOG_URL, loggedPath, SEEN_KEY, trackPageview } from './tracker';

vi.mock('./tags', () => ({ applyTagConsent: vi.fn(() => Promise.resolve()), forward: vi.fn() }));

const ANALYTICS = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  version: 'v1',
  consent: true,
  googleTag: false,
  facebookPixel: false,
  intents: { required: true, functional: false, analytics: true, marketing: false },
  services: {},
};
const REQUIRED_ONLY = { ...ANALYTICS, intents: { ...ANALYTICS.intents, analytics: false } };

function storeConsent(value: object | null) {
  document.cookie = value
    ? `bw_consent=${encodeURIComponent(JSON.stringify(value))}; path=/`
    : 'bw_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

interface Sent {
  type: string;
  name?: string;
  subName?: string;
  path: string;
  branch: string | null;
  isNewVisitor: boolean;
  data?: Record<string, unknown>;
  device?: Record<string, unknown>;
}

function sentEvents(fetchMock: ReturnType<typeof vi.fn>): Sent[] {
  return fetchMock.mock.calls.flatMap(([url, init]) => {
    expect(url).toBe(LOG_URL);
    return (JSON.parse((init as RequestInit).body as string) as { events: Sent[] }).events;
  });
}

describe('the tracker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/store/mariahilf');
  });

  afterEach(() => {
    stop();
    storeConsent(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing at all without a stored consent', () => {
    // given
    stop = initTracking();

    // when
    trackPageview('/store/mariahilf');
    reportEvent('Menu', 'Show');
    reportCommerce('addtocart', []);
    vi.advanceTimersByTime(5000);

    // then
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
  });

  it('sends nothing when the decision was "required only"', () => {
    // given
    storeConsent(REQUIRED_ONLY);
    stop = initTracking();

    // when
    trackPageview('/');
    vi.advanceTimersByTime(5000);

    // then
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with analytics consent sends device info, page views and events once a second', () => {
    // given
    storeConsent(ANALYTICS);
    stop = initTracking();

    // when
    trackPageview('/store/mariahilf');
    reportEvent('Menu', 'Show');
    reportCommerce('addtocart', [
      { product: 7, name: 'Schnitzel', amount: '2', price: '10.90', unit: null, parts: [], description: '' },
    ]);
    vi.advanceTimersByTime(1000);

    // then
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [device, pageview, menu, cart] = sentEvents(fetchMock);
    expect(device).toMatchObject({ type: 'device', path: '/store/mariahilf', branch: 'mariahilf', isNewVisitor: true });
    expect(Object.keys(device?.device ?? {}).sort()).toEqual([
      'darkMode',
      'language',
      'languages',
      'orientation',
      'pixelRatio',
      'referrer',
      'screenHeight',
      'screenWidth',
      'userAgent',
      'windowHeight',
      'windowWidth',
    ]);
    expect(pageview).toEqual({ type: 'pageview', path: '/store/mariahilf', branch: 'mariahilf', isNewVisitor: true });
    expect(menu).toMatchObject({ type: 'event', name: 'Menu', subName: 'Show' });
    expect(cart).toMatchObject({
      type: 'addtocart',
      data: { items: [{ id: 7, name: 'Schnitzel', quantity: '2', price: '10.90' }], price: '21.80', currency: 'EUR' },
    });
    expect(localStorage.getItem(SEEN_KEY)).toBe('1');
  });

  it('starts with the consent stored later and announces the page then; a withdrawal stops it', () => {
    // given
    stop = initTracking();
    trackPageview('/store/mariahilf');
    vi.advanceTimersByTime(1000);

    // when: the visitor accepts
    storeConsent(ANALYTICS);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: ANALYTICS }));
    vi.advanceTimersByTime(1000);
    const afterAccepting = sentEvents(fetchMock).map((event) => event.type);
    // and then withdraws
    reportEvent('Menu', 'Hide');
    storeConsent(REQUIRED_ONLY);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: REQUIRED_ONLY }));
    trackPageview('/');
    vi.advanceTimersByTime(5000);

    // then
    expect(afterAccepting).toEqual(['device', 'pageview']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
  });

  it('a returning visitor is not new', () => {
    // given
    localStorage.setItem(SEEN_KEY, '1');
    storeConsent(ANALYTICS);
    stop = initTracking();

    // when
    vi.advanceTimersByTime(1000);

    // then
    expect(sentEvents(fetchMock)[0]?.isNewVisitor).toBe(false);
  });

  it('records mail, call and external link clicks', () => {
    // given
    storeConsent(ANALYTICS);
    stop = initTracking();
    document.body.innerHTML =
      '<a href="mailto:info@example.at">M</a><a href="tel:+4311234">T</a><a href="https://www.example.org/x?y=1">E</a><a href="/store/x">I</a>';

    // when
    for (const link of document.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    }
    vi.advanceTimersByTime(1000);

    // then
    const links = sentEvents(fetchMock).filter((event) => event.type === 'event');
    expect(links.map((event) => [event.name, event.subName, event.data])).toEqual([
      ['Link', 'Mail', undefined],
      ['Link', 'Call', undefined],
      ['Link', 'External', { origin: 'https://www.example.org' }],
    ]);
  });

  it('records reading a page to its bottom once per page', () => {
    // given
    storeConsent(ANALYTICS);
    stop = initTracking();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 2000 - window.innerHeight, configurable: true });

    // when
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);

    // then
    const read = sentEvents(fetchMock).filter((event) => event.type === 'event');
    expect(read.map((event) => [event.name, event.subName, event.path])).toEqual([
      ['Page', 'ReadToBottom', '/store/mariahilf'],
    ]);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('never sends the status page secret', () => {
    expect(loggedPath('/status/abc123/deadbeef')).toBe('/status');
    expect(loggedPath('/store/mariahilf')).toBe('/store/mariahilf');
  });
});
