import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithAdmin, shapeLayer, stubApi, textLayer } from '../../testImaging';
import type { Layer } from '../../types';
import { LayerList } from './LayerList';

const LAYERS: Layer[] = [
  shapeLayer({ id: 'shape-1', name: 'Hintergrund' }),
  textLayer({ id: 'text-1', name: 'Preis' }),
  textLayer({ id: 'text-2', name: 'Titel' }),
];

function Harness({ onRemove = () => {} }: { onRemove?: (layer: Layer) => void }) {
  const [layers, setLayers] = useState(LAYERS);
  return (
    <>
      <LayerList
        layers={layers}
        selected={null}
        onSelect={() => {}}
        onChange={setLayers}
        onAdd={() => {}}
        onRemove={onRemove}
      />
      <div data-testid="stored">{layers.map((layer) => layer.id).join(',')}</div>
    </>
  );
}

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0].textContent);

describe('the layer list', () => {
  it('shows the front layer first, as design tools do', async () => {
    stubApi();
    renderWithAdmin(<Harness />);
    expect(await screen.findByRole('heading', { name: 'Ebenen' })).toBeVisible();
    expect(rows()).toEqual(['Titel Text', 'Preis Text', 'Hintergrund Form']);
    // a row's button is named by what it shows (axe label-content-name-mismatch), its selection by aria-pressed
    expect(screen.getByRole('button', { name: 'Titel Text', pressed: false })).toBeVisible();
    expect(screen.getByRole('button', { name: '„Titel“ nach vorne' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '„Hintergrund“ nach hinten' })).toBeDisabled();
  });

  it('moves a layer a step backward by keyboard, keeps the focus on it and announces its place', async () => {
    stubApi();
    renderWithAdmin(<Harness />);
    const backward = await screen.findByRole('button', { name: '„Titel“ nach hinten' });
    backward.focus();
    await userEvent.keyboard('{Enter}');

    expect(rows()).toEqual(['Preis Text', 'Titel Text', 'Hintergrund Form']);
    // stored bottom first: the title now lies below the price
    expect(screen.getByTestId('stored')).toHaveTextContent('shape-1,text-2,text-1');
    expect(screen.getByRole('status')).toHaveTextContent('„Titel“ ist jetzt Ebene 2 von 3.');
    await waitFor(() => expect(screen.getByRole('button', { name: '„Titel“ nach hinten' })).toHaveFocus());

    // at the back end the focus moves to its other arrow
    await userEvent.keyboard('{Enter}');
    expect(rows()).toEqual(['Preis Text', 'Hintergrund Form', 'Titel Text']);
    await waitFor(() => expect(screen.getByRole('button', { name: '„Titel“ nach vorne' })).toHaveFocus());
  });

  it('moves a layer forward and asks the editor to remove one', async () => {
    stubApi();
    const onRemove = vi.fn();
    renderWithAdmin(<Harness onRemove={onRemove} />);
    await userEvent.click(await screen.findByRole('button', { name: '„Hintergrund“ nach vorne' }));
    expect(screen.getByTestId('stored')).toHaveTextContent('text-1,shape-1,text-2');

    await userEvent.click(screen.getByRole('button', { name: '„Preis“ entfernen' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'text-1' }));
  });
});
