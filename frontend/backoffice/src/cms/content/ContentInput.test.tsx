import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { ContentInput } from './ContentInput';
import { testSchema } from './testSchema';

function serve() {
  stubFetch((url) => {
    if (url === '/api/content-schema') return json(200, { data: testSchema });
    return json(200, { data: [], meta: { total: 0 } });
  });
}

function ServerError({ path, message }: { path: string; message: string }) {
  const { setError } = useFormContext();
  return (
    <button type="button" onClick={() => setError(path, { type: 'server', message })}>
      Serverfehler
    </button>
  );
}

function renderEditor(content: unknown, onSubmit = vi.fn(), error?: { path: string; message: string }) {
  serve();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="sites">
        <SimpleForm onSubmit={onSubmit} record={{ id: 1, type: 'story', content }}>
          <ContentInput source="content" fields={testSchema.sites.story} />
          {error ? <ServerError {...error} /> : null}
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

const submitted = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls.at(-1)![0] as { content: unknown }).content;

describe('ContentInput', () => {
  it('adds blocks from the German menu with their defaults and shows the hints with a counter', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor({ shortTitle: 'Sommer' });
    expect(
      await screen.findByText('Noch keine Blöcke. Fügen Sie mit „Block hinzufügen“ den ersten hinzu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Etwa 20 bis 40 Zeichen · 6 / 40 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Galerie',
      'Zahl',
      'Spalten',
      'Akkordeon',
      'Abstand',
      'Trennlinie',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Abstand' }));
    await user.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Zahl' }));
    await user.type(screen.getByRole('textbox', { name: 'Beschriftung *' }), 'Kunden');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toEqual({
      shortTitle: 'Sommer',
      introduction: '',
      weight: 0,
      titleImage: null,
      body: [
        { type: 'spacer', size: 1 },
        { type: 'numberFact', label: 'Kunden', value: '' },
      ],
    });
  });

  it('reorders, duplicates and removes blocks, with undo', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor({
      body: [{ type: 'numberFact', label: 'Kunden', value: '500' }, { type: 'spacer', size: 2 }, { type: 'hr' }],
    });
    const blocks = await screen.findByRole('list', { name: 'Blöcke' });
    expect(
      within(blocks)
        .getAllByRole('button', { name: /\(aufklappen\)$/ })
        .map((button) => button.textContent),
    ).toEqual(['Zahl 1: Kunden (aufklappen)', 'Abstand 2: Größe: 2 (aufklappen)', 'Trennlinie 3 (aufklappen)']);
    await user.click(screen.getByRole('button', { name: '„Trennlinie 3“ nach oben' }));
    await user.click(screen.getByRole('button', { name: '„Zahl 1: Kunden“ duplizieren' }));
    await user.click(screen.getByRole('button', { name: '„Abstand 4: Größe: 2“ entfernen' }));
    expect(await screen.findByText('„Abstand 4: Größe: 2“ entfernt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '„Zahl 2: Kunden“ entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((submitted(onSubmit) as { body: unknown }).body).toEqual([
      { type: 'numberFact', label: 'Kunden', value: '500' },
      { type: 'numberFact', label: 'Kunden', value: '500' },
      { type: 'hr' },
    ]);
  });

  it('moves a block with the keyboard and announces it in German', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: one entry below the other, so a keyboard move finds its neighbour
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const rows = Array.from(document.querySelectorAll('[data-sortable-id]'));
      const index = rows.indexOf(this);
      return DOMRect.fromRect(
        index < 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: 0, y: index * 50, width: 300, height: 40 },
      );
    });
    const onSubmit = renderEditor({ body: [{ type: 'hr' }, { type: 'spacer', size: 3 }] });
    const handle = await screen.findByRole('button', { name: '„Trennlinie 1“ verschieben' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await screen.findByText('„Trennlinie 1“ aufgenommen, Position 1 von 2.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await screen.findByText('„Trennlinie 1“ auf Position 2 von 2.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await screen.findByText('„Trennlinie 1“ abgelegt auf Position 2 von 2.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((submitted(onSubmit) as { body: unknown }).body).toEqual([{ type: 'spacer', size: 3 }, { type: 'hr' }]);
  });

  it('opens the block with a server error and shows it at its field', async () => {
    renderEditor(
      {
        body: [
          { type: 'hr' },
          {
            type: 'columns',
            layout: { flexDirection: 'row' },
            columns: [{ wysiwyg: '' }, { wysiwyg: '', image: { id: 99 } }],
          },
        ],
      },
      vi.fn(),
      { path: 'content.body.1.columns.1.image', message: 'body.1.columns.1.image: Bild 99 gibt es nicht.' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Serverfehler' }));
    const alert = await screen.findByText('Bild 99 gibt es nicht.');
    const image = alert.closest('fieldset')!;
    expect(within(image).getByText('Bild', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Spalten 2: Spalten: 2\s*\(zuklappen\)$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Trennlinie 1\s*\(aufklappen\)$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
  it("says 'Das Inhaltsschema konnte nicht geladen werden.' with a retry that loads the editor", async () => {
    // given: the schema fails once
    const user = userEvent.setup();
    let failures = 1;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/content-schema') return failures-- > 0 ? json(500, undefined) : json(200, { data: testSchema });
      return json(200, { data: [], meta: { total: 0 } });
    });
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="sites">
          <SimpleForm record={{ id: 1, type: 'story', content: {} }}>
            <ContentInput source="content" fields={testSchema.sites.story} />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Inhaltsschema konnte nicht geladen werden.');
    expect(screen.queryByRole('button', { name: 'Block hinzufügen' })).toBeNull();

    // when
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    // then
    expect(await screen.findByRole('button', { name: 'Block hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByText('Das Inhaltsschema konnte nicht geladen werden.')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/content-schema')).toHaveLength(2);
  });
});
