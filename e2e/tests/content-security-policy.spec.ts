import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/backoffice';

/**
 * The Content-Security-Policy of every HTML page: the apps run under it without a single violation,
 * and a script injected into the page (as an XSS would) is blocked by the browser instead of running.
 */

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function injectInlineScript(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ ran: boolean; blocked: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ ran: 'injected' in window, blocked: event.violatedDirective }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.appendChild(script);
        const image = document.createElement('img');
        image.setAttribute('src', 'data:,');
        image.setAttribute('onerror', 'window.injected = true');
        document.body.appendChild(image);
      }),
  );
}

test('the storefront runs under the policy and an injected inline script does not', async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/');
  // scripts from this server, and the one inline starter of the app's code by its hash (web/storefront_start.js)
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kornfeld – Bäckerei & Wirtshaus' })).toBeVisible();
  await page.goto('/store/online-shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  const result = await injectInlineScript(page);

  expect(result).toEqual({ ran: false, blocked: 'script-src-elem' });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('the back office runs under the policy and an injected inline script does not', async ({ page }) => {
  const violations = await collectViolations(page);
  await logInAsAdmin(page);
  await page.goto('/backend#/orders');
  await expect(page.getByRole('heading', { name: 'Bestellverlauf' })).toBeVisible();
  expect(violations).toEqual([]);

  const result = await injectInlineScript(page);

  expect(result.ran).toBe(false);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
