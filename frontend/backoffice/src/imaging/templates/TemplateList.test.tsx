import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/fetchStub';
import { path, renderAt, shapeLayer, stubApi, template, textLayer } from '../testImaging';
import TemplateList from './TemplateList';

function listTemplates(records: unknown[]) {
  const fetchMock = stubApi((url) =>
    path(url) === '/api/image-templates' ? json(200, { data: records, meta: { total: records.length } }) : null,
  );
  renderAt('image-templates', '/image-templates', [{ path: '/image-templates', element: <TemplateList /> }]);
  return fetchMock;
}

describe('the list of image templates', () => {
  it('shows name, identifier, size and the number of layers', async () => {
    listTemplates([template({ width: 1200, height: 630 }, [shapeLayer(), textLayer()])]);
    expect(await screen.findByText('Angebot der Woche')).toBeVisible();
    expect(screen.getByText('angebot-der-woche')).toBeVisible();
    expect(screen.getByText('1200 × 630 px')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Ebenen' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '2' })).toBeVisible();
  });

  it('tells what to do while there are none', async () => {
    listTemplates([]);
    expect(await screen.findByText(/Es gibt noch keine Bildvorlagen\. Legen Sie eine an/)).toBeVisible();
  });

  it('searches with the API’s q', async () => {
    const fetchMock = listTemplates([template()]);
    await screen.findByText('Angebot der Woche');
    await userEvent.type(screen.getByPlaceholderText('Suchen'), 'woche');
    await waitFor(() => {
      const last = fetchMock.mock.calls.filter(([url]) => path(String(url)) === '/api/image-templates').at(-1)!;
      expect(new URL(String(last[0]), 'http://localhost').searchParams.get('q')).toBe('woche');
    });
  });
});
