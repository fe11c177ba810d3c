import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../../api/dataProvider';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { json, stubFetch } from '../../../test/fetchStub';
import { ContentInput } from '../ContentInput';
import { testSchema } from '../testSchema';
import type { ContentFieldSpec } from '../types';

const fields: ContentFieldSpec[] = [{ name: 'images', type: 'images', label: 'Bilder', required: false }];

const library = [
  { id: 4, version: 1, extension: 'jpg', alt: 'Gaststube mit Kachelofen' },
  { id: 9, version: 2, extension: 'png', alt: '' },
];

describe('content image widget', () => {
  it("shows the library's alt text under each thumbnail, or that it is missing with a link to the image", async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/content-schema'
        ? json(200, { data: testSchema })
        : url.startsWith('/api/images?')
          ? json(200, { data: library, meta: { total: 2 } })
          : json(200, { data: [], meta: { total: 0 } }),
    );
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="sites">
          <SimpleForm record={{ id: 1, content: { images: library.map(({ alt: _alt, ...ref }) => ref) } }}>
            <ContentInput source="content" fields={fields} />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );

    expect(await screen.findByText('Alternativtext: Gaststube mit Kachelofen')).toBeInTheDocument();
    expect(screen.getByText(/Alternativtext fehlt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In der Mediathek ergänzen' })).toHaveAttribute('href', '#/images/9');
    // both in one read of the library
    const reads = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/images?'));
    expect(reads).toHaveLength(1);
  });
});

describe('the image chooser of the content editor', () => {
  it('uploads a new image with its alt text inside the dialog and picks it', { timeout: 20_000 }, async () => {
    const uploaded = { id: 12, version: 1, extension: 'png', alt: 'Neue Gaststube' };
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      if (url === '/api/content-schema') return json(200, { data: testSchema });
      if (url === '/api/images' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json(201, { data: uploaded });
      }
      if (url.startsWith('/api/images?id=')) return json(200, { data: [uploaded], meta: { total: 1 } });
      return json(200, { data: [], meta: { total: 0 } });
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="sites">
          <SimpleForm record={{ id: 1, content: { images: [] } }}>
            <ContentInput source="content" fields={fields} />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Bilder hinzufügen: Bilder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild auswählen' });
    const upload = within(dialog).getByRole('region', { name: 'Neues Bild hochladen' });
    expect(within(upload).getByRole('button', { name: 'Hochladen und auswählen' })).toBeDisabled();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'gaststube.png', { type: 'image/png' });
    await userEvent.upload(within(upload).getByLabelText('Bilddatei'), file);
    expect(within(upload).getByText('gaststube.png')).toBeInTheDocument();
    await userEvent.type(within(upload).getByLabelText('Alternativtext'), 'Neue Gaststube');
    await userEvent.click(within(upload).getByRole('button', { name: 'Hochladen und auswählen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([
      { data: 'data:image/png;base64,iVBORw==', filename: 'gaststube.png', alt: 'Neue Gaststube' },
    ]);
    expect(await screen.findByText('Alternativtext: Neue Gaststube')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bilder 1' })).toHaveAttribute('src', '/image/thumbnail/12-1.png');
  });
});
