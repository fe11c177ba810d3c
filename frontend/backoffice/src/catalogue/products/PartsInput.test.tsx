import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { normalizeProduct } from './normalizeProduct';
import type { ProductFormValues } from './normalizeProduct';
import { PartsInput } from './PartsInput';

function renderEditor(record: ProductFormValues) {
  const sent = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="products">
        <SimpleForm
          record={record as Partial<RaRecord>}
          onSubmit={(values: Record<string, unknown>) => sent(normalizeProduct(values as ProductFormValues).config)}
        >
          <PartsInput />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return sent;
}

const submit = async (user: ReturnType<typeof userEvent.setup>, sent: ReturnType<typeof vi.fn>) => {
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  return sent.mock.calls[0][0];
};

/** The n-th text box with this label (parts and options repeat their labels). */
const nth = (name: string, index: number) => screen.getAllByRole('textbox', { name })[index];

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('PartsInput', () => {
  it('adds a select part with two options and sends it as the API expects', async () => {
    const user = userEvent.setup();
    const sent = renderEditor({ name: 'Pizza', config: { parts: [] } });

    await user.click(screen.getByRole('button', { name: 'Teil hinzufügen' }));
    await user.type(nth('Name', 0), 'Größe');
    await user.click(screen.getByRole('button', { name: 'Option zu Teil 1 hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Option zu Teil 1 hinzufügen' }));
    await user.type(nth('Name der Option', 0), 'Klein');
    await user.type(nth('Name der Option', 1), 'Groß');
    await user.clear(nth('Betrag', 1));
    await user.type(nth('Betrag', 1), '2,50');
    await choose(user, screen.getAllByRole('combobox', { name: 'Preisänderung' })[0], 'Abzug');

    expect(await submit(user, sent)).toEqual({
      parts: [
        {
          name: 'Größe',
          description: '',
          type: 'select',
          optional: false,
          options: [
            { name: 'Klein', modifier: 'subtract', value: '0.00' },
            { name: 'Groß', modifier: 'add', value: '2.50' },
          ],
        },
      ],
    });
  }, 30_000);

  it('reorders and removes parts and options', async () => {
    const user = userEvent.setup();
    const sent = renderEditor({
      name: 'Torte',
      config: {
        parts: [
          {
            name: 'Boden',
            description: '',
            type: 'multiselect',
            optional: false,
            options: [
              { name: 'Schoko', modifier: 'add', value: '1.00' },
              { name: 'Vanille', modifier: 'add', value: '0.00' },
              { name: 'Nuss', modifier: 'overwrite', value: '30.00' },
            ],
          },
          { name: 'Aufschrift', description: '', type: 'text', optional: true, options: [], maxLength: 20 },
          { name: 'Foto', description: '', type: 'image', optional: true, options: [] },
        ],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Teil 2 nach oben' }));
    await user.click(screen.getByRole('button', { name: 'Teil 3 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Option 3 von Teil 2 nach oben' }));
    await user.click(screen.getByRole('button', { name: 'Option 1 von Teil 2 entfernen' }));

    expect(await submit(user, sent)).toEqual({
      parts: [
        { name: 'Aufschrift', description: '', type: 'text', optional: true, options: [], maxLength: 20 },
        {
          name: 'Boden',
          description: '',
          type: 'multiselect',
          optional: false,
          options: [
            { name: 'Nuss', modifier: 'overwrite', value: '30.00' },
            { name: 'Vanille', modifier: 'add', value: '0.00' },
          ],
        },
      ],
    });
  }, 30_000);

  it('drops the options of a part changed to a text part and hides their editor', async () => {
    const user = userEvent.setup();
    const sent = renderEditor({
      name: 'Kuchen',
      config: {
        parts: [
          {
            name: 'Glasur',
            description: '',
            type: 'select',
            optional: false,
            options: [{ name: 'Zucker', modifier: 'add', value: '0.50' }],
          },
        ],
      },
    });

    await choose(user, screen.getByRole('combobox', { name: 'Art' }), 'Mehrzeiliger Text');

    expect(screen.queryByRole('button', { name: 'Option zu Teil 1 hinzufügen' })).not.toBeInTheDocument();
    // a text part takes a maximum length
    await user.type(screen.getByRole('spinbutton', { name: 'Höchstens Zeichen' }), '120');
    expect(await submit(user, sent)).toEqual({
      parts: [{ name: 'Glasur', description: '', type: 'textarea', optional: false, options: [], maxLength: 120 }],
    });
  }, 30_000);
});
