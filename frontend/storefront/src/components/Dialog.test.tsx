import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog } from './Dialog';

function Harness() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      {isOpen && (
        <Dialog
          title="Gewünschter Termin"
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" disabled>
                Übernehmen
              </button>
              <button type="button">Abbrechen</button>
            </>
          }
        >
          <fieldset disabled>
            <button type="button">Voriger Monat</button>
          </fieldset>
          <label>
            Stunden
            <select defaultValue="12">
              <option>12</option>
            </select>
          </label>
          <button type="button" hidden>
            Versteckt
          </button>
          <button type="button" disabled>
            Nächster Monat
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal whose Tab cycle skips disabled and hidden controls both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));

    const dialog = screen.getByRole('dialog', { name: 'Gewünschter Termin' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    // the first enabled control: 'Schliessen' in the head
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Stunden' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, not inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));

    await user.click(screen.getByRole('combobox', { name: 'Stunden' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
