import type { BrowserContext, Page, Request } from '@playwright/test';

import { testNow } from './support/clock';
import { currentConsentConfiguration, forgetConsent } from './support/consent';
import { expect, orderTakeaway, test } from './support/storefront';

type Tagged = Window & { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[] } };

/**
 * Nobody is tracked before consent: a fresh visit, recorded request by request, sends nothing to the analytics
 * log and loads neither the Google tag nor the Meta pixel (even with their ids configured). With the consent
 * cookie stored (contract bw_consent, set before navigation so the spec does not depend on the modal), the
 * visit's device info, page views, cart addition, checkout start and purchase arrive on the server. The tags
 * load only with their own flags and configured ids; their hosts are answered by a local stub (no internet).
 */

const TRACKING = /\/api\/analytics-log|googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/;
const TAG_HOSTS =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|[a-z0-9.-]*google-analytics\.com|www\.facebook\.com)\//;
const IDS = { googleTagId: 'G-TEST123', facebookPixelId: '1234567890' };

/** A stored decision for the server's current consent configuration: analytics and the two tags as given. */
async function consent(flags: { analytics: boolean; googleTag: boolean; facebookPixel: boolean }) {
  const configuration = await currentConsentConfiguration();
  const chosen: Record<string, boolean> = {
    statistik: flags.analytics,
    'google-tag': flags.googleTag,
    'meta-pixel': flags.facebookPixel,
  };
  return {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    version: configuration.version,
    consent: true,
    googleTag: flags.googleTag,
    facebookPixel: flags.facebookPixel,
    intents: {
      required: true,
      functional: false,
      analytics: flags.analytics,
      marketing: flags.googleTag || flags.facebookPixel,
    },
    services: Object.fromEntries(
      configuration.services.map((service) => [
        service.key,
        service.intents.includes('required') || Boolean(chosen[service.key]),
      ]),
    ),
  };
}

async function storeConsent(context: BrowserContext, baseURL: string, value: object) {
  await context.addCookies([
    { name: 'bw_consent', value: encodeURIComponent(JSON.stringify(value)), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Every request of the page, and the tag hosts answered locally with an empty script. */
async function recordRequests(page: Page, ids: typeof IDS | null): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(TAG_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  // the consent configuration's tag ids (GET /api/public/consent), as the back office would have configured them
  await page.route('**/api/public/consent', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...body.data, ...(ids ?? { googleTagId: '', facebookPixelId: '' }) } },
    });
  });
  return requests;
}

function tracking(requests: Request[]): string[] {
  return requests.map((request) => request.url()).filter((url) => TRACKING.test(url));
}

interface LoggedEvent {
  occurredAt: string;
  visitor: string;
  type: string;
  name: string;
  subName: string;
  path: string;
  branch: number | null;
  data: Record<string, unknown>;
  browser: string;
  deviceClass: string;
  resolution: string;
}

test('a fresh visit sends no tracking request and loads no tag before consent', async ({ page, context }) => {
  // given: tag ids configured, no decision stored: the consent dialog is open and nothing may be sent meanwhile
  await forgetConsent(context);
  const requests = await recordRequests(page, IDS);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Datenschutzeinstellungen' })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(tracking(requests)).toEqual([]);

  // when: the visitor decides 'Nur notwendige', browses, fills the cart and orders
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page.getByRole('dialog', { name: 'Datenschutzeinstellungen' })).toBeHidden();
  await orderTakeaway(page, 'ohne-einwilligung@example.com');
  await page.waitForTimeout(2500);

  // then
  expect(requests.length).toBeGreaterThan(10);
  expect(tracking(requests)).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);

  // when: the visitor accepts analytics on the page (the consent modal stores the cookie and announces it)
  await page.goto('/store/online-shop');
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/analytics-log');
  const value = encodeURIComponent(
    JSON.stringify(await consent({ analytics: true, googleTag: false, facebookPixel: false })),
  );
  await page.evaluate((cookie) => {
    document.cookie = `bw_consent=${cookie}; path=/; max-age=315360000; SameSite=Lax`;
    window.dispatchEvent(new CustomEvent('bw:consent', { detail: JSON.parse(decodeURIComponent(cookie)) }));
  }, value);

  // then: from now on the page is logged, starting with the device info and the page it is on
  const batch = (await sent).postDataJSON() as { events: { type: string; path: string; branch: string }[] };
  expect(batch.events.map(({ type, path, branch }) => [type, path, branch])).toEqual([
    ['device', '/store/online-shop', 'online-shop'],
    ['pageview', '/store/online-shop', 'online-shop'],
  ]);
  expect((await (await sent).response())?.status()).toBe(202);
});

