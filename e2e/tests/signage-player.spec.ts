import { expect, test, testNow } from './support/clock';
import { branchId, pair, type StaffApi, staffApi } from './support/devices';
import { expectNoAxeViolations } from './support/storefront';

/**
 * The digital signage player (docs/devices.md): a screen at /signage/<identifier> shows its pairing code, the
 * manager pairs it and gives it a stream: the breakfast segment (a menu board drawn from the catalogue) until a
 * minute shortly after the worker's pinned instant, then the lunch segment. The player switches at that minute by
 * its own clock, here with the network gone (it plays from its last answer), sends a screenshot of what it shows,
 * obeys a 'show scene now' command from the back office and returns to its stream when the command is aborted; what
 * it shows comes back as proof of play. Restarted while the network is gone, it plays on (its service worker keeps
 * the page and its code, the player its last answer).
 *
 * The server's clock is the worker's (TEST_CLOCK, e2e/clocks.ts), so the schedule is made relative to it: it reads
 * the hour (@clock) and runs at every pinned instant (Wednesday lunch, Monday breakfast, Saturday evening).
 */

/** 'HH:MM' in Vienna of an instant. */
const viennaTime = (instant: Date) =>
  new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace('.', ':');

/** The PNG at `url` as the back office's page reads it: its size, how many of its pixels are drawn (brighter than
 * the dark screen) and how many of those lie in the top left strip (where the page's noscript text would be). */
const picture = (staff: StaffApi, url: string) =>
  staff.page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let drawn = 0;
    let strip = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (Math.max(data[index], data[index + 1], data[index + 2]) <= 100) continue;
      drawn += 1;
      const pixel = index / 4;
      if (pixel / bitmap.width < 20 && pixel % bitmap.width < 450) strip += 1;
    }
    return { type: blob.type, width: bitmap.width, height: bitmap.height, drawn, strip };
  }, url);

