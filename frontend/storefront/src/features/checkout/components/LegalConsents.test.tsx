import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderWithProviders, stubApi } from '../../../testing/render';
import { LegalConsents } from './LegalConsents';

describe('legal consents', () => {
  it('opens the terms text in a modal when the config holds it and links the external privacy policy', async () => {
    stubApi({
      '/api/public/legal/terms-and-conditions': {
        body: {
          data: {
            slug: 'terms-and-conditions',
            title: 'AGB',
            html: '<h2>Geltungsbereich</h2><p>Für alle Bestellungen.</p>',
          },
        },
      },
    });
    const config = makeConfig({
      termsAndConditionsText: '## Geltungsbereich',
      privacyPolicy: 'https://www.example.com/datenschutz',
    });
    const user = userEvent.setup();
    renderWithProviders(
      <LegalConsents config={config} legalInstructions={false} privacyPolicy={false} errors={{}} onChange={() => {}} />,
    );

    expect(
      await screen.findByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen . *' }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      'https://www.example.com/datenschutz',
    );
    await user.click(screen.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' });
    expect(await within(dialog).findByText('Für alle Bestellungen.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveFocus();
  });
});