test(
  'with analytics consent the visit and the order arrive in the analytics log',
  { tag: '@clock' },
  async ({ page, context, baseURL, staff }) => {
    // given
    const start = testNow();
    await storeConsent(context, baseURL!, await consent({ analytics: true, googleTag: false, facebookPixel: false }));
    const requests = await recordRequests(page, IDS);
    const accepted: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/analytics-log') accepted.push(response.status());
    });

    // when
    await orderTakeaway(page, 'mit-einwilligung@example.com');

    // then: the visit's events arrive, the status page's view last (its batch leaves the browser on the page's own
    // schedule, so the test waits for it instead of a fixed time)
    const visitEvents = async () => {
      const [purchase] = (await staff.get('/api/analytics-log?type=purchase&pageSize=1')) as LoggedEvent[];
      if (!purchase || Date.parse(purchase.occurredAt) < start.getTime() - 1000) return [];
      return ((await staff.get('/api/analytics-log?pageSize=200')) as LoggedEvent[]).filter(
        (event) => event.visitor === purchase.visitor && Date.parse(event.occurredAt) >= start.getTime() - 1000,
      );
    };
    // (a batch leaves every second; on a loaded 2-core machine the three pages' batches took longer than 10 s once)
    await expect
      .poll(async () => (await visitEvents()).filter((event) => event.type === 'pageview').map((event) => event.path), {
        timeout: 20_000,
      })
      .toEqual(['/status', '/store/online-shop/checkout', '/store/online-shop']);
    const events = await visitEvents();

    // every batch accepted, no tag loaded (their flags are off)
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((status) => status === 202)).toBe(true);
    expect(tracking(requests).filter((url) => !url.endsWith('/api/analytics-log'))).toEqual([]);
    const branches = (await staff.get('/api/branches?pageSize=100')) as { id: number; identifier: string }[];
    const shop = branches.find((branch) => branch.identifier === 'online-shop')!;
    const byType = (type: string) => events.filter((event) => event.type === type);
    expect(byType('device')).toHaveLength(1);
    expect(byType('device')[0]).toMatchObject({
      path: '/store/online-shop',
      branch: shop.id,
      browser: 'Chrome',
      deviceClass: 'desktop',
      resolution: '1920x1080',
    });
    expect(byType('pageview').map((event) => event.path)).toEqual([
      '/status',
      '/store/online-shop/checkout',
      '/store/online-shop',
    ]);
    expect(byType('addtocart')[0]?.data).toMatchObject({ currency: 'EUR', items: [{ name: 'Semmel', quantity: '1' }] });
    expect(byType('initiatecheckout')).toHaveLength(1);
    expect(byType('purchase')[0]).toMatchObject({ path: '/store/online-shop/checkout', branch: shop.id });
    expect(byType('purchase')[0]?.data).toMatchObject({ currency: 'EUR', items: [{ name: 'Semmel' }] });
    // the status page's secret never reaches the log
    expect(events.some((event) => event.path.startsWith('/status/'))).toBe(false);
  },
);

test.describe('the Google tag and the Meta pixel', () => {
  // the storefront's policy names the tag hosts only for ids configured on the server (pytest
  // test_the_storefront_names_the_tag_hosts_only_for_configured_ids); this server runs without, so the
  // browser ignores the policy here to show what the page itself requests
  test.use({ bypassCSP: true });

  test('load only with their consent flags and configured ids, without an automatic page view', async ({
    page,
    context,
    baseURL,
  }) => {
    // given: analytics only, ids configured
    await storeConsent(context, baseURL!, await consent({ analytics: true, googleTag: false, facebookPixel: false }));
    const requests = await recordRequests(page, IDS);
    await page.goto('/store/online-shop');
    await page.waitForTimeout(1500);
    const withoutFlags = tracking(requests).filter((url) => !url.endsWith('/api/analytics-log'));

    // when: both flags on
    await storeConsent(context, baseURL!, await consent({ analytics: true, googleTag: true, facebookPixel: true }));
    await page.goto('/store/online-shop');
    await expect.poll(() => tracking(requests).filter((url) => TAG_HOSTS.test(url)).length).toBe(2);

    // then
    expect(withoutFlags).toEqual([]);
    expect(tracking(requests).filter((url) => TAG_HOSTS.test(url))).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    const gtag = await page.evaluate(() =>
      ((window as Tagged).dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry))),
    );
    expect(gtag).toContain('["config","G-TEST123",{"send_page_view":false,"anonymize_ip":true}]');
    expect(gtag).toContain(
      '["consent","default",{"analytics_storage":"granted","ad_storage":"granted","ad_user_data":"granted","ad_personalization":"granted"}]',
    );
    expect(gtag.filter((call) => call.startsWith('["event","page_view"'))).toEqual([
      `["event","page_view",{"page_path":"/store/online-shop","page_location":"${baseURL}/store/online-shop"}]`,
    ]);
    const pixel = await page.evaluate(() => ((window as Tagged).fbq?.queue ?? []).map((call) => JSON.stringify(call)));
    expect(pixel).toEqual([
      '["consent","grant"]',
      '["set","autoConfig",false,"1234567890"]',
      '["init","1234567890"]',
      '["track","PageView"]',
    ]);
  });

  test('stay away with their flags on but no ids configured', async ({ page, context, baseURL }) => {
    // given: a configuration without ids
    await storeConsent(context, baseURL!, await consent({ analytics: false, googleTag: true, facebookPixel: true }));
    const requests = await recordRequests(page, null);

    // when
    await page.goto('/store/online-shop');
    await page.waitForTimeout(2000);

    // then: no tag, and no analytics log either (analytics not consented)
    expect(requests.some((request) => request.url().endsWith('/api/public/consent'))).toBe(true);
    expect(tracking(requests)).toEqual([]);
  });
});
