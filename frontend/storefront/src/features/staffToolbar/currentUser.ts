import { apiFetch } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';

export type CurrentUser = components['schemas']['CurrentUser'];

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

/** GET /api/users/me: the logged-in staff member (403 without a staff session). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/users/me', { signal });
}

/** The toolbar is for staff: administrators and employees (the back office's STAFF_ROLES). */
export function showsStaffToolbar(user: Pick<CurrentUser, 'roles'> | undefined | null): boolean {
  return !!user && (user.roles.includes(ROLE_ADMIN) || user.roles.includes(ROLE_EMPLOYEE));
}

/** ROLE_ADMIN also gets the tools overlay with the presentation (spec backoffice §6). */
export function showsToolsOverlay(user: Pick<CurrentUser, 'roles'> | undefined | null): boolean {
  return !!user && user.roles.includes(ROLE_ADMIN);
}

/** The formatted name: first and last name, else the e-mail address. */
export function formattedName(user: Pick<CurrentUser, 'fullName' | 'email'>): string {
  return user.fullName.trim() || user.email;
}
