import { type Browser, expect, type Page } from '@playwright/test';

import { logInAsAdmin } from './backoffice';

/**
 * The manager's side of the device specs: a logged-in back office session whose API calls carry the CSRF token,
 * and the pairing of a device page through POST /api/devices/pair with the code the page shows.
 */
export interface StaffApi {
  page: Page;
  get: <T = unknown>(url: string) => Promise<T>;
  post: <T = unknown>(url: string, data?: unknown, timeout?: number) => Promise<T>;
}

export async function staffApi(browser: Browser): Promise<StaffApi> {
  const page = await browser.newPage();
  await logInAsAdmin(page);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return {
    page,
    get: async (url) => {
      const response = await page.request.get(url);
      expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
      return (await response.json()).data;
    },
    post: async (url, data = {}, timeout = 15_000) => {
      const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf }, timeout });
      expect([200, 201], `${url}: ${await response.text()}`).toContain(response.status());
      return (await response.json()).data;
    },
  };
}

/** The id of a demo branch by its identifier. */
export async function branchId(staff: StaffApi, identifier: string): Promise<number> {
  const branches = await staff.get<{ id: number; identifier: string }[]>('/api/branches?pageSize=100');
  const branch = branches.find((candidate) => candidate.identifier === identifier);
  expect(branch, `branch ${identifier}`).toBeTruthy();
  return branch!.id;
}

/** Reads the code the device page shows and pairs the device in the branch; the device as the API answers it. */
export async function pair(
  device: Page,
  staff: StaffApi,
  fields: { branch: number; name: string; kind: 'tablet' | 'screen'; identifier: string },
): Promise<{ id: number; name: string }> {
  const code = device.getByRole('status', { name: 'Kopplungscode' });
  await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(device.getByText('Geben Sie diesen Code im Backend unter Geräte → Gerät koppeln ein.')).toBeVisible();
  return staff.post('/api/devices/pair', { code: await code.textContent(), ...fields });
}
