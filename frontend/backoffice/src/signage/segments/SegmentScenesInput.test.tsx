import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import { path, renderAt, scene, stubApi } from '../testSignage';
import SegmentEdit from './SegmentEdit';

const SCENES = [
  scene({ id: 3, name: 'Frühstück', path: 'fruehstueck' }),
  scene({ id: 4, name: 'Mittagsmenü', path: 'mittag' }),
  scene({ id: 5, name: 'Desserts', path: 'desserts' }),
];
const MORNING = {
  id: 2,
  name: 'Vormittag',
  branch: 1,
  branchName: 'Mariahilf',
  scenes: [
    { scene: 3, sceneName: 'Frühstück', durationSeconds: 20, transition: 'fade' },
    { scene: 4, sceneName: 'Mittagsmenü', durationSeconds: 15, transition: 'slide' },
    { scene: 5, sceneName: 'Desserts', durationSeconds: 10, transition: 'none' },
  ],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
};

function editSegment(save: (init?: RequestInit) => Response) {
  const fetchMock = stubApi((url, init) => {
    if (path(url) === '/api/digital-signage-segments/2')
      return init?.method === 'PUT' ? save(init) : json(200, { data: MORNING });
    if (path(url) === '/api/scenes') return json(200, { data: SCENES, meta: { total: 3 } });
    return null;
  });
  renderAt('digital-signage-segments', '/digital-signage-segments/2', [
    { path: '/digital-signage-segments/:id', element: <SegmentEdit /> },
    { path: '/digital-signage-segments', element: <p>Liste der Filmsequenzen</p> },
  ]);
  return fetchMock;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Szenen der Filmsequenz' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('combobox', { name: /^Szene/ }))
    .map((input) => (input as HTMLInputElement).value);

describe('the scenes of a Filmsequenz', { timeout: 30_000 }, () => {
  it('move with the buttons, the focus following the moved scene, and are saved in their new order', async () => {
    const fetchMock = editSegment(() => json(200, { data: MORNING }));

    await waitFor(() => expect(order()).toEqual(['Frühstück', 'Mittagsmenü', 'Desserts']));
    await userEvent.click(screen.getByRole('button', { name: 'Szene 3: Desserts nach oben' }));

    await waitFor(() => expect(order()).toEqual(['Frühstück', 'Desserts', 'Mittagsmenü']));
    expect(screen.getByText('Desserts steht jetzt auf Position 2 von 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Szene 2: Desserts nach oben' })).toHaveFocus());
    // once more up: at the top the focus goes to its other button
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Desserts', 'Frühstück', 'Mittagsmenü']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Szene 1: Desserts nach unten' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Szene 1: Desserts nach oben' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Szene 3: Mittagsmenü entfernen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Filmsequenzen')).toBeVisible();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect((sentBody(fetchMock, put) as { scenes: unknown[] }).scenes).toEqual([
      expect.objectContaining({ scene: 5, durationSeconds: 10, transition: 'none' }),
      expect.objectContaining({ scene: 3, durationSeconds: 20, transition: 'fade' }),
    ]);
  });

  it('gain a new scene with ten seconds and a fade, and keep the drag handle for the keyboard', async () => {
    const fetchMock = editSegment(() => json(200, { data: MORNING }));

    await waitFor(() => expect(order()).toHaveLength(3));
    expect(await screen.findByRole('button', { name: '„Szene 1: Frühstück“ verschieben' })).toHaveAttribute(
      'aria-roledescription',
      'verschiebbar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Szene hinzufügen' }));
    const added = within(screen.getByRole('list', { name: 'Szenen der Filmsequenz' })).getAllByRole('listitem')[3];
    expect(within(added).getByRole('spinbutton', { name: /Dauer \(Sekunden\)/ })).toHaveValue(10);
    await userEvent.type(within(added).getByRole('combobox', { name: /^Szene/ }), 'M');
    await userEvent.click(await screen.findByRole('option', { name: 'Mittagsmenü' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Filmsequenzen')).toBeVisible();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect((sentBody(fetchMock, put) as { scenes: unknown[] }).scenes.at(-1)).toEqual({
      scene: 4,
      durationSeconds: 10,
      transition: 'fade',
    });
  });

  it("shows the server's refusal at the scene's field, else 'Filmsequenz konnte nicht gespeichert werden.'", async () => {
    let saves = 0;
    editSegment(() => {
      saves += 1;
      return saves === 1
        ? json(400, {
            errors: [
              {
                field: 'scenes.1.durationSeconds',
                message: 'Bitte geben Sie eine Dauer zwischen 1 und 3600 Sekunden an.',
                code: 'invalid',
              },
            ],
          })
        : json(500, undefined);
    });

    await waitFor(() => expect(order()).toHaveLength(3));
    const second = within(screen.getByRole('list', { name: 'Szenen der Filmsequenz' })).getAllByRole('listitem')[1];
    await userEvent.type(within(second).getByRole('spinbutton', { name: /Dauer \(Sekunden\)/ }), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const refused = within(screen.getByRole('list', { name: 'Szenen der Filmsequenz' })).getAllByRole('listitem')[1];
    expect(
      await within(refused).findByText('Bitte geben Sie eine Dauer zwischen 1 und 3600 Sekunden an.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Filmsequenz konnte nicht gespeichert werden.')).toBeVisible();
  });
});
