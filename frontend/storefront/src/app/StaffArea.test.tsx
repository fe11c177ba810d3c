import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders, stubApi } from '../testing/render';
import { StaffArea } from './StaffArea';

function me(roles: string[]) {
  return {
    body: {
      data: {
        id: 1,
        email: 'admin@example.com',
        firstName: 'Anna',
        lastName: 'Admin',
        fullName: 'Anna Admin',
        roles,
        branches: [],
      },
    },
  };
}

describe('staff area', () => {
  it('gives an administrator the toolbar (links in new tabs, user menu, version and environment) and the tools overlay', async () => {
    document.cookie = 'csrftoken=token123';
    stubApi({ '/api/users/me': me(['ROLE_ADMIN']) });
    renderWithProviders(<StaffArea version="1.7.2-dev" environment="prod" />);

    const toolbar = await screen.findByRole('navigation', { name: 'Mitarbeiter-Toolbar' });
    const links = within(toolbar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Seiten (öffnet in neuem Tab)', '/backend#/sites', '_blank'],
      ['Statistiken (öffnet in neuem Tab)', '/backend#/dashboard', '_blank'],
      ['Navigationen (öffnet in neuem Tab)', '/backend#/navigations', '_blank'],
    ]);
    expect(within(toolbar).getByText('Version 1.7.2-dev (prod)')).toBeInTheDocument();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Anna Admin' }));
    const menu = within(toolbar).getByRole('list', { name: 'Benutzermenü' });
    expect(within(menu).getByRole('link', { name: 'Ins Backend wechseln' })).toHaveAttribute('href', '/backend');
    const logout = within(toolbar).getByRole('button', { name: 'Abmelden' });
    const form = logout.closest('form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/backend/logout']);
    expect(form.querySelector<HTMLInputElement>('input[name="csrfmiddlewaretoken"]')?.value).toBe('token123');

    expect(screen.getByRole('complementary', { name: 'Werkzeuge' })).toBeInTheDocument();
  });

  it('gives an employee the toolbar without the tools overlay', async () => {
    stubApi({ '/api/users/me': me(['ROLE_EMPLOYEE']) });
    renderWithProviders(<StaffArea version="1.7.2-dev" />);

    expect(await screen.findByRole('navigation', { name: 'Mitarbeiter-Toolbar' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Werkzeuge' })).not.toBeInTheDocument();
  });

  it('shows nothing once the session has ended (403)', async () => {
    const fetchMock = stubApi({
      '/api/users/me': {
        status: 403,
        body: { errors: [{ message: 'Keine Berechtigung.', code: 'permission_denied' }] },
      },
    });
    const { container } = renderWithProviders(<StaffArea version="1.7.2-dev" />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
