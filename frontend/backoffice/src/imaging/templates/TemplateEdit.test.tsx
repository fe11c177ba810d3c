import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import { method, path, renderAt, shapeLayer, stubApi, stubObjectUrls, template, textLayer } from '../testImaging';
import TemplateEdit from './TemplateEdit';

const RECORD = template({}, [shapeLayer(), textLayer()]);

function editTemplate() {
  stubObjectUrls();
  document.cookie = 'csrftoken=token-1';
  const fetchMock = stubApi((url, init) => {
    if (path(url) === '/api/image-templates/7' && method(init) === 'GET') return json(200, { data: RECORD });
    if (path(url) === '/api/image-templates/7' && method(init) === 'PUT')
      return json(200, { data: JSON.parse(String(init?.body)) });
    return null;
  });
  renderAt('image-templates', '/image-templates/7', [{ path: '/image-templates/:id', element: <TemplateEdit /> }]);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, to: string, verb: string) =>
  fetchMock.mock.calls
    .map((call, index) => ({ url: String(call[0]), init: call[1], index }))
    .filter((call) => path(call.url) === to && method(call.init) === verb);

const box = (name: RegExp) => screen.findByRole('button', { name });

describe('the template editor', () => {
  it("shows the server's preview of the form's template, asked with the CSRF header", async () => {
    const fetchMock = editTemplate();
    const canvas = await screen.findByRole('group', { name: 'Vorschau der Bildvorlage' });
    await waitFor(() => expect(canvas.querySelector('img')).toHaveAttribute('src', 'blob:preview'));
    const [preview] = calls(fetchMock, '/api/image-templates/preview', 'POST');
    expect(new Headers(preview.init?.headers).get('X-CSRFToken')).toBe('token-1');
    expect(sentBody(fetchMock, preview.index)).toEqual({
      width: 1080,
      height: 1080,
      background: '#ffffff',
      layers: RECORD.layers,
    });
    expect(within(canvas).getAllByRole('button')).toHaveLength(2);
  });

  it('nudges the selected layer with the arrow keys (Shift: 10 px) and saves where it went', async () => {
    const fetchMock = editTemplate();
    const title = await box(/Ebene „Titel“ \(Text\), x 100, y 200/);
    act(() => title.focus());
    expect(screen.getByRole('heading', { name: 'Eigenschaften: Titel' })).toBeVisible();
    expect(title).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(title).toHaveAccessibleName('Ebene „Titel“ (Text), x 101, y 210');
    expect(screen.getByRole('textbox', { name: 'X (px)' })).toHaveValue('101');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls(fetchMock, '/api/image-templates/7', 'PUT')).toHaveLength(1));
    const [put] = calls(fetchMock, '/api/image-templates/7', 'PUT');
    const body = sentBody(fetchMock, put.index) as typeof RECORD;
    expect(body.layers?.[1]).toMatchObject({ id: 'text-1', x: 101, y: 210 });
  });

  it('drags a layer and snaps it to the template edge with a guide line', async () => {
    editTemplate();
    const title = await box(/Ebene „Titel“/);
    // the canvas is 520 px wide in the test (no layout): scale 520 / 1080
    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 50 - 45, clientY: 50 });
    expect(title).toHaveAccessibleName('Ebene „Titel“ (Text), x 0, y 200');
    expect(document.querySelector('[data-guide="x"]')).not.toBeNull();
    fireEvent.pointerUp(title, { pointerId: 1 });
    expect(document.querySelector('[data-guide]')).toBeNull();
  });

  it('removes the selected layer with Delete after asking', async () => {
    editTemplate();
    const title = await box(/Ebene „Titel“/);
    act(() => title.focus());
    await userEvent.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Ebene entfernen' });
    expect(dialog).toHaveTextContent('Soll die Ebene „Titel“ entfernt werden?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Ebene „Titel“/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ebene „Hintergrund“/ })).toBeVisible();
  });

  it('adds a text layer on top and selects it', async () => {
    editTemplate();
    await userEvent.click(await screen.findByRole('button', { name: 'Text hinzufügen' }));
    expect(await screen.findByRole('heading', { name: 'Eigenschaften: Text 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: '„Text 2“ nach vorne' })).toBeDisabled();
  });
});
