import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { DonateeSection, filterDonatees } from './DonateeSection';

const donatees = [
  { id: 1, name: 'Tafel Wien', description: 'Lebensmittel für Bedürftige' },
  { id: 2, name: 'Tierheim', description: 'Hunde und KATZEN' },
];

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <DonateeSection donatees={donatees} value={value} currency="EUR" onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe('donatee section', () => {
  it('filters on name and description, case-insensitively', () => {
    expect(filterDonatees(donatees, 'katzen').map((donatee) => donatee.id)).toEqual([2]);
    expect(filterDonatees(donatees, ' TAFEL ').map((donatee) => donatee.id)).toEqual([1]);
    expect(filterDonatees(donatees, '').map((donatee) => donatee.id)).toEqual([1, 2]);
  });

  it('picks a donatee in the modal, says when nothing matches, and can go back to none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    expect(
      await screen.findByText('Wir spenden 0,07 EUR für Ihre Bestellung an die gewählte Organisation.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Organisation wählen' }));
    const dialog = screen.getByRole('dialog', { name: 'Spendenempfänger' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Organisation suchen' }), 'zirkus');
    expect(within(dialog).getByText('Keine passende Organisation gefunden.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'hunde');
    await user.click(within(dialog).getByRole('button', { name: /Tierheim/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keine Spende' }));
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });
});