test.describe('signage player', { tag: '@clock' }, () => {
  // a TV's screen: the screenshot is scaled to 1280 px
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('plays breakfast, screenshot, switches to lunch on time offline, show scene now, restarts offline', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36);
    const staff = await staffApi(browser);
    const branch = await branchId(staff, 'linz-landstrasse');
    const categories = await staff.get<{ id: number; name: string }[]>('/api/categories?pageSize=1000');
    const category = (name: string) => categories.find((candidate) => candidate.name === name)!.id;

    // scenes: two menu boards from the Linz bakery's catalogue and an offer made of blocks
    const scene = (data: Record<string, unknown>) =>
      staff.post<{ id: number }>('/api/scenes', { branch, menu: null, ...data });
    const breakfast = await scene({
      path: `fruehstueck-${suffix}`,
      name: 'Frühstück',
      layout: 'menu-board',
      title: 'Frühstück',
      categories: [category('Frühstück')],
    });
    const lunch = await scene({
      path: `mittag-${suffix}`,
      name: 'Mittagstisch',
      layout: 'menu-board',
      title: 'Mittagstisch',
      categories: [category('Gebäck')],
    });
    const offer = await scene({
      path: `aktion-${suffix}`,
      name: 'Aktion',
      layout: 'blocks',
      content: { body: [{ type: 'numberFact', value: '−20 %', label: 'auf alle Torten' }] },
    });
    const segment = (name: string, sceneId: number) =>
      staff.post<{ id: number }>('/api/digital-signage-segments', {
        name,
        branch,
        scenes: [{ scene: sceneId, durationSeconds: 30, transition: 'fade' }],
      });
    const morning = await segment('Frühstück', breakfast.id);
    const noon = await segment('Mittag', lunch.id);

    // breakfast until a whole minute shortly after the server's clock, then lunch, every day
    const switchAt = new Date(Math.floor(testNow().getTime() / 60_000) * 60_000 + 3 * 60_000);
    const until = viennaTime(switchAt);
    const everyDay = [0, 1, 2, 3, 4, 5, 6];
    const stream = await staff.post<{ id: number }>('/api/digital-signage-streams', {
      name: `Tagesprogramm ${suffix}`,
      branch,
      slots: [
        { weekdays: everyDay, from: '00:00', to: until, segment: morning.id },
        { weekdays: everyDay, from: until, to: '24:00', segment: noon.id },
      ],
    });

    // the screen shows its code; the manager pairs it and makes it a TV with the stream
    const identifier = `tv-eingang-${suffix}`;
    await page.goto(`/signage/${identifier}`);
    // the pairing screen on the player's dark page (its heading was once brown on black)
    await expect(page.getByRole('status', { name: 'Kopplungscode' })).toHaveText(/^[A-Z0-9]{6}$/);
    await expectNoAxeViolations(page, 'Bildschirm koppeln');
    const device = await pair(page, staff, { branch, name: 'TV Eingang', kind: 'screen', identifier });
    const tv = await staff.post<{ id: number }>('/api/digital-signage-devices', {
      device: device.id,
      stream: stream.id,
      orientation: 'landscape',
      resolution: '1920x1080',
    });

    // breakfast: the menu board with its products and German prices
    const morningBoard = page.getByRole('region', { name: 'Frühstück' });
    await expect(morningBoard).toBeVisible({ timeout: 15_000 });
    await expect(morningBoard.getByRole('heading', { level: 1, name: 'Frühstück' })).toBeVisible();
    await expect(morningBoard.getByRole('listitem').filter({ hasText: 'Kleines Frühstück' })).toContainText('5,90 EUR');
    await expect(morningBoard.getByRole('listitem').filter({ hasText: 'Großes Frühstück' })).toContainText('11,90 EUR');
    await expect
      .poll(
        async () =>
          (await staff.get<{ showing: { sceneName: string | null } }>(`/api/digital-signage-devices/${tv.id}`)).showing
            .sceneName,
      )
      .toBe('Frühstück');

    // the network goes; the clock passes the switch: lunch comes from the last answer
    await page.context().setOffline(true);
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(switchAt.getTime() - browserNow + 2_000);
    const noonBoard = page.getByRole('region', { name: 'Mittagstisch' });
    await expect(noonBoard).toBeVisible();
    await expect(noonBoard.getByRole('listitem').filter({ hasText: 'Semmel' })).toContainText('0,55 EUR');
    await expect(page.getByRole('region', { name: 'Frühstück' })).toBeHidden();
    await expect(page.getByText('Keine Verbindung zum Server – neuer Versuch läuft.')).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('Keine Verbindung zum Server – neuer Versuch läuft.')).toBeHidden();

    // 'Bildschirmfoto': a PNG of the board (its text and pictures on the dark screen), 1920 × 1080 scaled to
    // 1280 × 720, drawn within the page's policy (the pictures come from the player's cache as blob: URLs)
    await expect(noonBoard.locator('img').first()).toHaveAttribute('src', /^blob:/);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await staff.post(`/api/digital-signage-devices/${tv.id}/command`, { kind: 'screenshot' });
    const screenshotUrl = async () =>
      (await staff.get<{ screenshot: { url: string } | null }>(`/api/digital-signage-devices/${tv.id}`)).screenshot
        ?.url ?? '';
    await expect.poll(screenshotUrl, { timeout: 20_000 }).toMatch(/^\/upload\/[^/]+\/\d+-1\.png$/);
    const shot = await picture(staff, await screenshotUrl());
    expect(shot).toMatchObject({ type: 'image/png', width: 1280, height: 720, strip: 0 });
    expect(shot.drawn).toBeGreaterThan(20_000);
    expect(refused).toEqual([]);

    // 'show scene now' from the back office: the offer until the command is aborted
    const command = await staff.post<{ id: number }>(`/api/digital-signage-devices/${tv.id}/command`, {
      kind: 'show-scene',
      sceneId: offer.id,
    });
    const offerScene = page.getByRole('region', { name: 'Aktion' });
    await expect(offerScene).toBeVisible();
    await expect(offerScene).toContainText('−20 %');
    await expect(offerScene).toContainText('auf alle Torten');
    await expect
      .poll(
        async () =>
          (await staff.get<{ showing: { sceneName: string | null } }>(`/api/digital-signage-devices/${tv.id}`)).showing
            .sceneName,
      )
      .toBe('Aktion');
    await staff.post(`/api/digital-signage-devices/${tv.id}/command/abort`, { id: command.id });
    await expect(offerScene).toBeHidden();
    await expect(noonBoard).toBeVisible();

    // the screen restarts while the network is gone: the service worker has its page, the player its last answer
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active!;
      if (active.state !== 'activated')
        await new Promise((done) =>
          active.addEventListener('statechange', () => active.state === 'activated' && done(0)),
        );
      return { scope: registration.scope, script: active.scriptURL, controlled: !!navigator.serviceWorker.controller };
    });
    expect(worker).toEqual({
      scope: new URL('/signage/', page.url()).href,
      script: new URL('/signage/sw.js', page.url()).href,
      controlled: true,
    });
    // the worker has kept the player's page: at its activation, or with the player's next request when the network
    // was gone then (on a loaded machine the worker once activated during the offline minute above)
    await expect
      .poll(() => page.evaluate(async () => !!(await caches.match(location.origin + location.pathname))))
      .toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect(noonBoard).toBeVisible();
    await expect(noonBoard.getByRole('listitem').filter({ hasText: 'Semmel' })).toContainText('0,55 EUR');
    await expect(page.getByText('Keine Verbindung zum Server – neuer Versuch läuft.')).toBeVisible();
    await page.context().setOffline(false);
  });
});
