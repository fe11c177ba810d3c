import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { NotFoundPage } from './StatusPages';

describe('the back office 404 page', () => {
  it('ends its message with one full stop', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NotFoundPage />
      </AdminContext>,
    );

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Nicht gefunden');
    expect(heading.nextElementSibling).toHaveTextContent(/^Die Adresse ist falsch oder der Link ist ungültig\.$/);
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
