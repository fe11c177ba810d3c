/** Fixtures of the imaging tests: templates and jobs as the API answers them, and a screen in an admin context. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ADMIN, notFound, path, renderAt } from '../test/admin';
import type { FetchHandler } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';
import type { ImageTemplate, Job, Layer, ShapeLayer, TextLayer } from './types';

export { ADMIN, method, notFound, path, renderAt } from '../test/admin';

export const textLayer = (fields: Partial<TextLayer> = {}): TextLayer => ({
  id: 'text-1',
  kind: 'text',
  name: 'Titel',
  x: 100,
  y: 200,
  width: 880,
  height: 160,
  rotation: 0,
  opacity: 100,
  text: 'Nur {price}',
  font: null,
  size: 72,
  color: '#000000',
  align: 'center',
  lineHeight: 120,
  shrinkToFit: true,
  ...fields,
});

export const shapeLayer = (fields: Partial<ShapeLayer> = {}): ShapeLayer => ({
  id: 'shape-1',
  kind: 'shape',
  name: 'Hintergrund',
  x: 0,
  y: 0,
  width: 1080,
  height: 300,
  rotation: 0,
  opacity: 80,
  shape: 'rectangle',
  color: '#ffcc00',
  radius: 0,
  ...fields,
});

export const template = (fields: Partial<ImageTemplate> = {}, layers: Layer[] = []): ImageTemplate => ({
  id: 7,
  identifier: 'angebot-der-woche',
  name: 'Angebot der Woche',
  width: 1080,
  height: 1080,
  background: '#ffffff',
  format: 'png',
  layers,
  placeholders: [],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...fields,
});

export const job = (fields: Partial<Job> = {}): Job => ({
  id: 31,
  kind: 'imaging.batch',
  label: 'Bilder erzeugen',
  status: 'queued',
  statusLabel: 'Wartet',
  total: 3,
  done: 0,
  result: null,
  error: '',
  cancelRequested: false,
  createdAt: '2026-11-25T10:00:00Z',
  finishedAt: null,
  ...fields,
});

export const libraryImage = (id: number, alt = `Bild ${id}`) => ({ id, version: 1, extension: 'png', alt });

/** A PNG answer of the preview. */
export const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'Content-Type': 'image/png' } });

/** jsdom has no object URLs: the preview's blob gets a fixed address. */
export function stubObjectUrls() {
  // writable: the test files share one window (isolate: false), and later files assign these themselves
  // (a read-only stub here failed statistics' and the signage player's tests that ran after it)
  const stub = { configurable: true, writable: true };
  Object.defineProperty(URL, 'createObjectURL', { ...stub, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { ...stub, value: vi.fn() });
}

/** Answers the current user, the fonts and the preview; everything else goes to `handler` (null: 404). */
export function stubApi(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response> | null = () => null,
) {
  const answer: FetchHandler = (url, init) => {
    if (path(url) === '/api/users/me') return json(200, { data: ADMIN });
    if (path(url) === '/api/fonts')
      return json(200, { data: [{ id: 4, family: 'Roboto', variant: 'bold' }], meta: { total: 1 } });
    const answered = handler(url, init);
    if (answered) return answered;
    if (path(url) === '/api/image-templates/preview') return png();
    return notFound();
  };
  return stubFetch(answer);
}

/** A component alone with the back office's texts and queries (no routes). */
export function renderWithAdmin(element: ReactNode) {
  return renderAt('image-templates', '/', [{ path: '/', element }]);
}
