/**
 * react-admin auth provider over the Django session.
 *
 * Logging in and out happens on server-rendered pages (/backend/login, /backend/logout), so this
 * provider only checks the session via GET /api/users/me and sends the browser to those pages.
 * Logging out is a POST with the CSRF token (a GET could be triggered by any other site).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { readCookie } from '@bestellwerk/common/api/client';
import { request } from './http';
import { de } from '../i18n/de';
import type { CurrentUser, Role, User } from './types';

export const LOGIN_URL = '/backend/login';
export const LOGOUT_URL = '/backend/logout';

export const ROLE_ADMIN = 'ROLE_ADMIN' satisfies Role;
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE' satisfies Role;

/** The name parts of a user or the current user; missing or null names are tolerated. */
type NameParts = Pick<User, 'email'> & {
  [K in 'firstName' | 'lastName']?: User[K] | null;
};

/** 'Firstname Lastname', or the e-mail address when the user has no name. */
export function formatUserName(user: NameParts): string {
  const name = [user.firstName, user.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

export function isAdmin(permissions: unknown): boolean {
  return Array.isArray(permissions) && permissions.includes(ROLE_ADMIN);
}

/**
 * Ends the session: submits a hidden POST form to /backend/logout with Django's CSRF token, so the
 * browser shows the server's 'Abgemeldet' page.
 */
export function submitLogout(doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = LOGOUT_URL;
  form.hidden = true;
  const token = doc.createElement('input');
  token.type = 'hidden';
  token.name = 'csrfmiddlewaretoken';
  token.value = readCookie('csrftoken') ?? '';
  form.append(token);
  doc.body.append(form);
  form.submit();
}

export interface AuthProviderOptions {
  /** Leaves the single-page app for a server page (replaced in tests). */
  redirect?: (url: string) => void;
  /** Logs out on the server (replaced in tests). */
  logOut?: () => void;
}

export type BestellwerkAuthProvider = AuthProvider & {
  getCurrentUser(): Promise<CurrentUser>;
  clearCache(): void;
};

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null | undefined)?.status;

export function createAuthProvider(options: AuthProviderOptions = {}): BestellwerkAuthProvider {
  const redirect =
    options.redirect ??
    ((url: string) => {
      window.location.href = url;
    });
  const logOut = options.logOut ?? (() => submitLogout());
  let currentUser: Promise<CurrentUser> | null = null;
  let leaving = false;

  const goToLogin = () => {
    if (leaving) return;
    leaving = true;
    currentUser = null;
    redirect(LOGIN_URL);
  };

  /** The current user, fetched once per page load (the session decides, not the client). */
  const getCurrentUser = (): Promise<CurrentUser> => {
    if (!currentUser) {
      currentUser = request<CurrentUser>('/users/me', { fallback: de.bestellwerk.errors.currentUser })
        .then((response) => response.data)
        .catch((error: unknown) => {
          currentUser = null;
          throw error;
        });
    }
    return currentUser;
  };

  return {
    getCurrentUser,
    clearCache() {
      currentUser = null;
    },

    async login() {
      goToLogin();
    },

    async logout() {
      // react-admin also calls logout when a check fails; never log out while the browser is
      // already on its way to the login page.
      if (!leaving) {
        leaving = true;
        currentUser = null;
        logOut();
      }
      return false;
    },

    async checkAuth() {
      try {
        await getCurrentUser();
      } catch (error) {
        if (statusOf(error) === 401) {
          goToLogin();
          throw { message: false, logoutUser: false };
        }
        // Not an authentication problem (server down, 500): let the app start and show the error.
      }
    },

    async checkError(error) {
      const status = statusOf(error);
      if (status === 401) {
        goToLogin();
        throw { message: false, logoutUser: false };
      }
      // 403: stay on the page; the caller shows the German error text.
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await getCurrentUser();
      return { id: user.id, fullName: formatUserName(user), email: user.email, branches: user.branches };
    },

    async getPermissions() {
      try {
        return (await getCurrentUser()).roles ?? [];
      } catch {
        return [];
      }
    },
  };
}

export const authProvider = createAuthProvider();
