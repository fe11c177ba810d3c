import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { ImageInput } from './ImageInput';
import { json, stubFetch } from '../test/fetchStub';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const uploaded = {
  id: 41,
  version: 0,
  extension: 'png',
  alt: '',
  width: 1,
  height: 1,
  mimeType: 'image/png',
  url: '/image/41-0.png',
  previewUrl: '/image/thumbnail/41-0.png',
};

let calls: Call[];

function serve(upload: () => Response) {
  calls = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url === '/api/images') return upload();
    if (method === 'GET' && url.startsWith('/api/images?'))
      return json(200, { data: [{ ...uploaded, alt: 'Frische Semmel' }], meta: { total: 1 } });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
}

function renderInput(onSubmit: (values: Record<string, unknown>) => void, multiple = false) {
  const record = multiple
    ? {
        name: 'Torte',
        images: [
          { id: 1, version: 0, extension: 'jpg' },
          { id: 2, version: 3, extension: 'png' },
        ],
      }
    : { name: 'Gebäck', image: null };
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={multiple ? 'products' : 'categories'}>
        <SimpleForm onSubmit={onSubmit} record={record}>
          <ImageInput source={multiple ? 'images' : 'image'} multiple={multiple} />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'semmel.png', { type: 'image/png' });

describe('ImageInput', () => {
  it('uploads a chosen file as a data URL and keeps the image reference as the value', async () => {
    serve(() => json(201, { data: uploaded }));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInput(onSubmit);
    const group = screen.getByRole('group', { name: 'Bild' });
    expect(within(group).getByText('Kein Bild ausgewählt.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Bild hochladen: Bild'), png());

    expect(await screen.findByRole('img', { name: 'Frische Semmel' })).toHaveAttribute(
      'src',
      '/image/thumbnail/41-0.png',
    );
    expect(screen.getByRole('textbox', { name: 'Alternativtext: Bild' })).toHaveValue('Frische Semmel');
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      url: '/api/images',
      body: { data: 'data:image/png;base64,iVBORw==', filename: 'semmel.png', alt: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Gebäck', image: { id: 41, version: 0, extension: 'png' } });
  }, 20_000);

  it('shows the server’s German message when the upload is refused, and keeps the value', async () => {
    serve(() =>
      json(400, {
        errors: [{ message: 'Die Datei ist zu groß (höchstens 10 MB).', field: 'data', code: 'file_too_large' }],
      }),
    );
    const user = userEvent.setup();
    renderInput(vi.fn());

    await user.upload(screen.getByLabelText('Bild hochladen: Bild'), png());

    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist zu groß (höchstens 10 MB).');
    expect(screen.getByText('Kein Bild ausgewählt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  }, 20_000);

  it('refuses a file that is not an image without calling the server', async () => {
    serve(() => json(201, { data: uploaded }));
    const user = userEvent.setup({ applyAccept: false });
    renderInput(vi.fn());

    await user.upload(
      screen.getByLabelText('Bild hochladen: Bild'),
      new File(['hallo'], 'notiz.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie eine Bilddatei (JPEG, PNG, GIF, WebP oder SVG).',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('reorders, removes and adds library images of a list', async () => {
    serve(() => json(201, { data: uploaded }));
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderInput(onSubmit, true);

    await user.click(screen.getByRole('button', { name: 'Nach hinten: Bild 1 von 2' }));
    await user.click(screen.getByRole('button', { name: 'Bild entfernen: Bild 2 von 2' }));
    await user.click(screen.getByRole('button', { name: 'Vorhandenes Bild wählen: Bilder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild auswählen' });
    await user.click(await within(dialog).findByRole('button', { name: 'Bild Frische Semmel auswählen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].images).toEqual([
      { id: 2, version: 3, extension: 'png' },
      { id: 41, version: 0, extension: 'png' },
    ]);
  }, 20_000);
});
