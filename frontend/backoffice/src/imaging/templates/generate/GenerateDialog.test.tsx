import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../../test/fetchStub';
import {
  job,
  libraryImage,
  method,
  path,
  renderAt,
  stubApi,
  stubObjectUrls,
  template,
  textLayer,
} from '../../testImaging';
import TemplateEdit from '../TemplateEdit';

const RECORD = template({ placeholders: ['name', 'price'] }, [textLayer({ text: '{name} – nur {price}' })]);
const CATEGORIES = [
  { id: 3, name: 'Torten' },
  { id: 4, name: 'Brot' },
];

const SITES = [
  { id: 21, name: 'Hausgemachter Strudel' },
  { id: 22, name: 'Über uns' },
];

function openEditor(handler: (url: string, init?: RequestInit) => Response | null) {
  stubObjectUrls();
  const fetchMock = stubApi((url, init) => {
    if (path(url) === '/api/image-templates/7' && method(init) === 'GET') return json(200, { data: RECORD });
    if (path(url) === '/api/categories') return json(200, { data: CATEGORIES, meta: { total: 2 } });
    if (path(url) === '/api/sites') return json(200, { data: SITES, meta: { total: 2 } });
    if (path(url) === '/api/products')
      return json(200, {
        data: [
          { id: 11, name: 'Sachertorte' },
          { id: 12, name: 'Linzer Torte' },
        ],
        meta: { total: 2 },
      });
    return handler(url, init);
  });
  renderAt('image-templates', '/image-templates/7', [{ path: '/image-templates/:id', element: <TemplateEdit /> }]);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>, to: string) =>
  fetchMock.mock.calls
    .map((call, index) => ({ url: String(call[0]), init: call[1], index }))
    .filter((call) => path(call.url) === to && method(call.init) === 'POST');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Bilder erzeugen' }));
  return screen.findByRole('dialog', { name: 'Bilder erzeugen aus „Angebot der Woche“' });
}

async function startCategory(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Ganze Kategorie' }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategorie' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Torten' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));
}

describe('generating images from a template', { timeout: 30_000 }, () => {
  it("makes a category's images in the background, shows 'x von y Bildern' and stops with 'Abbrechen'", async () => {
    let polls = 0;
    let canceled = false;
    const fetchMock = openEditor((url, init) => {
      if (path(url) === '/api/image-templates/7/batches') return json(202, { data: job() });
      if (path(url) === '/api/jobs/31/cancel') {
        canceled = true;
        return json(200, { data: job({ status: 'running', done: 1, cancelRequested: true }) });
      }
      if (path(url) === '/api/jobs/31' && method(init) === 'GET') {
        polls += 1;
        if (canceled) return json(200, { data: job({ status: 'canceled', done: 1, result: { images: [101] } }) });
        return json(200, { data: job({ status: 'running', done: 1, result: { images: [101] } }) });
      }
      if (path(url) === '/api/images')
        return json(200, { data: [libraryImage(101, 'Sachertorte')], meta: { total: 1 } });
      return null;
    });
    const dialog = await openDialog();
    await startCategory(dialog);

    expect(sentBody(fetchMock, posts(fetchMock, '/api/image-templates/7/batches')[0].index)).toEqual({ category: 3 });
    expect(await within(dialog).findByText('0 von 3 Bildern')).toBeVisible();
    expect(await within(dialog).findByText('1 von 3 Bildern', {}, { timeout: 3_000 })).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '33');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(posts(fetchMock, '/api/jobs/31/cancel')).toHaveLength(1);
    expect(await within(dialog).findByText('Abgebrochen: 1 Bild wurde erzeugt.', {}, { timeout: 3_000 })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Sachertorte' })).toHaveAttribute(
      'src',
      '/image/thumbnail/101-1.png',
    );
    // a finished job is asked no more
    const finishedAt = polls;
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(polls).toBe(finishedAt);
  });

  it("shows a failed job's German error", async () => {
    openEditor((url) => {
      if (path(url) === '/api/image-templates/7/batches') return json(202, { data: job({ status: 'running' }) });
      if (path(url) === '/api/jobs/31')
        return json(200, { data: job({ status: 'failed', done: 2, error: 'Die Kategorie hat keine Produkte mehr.' }) });
      return null;
    });
    const dialog = await openDialog();
    await startCategory(dialog);
    expect(
      await within(dialog).findByText('Fehlgeschlagen: Die Kategorie hat keine Produkte mehr.', {}, { timeout: 3_000 }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
  });

  it('makes one product’s image at once and links it to the image library', async () => {
    const fetchMock = openEditor((url) => {
      if (path(url) === '/api/image-templates/7/generate')
        return json(201, { data: libraryImage(120, 'Sachertorte – nur 4,90 €') });
      return null;
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Produkte' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sachertorte' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));

    expect(await within(dialog).findByText('Das Bild wurde in der Bildbibliothek gespeichert.')).toBeVisible();
    expect(sentBody(fetchMock, posts(fetchMock, '/api/image-templates/7/generate')[0].index)).toEqual({
      product: 11,
      alt: '',
    });
    expect(within(dialog).getByRole('img', { name: 'Erzeugtes Bild: Sachertorte – nur 4,90 €' })).toHaveAttribute(
      'src',
      '/image/medium/120-1.png',
    );
    // the test's memory router; the back office's hash router makes it #/images/120
    expect(within(dialog).getByRole('link', { name: 'In der Bildbibliothek öffnen' })).toHaveAttribute(
      'href',
      '/images/120',
    );
  });

  it("fills the template's placeholders with typed values", async () => {
    const fetchMock = openEditor((url) => {
      if (path(url) === '/api/image-templates/7/generate') return json(201, { data: libraryImage(121, 'Kipferl') });
      return null;
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Eigene Werte' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wert für {name}' }), 'Kipferl');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wert für {price}' }), '1,20 €');
    expect(within(dialog).queryByRole('textbox', { name: 'Wert für {title}' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));

    expect(await within(dialog).findByText('Das Bild wurde in der Bildbibliothek gespeichert.')).toBeVisible();
    expect(sentBody(fetchMock, posts(fetchMock, '/api/image-templates/7/generate')[0].index)).toEqual({
      values: { name: 'Kipferl', price: '1,20 €' },
      alt: '',
    });
  });

  it('fills the placeholders from a page or story of the website', async () => {
    const fetchMock = openEditor((url) => {
      if (path(url) === '/api/image-templates/7/generate')
        return json(201, { data: libraryImage(122, 'Hausgemachter Strudel – Angebot der Woche') });
      return null;
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Seite oder Geschichte' }));
    expect(within(dialog).getByRole('button', { name: 'Erzeugen' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Seite oder Geschichte' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hausgemachter Strudel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));

    expect(await within(dialog).findByText('Das Bild wurde in der Bildbibliothek gespeichert.')).toBeVisible();
    expect(sentBody(fetchMock, posts(fetchMock, '/api/image-templates/7/generate')[0].index)).toEqual({
      site: 21,
      alt: '',
    });
  });
});
