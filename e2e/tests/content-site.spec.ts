import type { Page } from '@playwright/test';

import { expect, expectNoAxeViolations, test } from './support/storefront';

/**
 * The content site of the demo business (backend/cms/demo_sites.py) as a visitor reads it, on a phone
 * (390 px) and on a desktop: the home page with its blocks, a story, a tag page, 'Über uns' with its
 * accordion and map; a stored redirect and an unknown path; sitemap.xml and robots.txt. axe (WCAG 2.x
 * A/AA) finds nothing on any page kind. Screenshots land in the test's output folder for a person to look at.
 */
const SHOP = 'Kornfeld – Bäckerei & Wirtshaus';

const VIEWPORTS = [
  { name: 'Telefon', width: 390, height: 844 },
  { name: 'Desktop', width: 1280, height: 900 },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** On a phone the main navigation sits behind 'Menü'. */
async function openMenu(page: Page, phone: boolean) {
  if (!phone) return;
  const button = page.getByRole('button', { name: 'Menü' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Schliessen' })).toHaveAttribute('aria-expanded', 'true');
}

const DEMO_STORIES = ['Hausgemachter Strudel', 'Vom Hof auf den Teller', 'Ein Buffet für 120 Gäste'];

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 600;

  test(`visitor reads the home page and a story and follows a tag (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    // the home page: the content blocks above the branches
    await page.goto('/');
    await expect(page.getByText('Kornfeld', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Brot vom Morgen, Küche bis zum Abend' })).toBeVisible();
    await expect(page.getByText('Jahre Familienbetrieb')).toBeVisible();
    const stories = page.getByRole('region', { name: 'Aus unserer Küche' });
    // the demo's three stories (a spec that ran before may have published more)
    for (const name of DEMO_STORIES) await expect(stories.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anfrage senden' })).toHaveAttribute('href', /^#formular-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Noch Fragen?' })).toBeVisible();
    await expectNoAxeViolations(page, `Startseite (${viewport.name})`);
    await shot(page, `startseite-${viewport.width}`);

    // a story from the overview
    await stories.getByRole('link', { name: 'Hausgemachter Strudel' }).click();
    await expect(page).toHaveURL('/geschichten/hausgemachter-strudel');
    await expect(page.getByRole('heading', { level: 1, name: 'Hausgemachter Strudel' })).toBeVisible();
    await expect(page).toHaveTitle(`Hausgemachter Strudel - ${SHOP}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Leistungen' })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(page.getByRole('term')).toHaveText(['Auftraggeber', 'Partner', 'Zeit']);
    await expect(details).toHaveText([
      'Wirtshaus Mariahilf, Wien, AT',
      'Obsthof Leitner, Kilb, AT',
      '3 Stunden vom Teig zum Teller',
    ]);
    const related = page.getByRole('region', { name: 'Weitere Geschichten entdecken' });
    for (const name of DEMO_STORIES.filter((story) => story !== 'Hausgemachter Strudel')) {
      await expect(related.getByRole('link', { name })).toBeVisible();
    }
    await expect(related.getByRole('link', { name: 'Hausgemachter Strudel' })).toHaveCount(0);
    await expectNoAxeViolations(page, `Geschichte (${viewport.name})`);
    await shot(page, `geschichte-${viewport.width}`);

    // its tag
    await page.getByRole('region', { name: 'Leistungen' }).getByRole('link', { name: 'Regional' }).click();
    await expect(page).toHaveURL('/tags/regional');
    await expect(page.getByRole('heading', { level: 1, name: 'Fokus: Regional' })).toBeVisible();
    await expect(page).toHaveTitle(`Alles zum Thema Regional - ${SHOP}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Mehl, Milch und Fleisch von Höfen aus der Region.',
    );
    await expect(page.getByRole('region', { name: 'Geschichten zum Thema Regional' }).getByRole('article')).toHaveCount(
      3,
    );
    await expect(page.getByRole('list', { name: 'Weitere Themen' }).getByRole('link')).toHaveText([
      'Wirtshaus',
      'Catering',
    ]);
    await expectNoAxeViolations(page, `Schlagwort (${viewport.name})`);
    await shot(page, `schlagwort-${viewport.width}`);

    // 'Über uns' through the main navigation: active item, accordion, map
    await openMenu(page, phone);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL('/ueber-uns');
    await expect(page).toHaveTitle(`Über uns - ${SHOP}`);
    await openMenu(page, phone);
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns' }),
    ).toHaveAttribute('aria-current', 'page');
    if (phone) await page.getByRole('button', { name: 'Schliessen' }).click();
    const question = page.getByRole('button', { name: 'Liefern Sie auch?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('In Wien liefern wir ab 25 € Bestellwert')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Route planen\W+Bäckerei Linz \(öffnet externe Seite\)$/ }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=48.3036%2C14.2906');
    await expectNoAxeViolations(page, `Über uns (${viewport.name})`);
    await shot(page, `ueber-uns-${viewport.width}`);
  });
}

test('a stored redirect leads on, an unknown path is a 404 page', async ({ page, consoleErrors }) => {
  const redirect = await page.request.get('/about', { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers()['location']]).toEqual([301, '/ueber-uns']);
  await page.goto('/about');
  await expect(page).toHaveURL('/ueber-uns');
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeAttached();

  consoleErrors.allow(/404 \(Not Found\)/);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
    await expect(page).toHaveTitle(`404 Not Found - ${SHOP}`);
    await expectNoAxeViolations(page, `404 (${viewport.name})`);
  }
});

test('search engines get a sitemap and robots.txt', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/ueber-uns`,
      `${baseURL}/geschichten/hausgemachter-strudel`,
      `${baseURL}/tags/regional`,
      `${baseURL}/store/wien-mariahilf`,
    ]),
  );
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('content images carry their alt text from the media library, an edited one at once', async ({ page, staff }) => {
  // the home page's gallery as the public API has it, and each image's alt text in the library
  const home = (await staff.get('/api/public/sites/lookup?path=')) as {
    content: { body: { type: string; images?: { id: number }[] }[] };
  };
  const gallery = home.content.body.find((block) => block.type === 'gallery')!.images!;
  const library = await Promise.all(
    gallery.map(async ({ id }) => ((await staff.get(`/api/images/${id}`)) as { alt: string }).alt),
  );
  expect(library).toEqual(['Kornspitz', 'Sachertorte', 'Kaiserschmarrn', 'Wiener Schnitzel vom Kalb']);

  await page.goto('/');
  const pictures = page.getByRole('list', { name: 'Bildergalerie' }).locator('img');
  await expect(pictures).toHaveCount(4);
  expect(await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(library);
  await expect(page.getByRole('img', { name: 'Bauernbrot', exact: true })).toBeVisible();

  const [first] = gallery;
  try {
    await staff.put(`/api/images/${first.id}`, { alt: 'Kornspitz, frisch aus dem Ofen' });
    await page.reload();
    await expect(pictures.first()).toHaveAttribute('alt', 'Kornspitz, frisch aus dem Ofen');
    await expectNoAxeViolations(page, 'Startseite mit geändertem Alternativtext');
  } finally {
    await staff.put(`/api/images/${first.id}`, { alt: library[0] });
  }
});
