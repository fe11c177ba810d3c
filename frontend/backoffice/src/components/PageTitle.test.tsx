import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TitlePortal } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { PageTitle } from './PageTitle';

describe('the page title', () => {
  it('shows the translated title in the app bar, also when the bar arrives with the page', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TitlePortal />
        <PageTitle title="bestellwerk.menu.dashboard" />
      </AdminContext>,
    );

    const box = document.getElementById('react-admin-title')!;
    await waitFor(() => expect(box).toHaveTextContent('Übersicht'));
  });

  it('shows a text that is no key as given, and the default title without a title', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TitlePortal />
        <PageTitle title="Keine Berechtigung" />
        <PageTitle defaultTitle="Bestellwerk Backend" />
      </AdminContext>,
    );

    await screen.findByText('Keine Berechtigung');
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Keine BerechtigungBestellwerk Backend');
  });
});
