import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
