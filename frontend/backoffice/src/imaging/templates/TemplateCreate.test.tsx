import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import { method, path, renderAt, stubApi, stubObjectUrls, template } from '../testImaging';
import TemplateCreate from './TemplateCreate';

describe('a new image template', () => {
  it('takes a size preset, the name and identifier, and saves a white PNG without layers', async () => {
    stubObjectUrls();
    const fetchMock = stubApi((url, init) =>
      path(url) === '/api/image-templates' && method(init) === 'POST'
        ? json(201, { data: template({ width: 1080, height: 1920 }) })
        : null,
    );
    renderAt('image-templates', '/image-templates/create', [
      { path: '/image-templates/create', element: <TemplateCreate /> },
      { path: '/image-templates/:id', element: <p>Bearbeiten</p> },
    ]);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Vorlage für die Größe' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Story (1080 × 1920)' }));
    expect(screen.getByRole('spinbutton', { name: 'Höhe (px)' })).toHaveValue(1920);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Angebot der Woche');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kennung' }), 'angebot-der-woche');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.getByText('Bearbeiten')).toBeVisible());
    const created = fetchMock.mock.calls.findIndex(
      ([url, init]) => path(String(url)) === '/api/image-templates' && method(init) === 'POST',
    );
    expect(sentBody(fetchMock, created)).toEqual({
      name: 'Angebot der Woche',
      identifier: 'angebot-der-woche',
      width: 1080,
      height: 1920,
      background: '#ffffff',
      format: 'png',
      layers: [],
    });
  });
});
