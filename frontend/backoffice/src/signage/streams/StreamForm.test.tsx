import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import { path, renderAt, stubApi } from '../testSignage';
import StreamCreate from './StreamCreate';
import StreamList, { daysText } from './StreamList';

const SEGMENTS = [
  { id: 7, name: 'Frühstück', branch: 1, branchName: 'Mariahilf', scenes: [] },
  { id: 8, name: 'Mittag', branch: 1, branchName: 'Mariahilf', scenes: [] },
];

describe('streams', { timeout: 30_000 }, () => {
  it('name the weekdays of a slot, or "täglich"', () => {
    expect(daysText([0, 1, 2, 3, 4], 'täglich')).toBe('Mo, Di, Mi, Do, Fr');
    expect(daysText([6, 5], 'täglich')).toBe('Sa, So');
    expect(daysText([0, 1, 2, 3, 4, 5, 6], 'täglich')).toBe('täglich');
  });

  it('list their slots with weekdays and times', async () => {
    stubApi((url) =>
      path(url) === '/api/digital-signage-streams'
        ? json(200, {
            data: [
              {
                id: 2,
                name: 'Tagesprogramm',
                branch: null,
                branchName: '',
                slots: [
                  { weekdays: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00', segment: 7, segmentName: 'Frühstück' },
                  { weekdays: [5, 6], from: '11:00', to: '22:00', segment: 8, segmentName: 'Mittag' },
                ],
              },
            ],
            meta: { total: 1 },
          })
        : null,
    );
    renderAt('digital-signage-streams', '/digital-signage-streams', [
      { path: '/digital-signage-streams', element: <StreamList /> },
    ]);

    const row = (await screen.findByRole('cell', { name: 'Tagesprogramm' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Tagesprogramm', 'Alle Filialen', 'täglich 06:00–11:00 · Sa, So 11:00–22:00']);
  });

  it('save a slot with its weekdays (Monday 0), times and segment, and show a refusal at its field', async () => {
    let saves = 0;
    const fetchMock = stubApi((url, init) => {
      if (path(url) === '/api/digital-signage-segments') return json(200, { data: SEGMENTS, meta: { total: 2 } });
      if (path(url) === '/api/digital-signage-streams' && init?.method === 'POST') {
        saves += 1;
        return saves === 1
          ? json(400, {
              errors: [{ field: 'slots.0.to', message: 'Bitte geben Sie eine Uhrzeit als HH:MM an.', code: 'invalid' }],
            })
          : json(201, { data: { id: 3, name: 'Wochenende', branch: 1, branchName: 'Mariahilf', slots: [] } });
      }
      return null;
    });
    renderAt('digital-signage-streams', '/digital-signage-streams/create', [
      { path: '/digital-signage-streams/create', element: <StreamCreate /> },
      { path: '/digital-signage-streams', element: <p>Liste der Streams</p> },
    ]);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Wochenende');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    for (const day of ['Mo', 'Di', 'Mi', 'Do', 'Fr'])
      await userEvent.click(await screen.findByRole('checkbox', { name: day }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Von' }), '07:00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bis' }), '7 Uhr');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filmsequenz' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frühstück' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Bitte geben Sie eine Uhrzeit als HH:MM an.')).toBeVisible();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toMatchObject({
      name: 'Wochenende',
      slots: [{ weekdays: [5, 6], from: '07:00', to: '7 Uhr', segment: 7 }],
    });

    await userEvent.clear(screen.getByRole('textbox', { name: 'Bis' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bis' }), '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Liste der Streams')).toBeVisible());
  });
});
