import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { ContentInput } from './ContentInput';
import { testSchema } from './testSchema';
import type { ContentFieldSpec } from './types';
import { isLinkAddress } from './widgets/WysiwygWidget';
import { parseNumber } from './widgets/SimpleWidgets';
import { previewPoint } from './widgets/GeolocationWidget';
import { recordLabel } from './widgets/ReferenceWidget';

const fields: ContentFieldSpec[] = [
  { name: 'weight', type: 'number', label: 'Gewichtung', required: false, default: 0, min: -1000, max: 1000 },
  { name: 'startsAt', type: 'date', label: 'Beginn', required: false, mode: 'date' },
  { name: 'isNew', type: 'boolean', label: 'Neu', required: false, default: false },
  { name: 'variant', type: 'select', label: 'Variante', required: false, default: 12, options: [12, 10, 8] },
  { name: 'styles', type: 'multiselect', label: 'Stile', required: false, options: ['light', 'dark', 'default'] },
  { name: 'colorFrom', type: 'color', label: 'Farbe von', required: false, default: '#d3d3d3' },
  {
    name: 'words',
    type: 'collection',
    label: 'Weitere Wörter',
    required: false,
    item: { name: 'word', type: 'text', label: 'Wort', required: false },
  },
  { name: 'scene', type: 'reference', label: 'Szene', required: false, target: 'scene' },
  { name: 'markdown', type: 'markdown', label: 'Notiz', required: false },
];

function renderEditor(content: unknown) {
  stubFetch((url) =>
    url === '/api/content-schema' ? json(200, { data: testSchema }) : json(200, { data: [], meta: { total: 0 } }),
  );
  const onSubmit = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="sites">
        <SimpleForm onSubmit={onSubmit} record={{ id: 1, content }}>
          <ContentInput source="content" fields={fields} />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

describe('content widgets', () => {
  it('keep the value shapes of the server: numbers, dates, booleans, options, colours, lists, ids', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor({ styles: ['dark'] });
    const weight = await screen.findByRole('textbox', { name: 'Gewichtung' });
    await user.clear(weight);
    await user.type(weight, '-2,5');
    fireEvent.change(screen.getByLabelText('Beginn'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('switch', { name: 'Neu' }));
    await user.click(screen.getByRole('combobox', { name: 'Variante' }));
    await user.click(screen.getByRole('option', { name: '8' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hell' }));
    const colour = screen.getByRole('textbox', { name: 'Farbe von' });
    await user.clear(colour);
    await user.type(colour, '#112233');
    await user.click(screen.getByRole('button', { name: 'Weitere Wörter: Eintrag hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Wort 1' }), 'frisch');
    await user.type(screen.getByRole('textbox', { name: 'Szene' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), '**fett**');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0][0] as { content: unknown }).content).toEqual({
      weight: -2.5,
      startsAt: '2026-12-01',
      isNew: true,
      variant: 8,
      styles: ['light', 'dark'],
      colorFrom: '#112233',
      words: ['frisch'],
      scene: 7,
      markdown: '**fett**',
    });
  });

  it('parse numbers, check link addresses, place the map preview and name references', () => {
    expect([parseNumber(''), parseNumber('1,5'), parseNumber(' 12 '), parseNumber('zwölf')]).toEqual([
      null,
      1.5,
      12,
      undefined,
    ]);
    expect(
      [
        'https://example.com',
        'mailto:info@example.com',
        'tel:+43 1 234',
        '/ueber-uns',
        'javascript:alert(1)',
        'www.x',
      ].map(isLinkAddress),
    ).toEqual([true, true, true, true, false, false]);
    expect(previewPoint(0, 0, 180, 90)).toEqual({ x: 90, y: 45 });
    expect(previewPoint(48.2, 16.37, 360, 180)).toEqual({ x: 196.37, y: 41.8 });
    expect(previewPoint(100, -200, 180, 90)).toEqual({ x: 0, y: 0 });
    expect(recordLabel({ id: 3, name: 'Über uns', path: 'ueber-uns' })).toBe('Über uns (/ueber-uns)');
    expect(recordLabel({ id: 4, identifier: 'kontakt', content: { name: 'Kontaktformular' } })).toBe('Kontaktformular');
    expect(recordLabel({ id: 5 })).toBe('#5');
  });
});
