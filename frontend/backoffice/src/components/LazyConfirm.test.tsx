import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { Confirm } from './LazyConfirm';

function Regenerate({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Neu erzeugen
      </button>
      <Confirm
        isOpen={open}
        title="Schlüssel neu erzeugen"
        content="Der alte Schlüssel gilt dann nicht mehr."
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('a confirmation loaded when first opened', () => {
  it('is not in the page until opened, then asks and confirms as react-admin’s', async () => {
    const onConfirm = vi.fn();
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Regenerate onConfirm={onConfirm} />
      </AdminContext>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Neu erzeugen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Schlüssel neu erzeugen' });
    expect(dialog).toHaveTextContent('Der alte Schlüssel gilt dann nicht mehr.');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
