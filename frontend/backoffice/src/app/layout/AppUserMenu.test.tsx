import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { AppUserMenu } from './AppUserMenu';

const me = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};

/** jsdom cannot navigate: the submitted forms are recorded instead. */
let submitted: HTMLFormElement[];

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  stubFetch((url) => (url === '/api/users/me' ? json(200, { data: me }) : json(404, {})));
});

describe('the user menu', () => {
  it("links 'Mein Profil' to the own profile page", async () => {
    // given
    render(
      <AdminContext authProvider={createAuthProvider()} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <AppUserMenu />
      </AdminContext>,
    );

    // when
    await userEvent.click(await screen.findByRole('button', { name: 'Profil' }));

    // then
    const profile = await screen.findByRole('menuitem', { name: 'Mein Profil' });
    expect(profile).toHaveAttribute('href', '#/profil');
  });

  it("logs out with 'Abmelden' by a POST carrying the CSRF token, never by a link", async () => {
    // given
    document.cookie = 'csrftoken=token-123; path=/';
    render(
      <AdminContext authProvider={createAuthProvider()} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <AppUserMenu />
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Profil' }));
    expect(await screen.findByText('Anna Admin')).toBeInTheDocument();
    const logout = screen.getByRole('menuitem', { name: 'Abmelden' });
    expect(logout).not.toHaveAttribute('href');
    expect(document.querySelector('a[href*="/backend/logout"]')).toBeNull();

    // when
    await userEvent.click(logout);

    // then
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/backend/logout');
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrfmiddlewaretoken: 'token-123' });
  });
});
