import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';

import { test as base, expect } from './clock';

/**
 * Shared parts of the storefront journeys: a fixture that fails a test on any console error or page
 * error, a logged-in staff API session (session cookie + CSRF header), cart and checkout steps, axe,
 * and Vienna wall-clock helpers for expected dates.
 */

export interface ConsoleWatch {
  errors: string[];
  /** an expected error (e.g. the browser's log line for a 400 the test provokes) */
  allow: (pattern: RegExp) => void;
}

export interface Staff {
  get: (path: string) => Promise<unknown>;
  post: (path: string, data?: unknown) => Promise<unknown>;
  put: (path: string, data: unknown) => Promise<unknown>;
}

export const test = base.extend<{ consoleErrors: ConsoleWatch; staff: Staff }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`Seitenfehler: ${error.message}`));
      await use({ errors, allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        'Konsolenfehler',
      ).toEqual([]);
    },
    { auto: true },
  ],
  staff: async ({ baseURL }, use) => {
    const context = await request.newContext({ baseURL });
    await use(await logInStaff(context));
    await context.dispose();
  },
});

export { expect };

async function csrfToken(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** Logs the demo admin in through the login form and returns JSON helpers that expect success. */
async function logInStaff(context: APIRequestContext): Promise<Staff> {
  await context.get('/backend/login');
  const login = await context.post('/backend/login', {
    form: {
      csrfmiddlewaretoken: await csrfToken(context),
      email: 'admin@example.com',
      password: 'demo1234',
      next: '/backend',
    },
    maxRedirects: 0,
  });
  expect(login.status(), 'Anmeldung').toBe(302);

  async function send(method: 'get' | 'post' | 'put', path: string, data?: unknown) {
    const headers = { 'X-CSRFToken': await csrfToken(context) };
    // no retry on a reset connection: the server keeps idle connections open longer than any pause of a test
    // (WEB_KEEPALIVE), so it never closes one as it is reused
    const response = await context[method](path, { data, headers });
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: unknown }).data;
  }
  return {
    get: (path) => send('get', path),
    post: (path, data = {}) => send('post', path, data),
    put: (path, data) => send('put', path, data),
  };
}

export interface OpeningRule {
  type: string;
  date: string | null;
  isClosed: boolean;
  from: string | null;
  to: string | null;
}

/** Replaces a branch's opening hours (PUT /api/branches/{id} with the rest of the branch unchanged). */
export async function setOpeningHours(staff: Staff, identifier: string, openingHours: OpeningRule[]) {
  const branches = (await staff.get('/api/branches?pageSize=100')) as { id: number; identifier: string }[];
  const branch = branches.find((candidate) => candidate.identifier === identifier);
  expect(branch, identifier).toBeTruthy();
  const full = (await staff.get(`/api/branches/${branch!.id}`)) as { tags: { id: number }[] };
  // tags are {id, name} on output and ids on input
  await staff.put(`/api/branches/${branch!.id}`, { ...full, tags: full.tags.map((tag) => tag.id), openingHours });
}

export const ALWAYS_OPEN: OpeningRule[] = [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '24:00' }];

/** Opens the product's overlay, optionally sets the amount, adds it and waits for the notice. */
export async function addToCart(page: Page, name: string, amount?: string) {
  await page.getByRole('button', { name: `${name} auswählen` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (amount) await dialog.getByLabel('Menge').fill(amount);
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeVisible();
}

/** The amount shown next to a term of a summary (<dt>term</dt><dd>amount</dd>). */
export function summaryValue(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

export async function acceptConsents(page: Page) {
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

/** Submits the checkout (button by its text) and returns the created order from POST /api/orders. */
export async function submitOrder(page: Page, button = 'Bestellung abschicken') {
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders',
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
  return ((await response.json()) as { data: { id: number; uid: string; hash: string; ticketNumber: number } }).data;
}

/** Semmel on the Online-Shop as takeaway, paid in cash, up to the status page. */
export async function orderTakeaway(page: Page, email: string) {
  await page.goto('/store/online-shop');
  await addToCart(page, 'Semmel');
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Anna');
  await page.getByLabel('Nachname *', { exact: true }).fill('Huber');
  await page.getByLabel('E-Mail *', { exact: true }).fill(email);
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await acceptConsents(page);
  return submitOrder(page);
}

export function currentStep(page: Page): Locator {
  return page.locator('li[aria-current="step"]');
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The whole page against WCAG 2.2 AA; the failure message lists rule, help and the offending nodes. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n'),
  );
  expect(report, `axe-Verstöße auf ${screen}:\n${report.join('\n')}`).toEqual([]);
}

/** English words a German screen must not show (whole words, as a person reads them). */
const ENGLISH =
  /\b(Loading|Search|Cart|Checkout|Order|Orders|Submit|Total|Delivery|Close|Back|Next|Error|Required|Invalid|Please|Add to|Remove|Payment|Cash|Thank you|Menu|Open|Closed|Today|Tomorrow|Choose|Select|Time|Date|Quantity|Price|Street|City|Country|First name|Last name|Phone|Comment|Send|Rating|Undefined|null|NaN)\b/;

export async function expectGermanOnly(page: Page, screen: string) {
  const text = await page.locator('body').innerText();
  const match = ENGLISH.exec(text);
  expect(
    match?.[0] ?? null,
    `englisches Wort auf ${screen}: …${match ? text.slice(Math.max(0, match.index - 60), match.index + 60) : ''}…`,
  ).toBeNull();
}

/** Wall-clock parts of an instant in Vienna. */
export function vienna(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}.${parts.month}.${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toLowerCase(),
    germanWeekday: new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Vienna', weekday: 'long' }).format(instant),
    dayLabel: new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Vienna',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(instant),
  };
}
