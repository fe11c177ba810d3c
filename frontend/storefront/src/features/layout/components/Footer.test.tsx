import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('renders internal pages as app links and external URLs in a new tab', async () => {
    renderWithProviders(
      <Footer
        config={makeConfig({
          termsAndConditions: 'https://www.example.com/agb',
          privacyPolicy: 'https://www.example.com/datenschutz',
          imprintText: '## Impressum',
          allergensText: '## Allergene',
        })}
        onConsentSettings={() => {}}
      />,
    );

    const nav = await screen.findByRole('navigation', { name: 'Rechtliches' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['AGB (öffnet externe Seite)', 'https://www.example.com/agb'],
      ['Datenschutz (öffnet externe Seite)', 'https://www.example.com/datenschutz'],
      ['Impressum', '/site/imprint'],
      ['Allergene', '/site/allergens'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[2]).not.toHaveAttribute('target');
    expect(screen.getByText('Kornfeld Gastro GmbH, Mariahilfer Straße 88, 1070 Wien')).toBeInTheDocument();
  });

  it("always offers 'Datenschutzeinstellungen', which opens the consent dialog", async () => {
    const opened = vi.fn();
    renderWithProviders(<Footer config={makeConfig()} onConsentSettings={opened} />);

    const nav = await screen.findByRole('navigation', { name: 'Rechtliches' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Datenschutzeinstellungen' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
