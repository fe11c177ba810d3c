import type { Page } from '@playwright/test';

import { testNow } from './support/clock';
import {
  acceptConsents,
  addToCart,
  expect,
  expectNoAxeViolations,
  submitOrder,
  test,
  vienna,
} from './support/storefront';

/**
 * A customer on a 390×844 phone orders what is not available right away (issue 10): the Online-Shop's
 * 'Kleines Frühstück' (category 'Frühstück', daily 06:00-11:00) and the 'Sachertorte' (two days' lead
 * time). The menu, the item dialog and the checkout say why and when, the checkout chooses the first
 * possible time, and the order goes through for it. Every expected time follows from testNow(), so the
 * journey holds at each of the E2E_CLOCKS instants (Monday 07:30 is inside the breakfast window).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PREORDER = 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.';

/** Screenshots for a person to look at: E2E_SCREENSHOT_DIR (e.g. var/shots), else the test's output folder. */
function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

async function look(page: Page, name: string, screen: string) {
  await page.screenshot({ path: shot(name), fullPage: true });
  await expectNoAxeViolations(page, screen);
}

/** The Online-Shop is open around the clock: the first slot is the instant + 15 minutes + lead time, up to 5 minutes. */
function earliest(at: number, leadMs: number): Date {
  const slot = 5 * MINUTE;
  return new Date(Math.ceil((at + 15 * MINUTE + leadMs) / slot) * slot);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The texts of the first slot as the page may show them since the test began: the page's clock ticks every 30
 * seconds, and on a busy machine the steps from the product dialog to the order can cross a slot's boundary.
 */
function slotTexts(since: Date, leadMs: number, format: (slot: Date) => string): RegExp {
  const texts = new Set<string>();
  const last = earliest(testNow().getTime() + 60_000, leadMs).getTime();
  for (let slot = earliest(since.getTime() - 60_000, leadMs).getTime(); slot <= last; slot += 5 * MINUTE) {
    texts.add(format(new Date(slot)));
  }
  return new RegExp(`^(${[...texts].map(escape).join('|')})$`);
}

async function fillContact(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Lena');
  await page.getByLabel('Nachname *', { exact: true }).fill('Fuchs');
  await page.getByLabel('E-Mail *', { exact: true }).fill(email);
  await acceptConsents(page);
}

function statusValue(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

test(
  'breakfast outside its hours is preordered for its window; inside them it is ordered at once',
  { tag: '@clock' },
  async ({ page }) => {
    const now = vienna(testNow());
    const isBreakfastTime = now.time >= '06:00' && now.time < '10:45';
    const isEarly = now.time < '06:00';
    const day = isEarly ? now : vienna(new Date(testNow().getTime() + DAY));

    await page.goto('/store/online-shop');
    const breakfast = page.getByRole('region', { name: 'Frühstück' });
    await expect(breakfast.getByRole('button', { name: 'Kleines Frühstück auswählen' })).toBeVisible();
    const again = isEarly ? 'Wieder verfügbar ab 06:00 Uhr.' : 'Wieder verfügbar morgen ab 06:00 Uhr.';
    if (isBreakfastTime) {
      await expect(breakfast).not.toContainText('Derzeit nicht verfügbar');
    } else {
      await expect(breakfast.getByText(`Derzeit nicht verfügbar. ${again} ${PREORDER}`, { exact: true })).toBeVisible();
    }
    await look(page, 'phone-breakfast-menu.png', 'Speisekarte (Frühstück)');

    // the item dialog says it before the product goes into the cart
    await breakfast.getByRole('button', { name: 'Kleines Frühstück auswählen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kleines Frühstück' });
    await expect(dialog).toBeVisible();
    const note = `Kleines Frühstück ist derzeit nicht verfügbar. ${again} ${PREORDER}`;
    if (isBreakfastTime) await expect(dialog).not.toContainText('nicht verfügbar');
    else await expect(dialog.getByText(note, { exact: true })).toBeVisible();
    await page.screenshot({ path: shot('phone-breakfast-dialog.png') });
    await expectNoAxeViolations(page, 'Produktdialog Kleines Frühstück');
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/store/online-shop/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
    const appointment = page.getByRole('region', { name: 'Gewünschter Termin' });
    if (isBreakfastTime) {
      // available now: as soon as possible, and the picker offers today only up to the window's last slot
      await expect(appointment.getByText('So schnell wie möglich', { exact: true })).toBeVisible();
      await appointment.getByRole('button', { name: 'Termin wählen' }).click();
    } else {
      // not for now: a time is needed and none is chosen for the customer, 'as soon as possible' is not offered
      await expect(appointment.getByText('Keine Angabe', { exact: true })).toBeVisible();
      await expect(appointment.getByRole('button', { name: 'So schnell wie möglich' })).toHaveCount(0);
      await expect(
        appointment.getByText(`Kleines Frühstück ist derzeit nicht verfügbar. ${again}`, { exact: true }),
      ).toBeVisible();
      await look(page, 'phone-breakfast-checkout.png', 'Bestellvorgang (Frühstück vorbestellt)');
      await appointment.getByRole('button', { name: 'Termin wählen' }).click();
    }
    const picker = page.getByRole('dialog', { name: 'Gewünschter Termin' });
    await expect(picker).toBeVisible();
    const ranges = picker.getByRole('listitem');
    await expect(ranges).toHaveCount(1);
    await expect(ranges).toHaveText(isBreakfastTime ? /^\d\d:\d\d - 10:55 Uhr$/ : '06:00 - 10:55 Uhr');
    await look(page, 'phone-breakfast-picker.png', 'Terminauswahl (Frühstück)');
    if (isBreakfastTime) {
      await picker.getByRole('button', { name: 'Abbrechen' }).click();
    } else {
      // the picker opens at the first possible day: its first time is taken
      await picker.getByRole('button', { name: '06:00 - 10:55 Uhr' }).click();
      await picker.getByRole('button', { name: 'Übernehmen' }).click();
      await expect(
        appointment.getByText(`${isEarly ? 'Heute' : 'Morgen'}, ${day.date}, 06:00 Uhr`, { exact: true }),
      ).toBeVisible();
    }
    await expect(picker).toBeHidden();

    await fillContact(page, 'fruehstueck@example.com');
    const order = await submitOrder(page);
    await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
    await expect(statusValue(page, 'Termin')).toHaveText(
      isBreakfastTime ? 'So schnell wie möglich' : `${day.date} 06:00 Uhr`,
    );
    await look(page, 'phone-breakfast-status.png', 'Statusseite (Frühstück)');
  },
);

test(
  'a time chosen before the breakfast went into the cart: the checkout names it before the order is sent',
  { tag: '@clock' },
  async ({ page }) => {
    const tomorrow = vienna(new Date(testNow().getTime() + DAY));

    // a roll for tomorrow at 12:00
    await page.goto('/store/online-shop');
    await addToCart(page, 'Semmel');
    await page.goto('/store/online-shop/checkout');
    const appointment = page.getByRole('region', { name: 'Gewünschter Termin' });
    await appointment.getByRole('button', { name: 'Termin wählen' }).click();
    const picker = page.getByRole('dialog', { name: 'Gewünschter Termin' });
    await picker.getByRole('button', { name: new RegExp(tomorrow.dayLabel) }).click();
    await expect(picker.getByRole('listitem')).toHaveText(['00:00 - 23:55 Uhr']);
    await picker.getByLabel('Stunden').selectOption('12');
    await picker.getByLabel('Minuten').selectOption('00');
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(appointment.getByText(`Morgen, ${tomorrow.date}, 12:00 Uhr`, { exact: true })).toBeVisible();

    // then the breakfast: the checkout says at once that it is not served at that time, and when it is
    await page.goto('/store/online-shop');
    await page
      .getByRole('region', { name: 'Frühstück' })
      .getByRole('button', { name: 'Kleines Frühstück auswählen' })
      .click();
    await page
      .getByRole('dialog', { name: 'Kleines Frühstück' })
      .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
      .click();
    await page.goto('/store/online-shop/checkout');
    await expect(appointment.getByText(`Morgen, ${tomorrow.date}, 12:00 Uhr`, { exact: true })).toBeVisible();
    await expect(
      appointment.getByText(
        'Kleines Frühstück ist zum gewählten Termin nicht verfügbar. Am gewählten Tag erhältlich von 06:00 bis 11:00 Uhr.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await look(page, 'phone-chosen-time-checkout.png', 'Bestellvorgang (Termin außerhalb des Frühstücks)');

    // the picker offers that day only the breakfast's times; 06:00 is taken
    await appointment.getByRole('button', { name: 'Termin ändern' }).click();
    await expect(picker.getByRole('listitem')).toHaveText(['06:00 - 10:55 Uhr']);
    await expect(picker.getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    await picker.getByRole('button', { name: '06:00 - 10:55 Uhr' }).click();
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(appointment.getByText(`Morgen, ${tomorrow.date}, 06:00 Uhr`, { exact: true })).toBeVisible();
    await expect(appointment).not.toContainText('zum gewählten Termin');

    await fillContact(page, 'termin@example.com');
    const order = await submitOrder(page);
    await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
    await expect(statusValue(page, 'Termin')).toHaveText(`${tomorrow.date} 06:00 Uhr`);
  },
);

test(
  'the cake names its lead time and the first possible day, and is ordered for it',
  { tag: '@clock' },
  async ({ page }) => {
    const lead = 2 * DAY;
    const begun = testNow();
    const label = (slot: Date) => `${vienna(slot).date}, ${vienna(slot).time} Uhr`;

    await page.goto('/store/online-shop');
    await page.getByRole('button', { name: 'Sachertorte auswählen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sachertorte' });
    await expect(dialog).toBeVisible();
    const reason = 'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: ';
    await expect(dialog.getByText(reason)).toHaveText(slotTexts(begun, lead, (slot) => `${reason}${label(slot)}.`));
    await dialog.getByRole('button', { name: /^Ø 18 cm/ }).click();
    await page.screenshot({ path: shot('phone-cake-dialog.png') });
    await expectNoAxeViolations(page, 'Produktdialog Sachertorte');
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/store/online-shop/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
    const appointment = page.getByRole('region', { name: 'Gewünschter Termin' });
    await expect(appointment.getByText(reason)).toHaveText(
      slotTexts(begun, lead, (slot) => `${reason}${label(slot)}.`),
    );
    // no time is chosen for the customer: the picker offers the first possible one, the customer takes it
    await expect(appointment.locator('#checkout-appointmentDate')).toHaveText('Keine Angabe');
    await expect(appointment.getByRole('button', { name: 'So schnell wie möglich' })).toHaveCount(0);
    await look(page, 'phone-cake-checkout.png', 'Bestellvorgang (Sachertorte)');
    await appointment.getByRole('button', { name: 'Termin wählen' }).click();
    await page.getByRole('dialog', { name: 'Gewünschter Termin' }).getByRole('button', { name: 'Übernehmen' }).click();
    await expect(appointment.locator('#checkout-appointmentDate')).toHaveText(slotTexts(begun, lead, label));

    await fillContact(page, 'torte@example.com');
    const order = await submitOrder(page);
    const placed = (order as unknown as { appointmentDate: string }).appointmentDate;
    expect(placed).toMatch(slotTexts(begun, lead, (slot) => slot.toISOString().replace('.000Z', 'Z')));
    await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
    const at = vienna(new Date(placed));
    await expect(statusValue(page, 'Termin')).toHaveText(`${at.date} ${at.time} Uhr`);
    await look(page, 'phone-cake-status.png', 'Statusseite (Sachertorte)');
  },
);
