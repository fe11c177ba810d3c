import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, formatUserName, submitLogout } from './authProvider';
import type { FetchMock } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';

const me = {
  id: 1,
  email: 'admin@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  fullName: 'Anna Admin',
  roles: ['ROLE_ADMIN'],
  branches: [{ id: 2, name: 'Graz', identifier: 'graz' }],
};

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

describe('checkError', () => {
  it('sends the browser to the backend login on 401', async () => {
    const redirect = vi.fn();
    const auth = createAuthProvider({ redirect });
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: false, logoutUser: false });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/backend/login');
  });

  it('stays on the page on 403 so the error can be shown', async () => {
    const redirect = vi.fn();
    const auth = createAuthProvider({ redirect });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('assigns window.location.href by default', async () => {
    const location = { href: 'http://localhost/backend#/branches' };
    vi.stubGlobal('location', location);
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(window.location.href).toBe('/backend/login');
  });
});

describe('checkAuth', () => {
  it('asks GET /api/users/me once and caches the user', async () => {
    fetchMock.mockResolvedValue(json(200, { data: me }));
    const auth = createAuthProvider({ redirect: vi.fn() });
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(await auth.getPermissions!({})).toEqual(['ROLE_ADMIN']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/users/me');
  });

  it('redirects to the login page when the session is gone, and logout does not redirect again', async () => {
    fetchMock.mockResolvedValue(json(401, { errors: [{ message: 'Nicht angemeldet.', code: 'not_authenticated' }] }));
    const redirect = vi.fn();
    const logOut = vi.fn();
    const auth = createAuthProvider({ redirect, logOut });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false, logoutUser: false });
    // react-admin calls logout after a failed check; the browser must still end up on the login page.
    await expect(auth.logout({})).resolves.toBe(false);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/backend/login');
    expect(logOut).not.toHaveBeenCalled();
  });

  it('lets the app start when the user cannot be loaded for another reason', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    const redirect = vi.fn();
    const auth = createAuthProvider({ redirect });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).rejects.toThrow('Aktiver Benutzer konnte nicht geladen werden.');
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('identity and logout', () => {
  it('formats the name as "Firstname Lastname"', async () => {
    fetchMock.mockResolvedValue(json(200, { data: me }));
    const auth = createAuthProvider({ redirect: vi.fn() });
    expect(await auth.getIdentity!()).toMatchObject({ id: 1, fullName: 'Anna Admin' });
  });

  it.each([
    [{ email: 'e@example.com', firstName: 'Eva', lastName: '' }, 'Eva'],
    [{ email: 'e@example.com', firstName: null, lastName: 'Muster' }, 'Muster'],
    [{ email: 'e@example.com', firstName: ' ', lastName: null }, 'e@example.com'],
  ])('formatUserName(%o) is %s', (user, expected) => {
    expect(formatUserName(user)).toBe(expected);
  });

  it('logs out by POST on the server page, once', async () => {
    const redirect = vi.fn();
    const logOut = vi.fn();
    const auth = createAuthProvider({ redirect, logOut });
    await expect(auth.logout({})).resolves.toBe(false);
    await expect(auth.logout({})).resolves.toBe(false);
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('submits a hidden POST form to /backend/logout with the CSRF token of the cookie', () => {
    document.cookie = 'csrftoken=abc%3D; path=/';
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitLogout();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/backend/logout');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrfmiddlewaretoken: 'abc=' });
  });
});
