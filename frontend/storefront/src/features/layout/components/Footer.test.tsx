import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderWithProviders, stubApi } from '../../../testing/render';
import { Footer } from './Footer';

// the theme picker, not the Christmas toggle, whatever the real date (the toggle has its own test)
vi.mock('../../../lib/christmas', async (original) => ({
  ...(await original<typeof import('../../../lib/christmas')>()),
  useChristmasSeason: () => false,
}));

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

  it("offers 'Noch Fragen?' with the footer forms as '#formular-{id}' links, the footer navigation, phone and e-mail", async () => {
    stubApi({
      '/api/public/nodes': {
        body: {
          data: [
            { id: 3, type: 'form', identifier: 'kontakt', content: { name: 'Kontakt', isInFooter: true } },
            { id: 4, type: 'form', identifier: 'intern', content: { name: 'Intern', isInFooter: false } },
          ],
        },
      },
      '/api/public/navigations': {
        body: {
          data: [
            {
              id: 2,
              identifier: 'footer',
              items: [
                { type: 'site', label: 'Über uns', href: '/ueber-uns', children: [] },
                { type: 'link', label: 'Instagram', href: 'https://instagram.com/wirtshaus', children: [] },
              ],
            },
          ],
        },
      },
    });
    renderWithProviders(
      <Footer
        config={makeConfig({ phone: '+43 1 5220088', email: 'hallo@example.com' })}
        onConsentSettings={() => {}}
      />,
    );

    const questions = await screen.findByRole('region', { name: 'Noch Fragen?' });
    expect(
      within(questions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Kontakt', '#formular-3']]);
    const nav = await screen.findByRole('navigation', { name: 'Fußnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Über uns', '/ueber-uns'],
      ['Instagram (öffnet externe Seite)', 'https://instagram.com/wirtshaus'],
    ]);
    expect(screen.getByRole('link', { name: '+43 1 5220088' })).toHaveAttribute('href', 'tel:+4315220088');
    expect(screen.getByRole('link', { name: 'hallo@example.com' })).toHaveAttribute('href', 'mailto:hallo@example.com');
    expect(within(screen.getByRole('group', { name: 'Farbschema' })).getAllByRole('radio')).toHaveLength(4);
  });
});
