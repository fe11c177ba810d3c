import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its title, with the title as a second-level heading', () => {
    render(
      <Section title="Kunde">
        <p>Erika Musterfrau</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Kunde' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Kunde' })).toBeInTheDocument();
    expect(region).toHaveTextContent('KundeErika Musterfrau');
  });
});
