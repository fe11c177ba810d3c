import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithAdmin, shapeLayer, stubApi, textLayer } from '../../testImaging';
import type { Layer } from '../../types';
import { PropertiesPanel } from './PropertiesPanel';

function Harness({ start }: { start: Layer }) {
  const [layer, setLayer] = useState<Layer>(start);
  return (
    <>
      <PropertiesPanel layer={layer} onChange={(changes) => setLayer({ ...layer, ...changes } as Layer)} />
      <div data-testid="layer">{JSON.stringify(layer)}</div>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('layer').textContent ?? '{}') as Record<string, unknown>;

describe("the selected layer's properties", () => {
  it('edits the box, rotation and opacity as whole numbers and refuses what is out of range', async () => {
    stubApi();
    renderWithAdmin(<Harness start={textLayer()} />);
    const x = await screen.findByRole('textbox', { name: 'X (px)' });
    await userEvent.clear(x);
    await userEvent.type(x, '-40');
    expect(stored().x).toBe(-40);

    const opacity = screen.getByRole('textbox', { name: 'Deckkraft (%)' });
    await userEvent.clear(opacity);
    await userEvent.type(opacity, '150');
    expect(screen.getByText('Bitte eine ganze Zahl zwischen 0 und 100 angeben.')).toBeVisible();
    expect(stored().opacity).toBe(15);
    await userEvent.tab();
    expect(opacity).toHaveValue('15');

    const rotation = screen.getByRole('textbox', { name: 'Drehung (Grad)' });
    await userEvent.clear(rotation);
    await userEvent.type(rotation, '12');
    expect(stored().rotation).toBe(12);
  });

  it("edits a text's words, font from the website builder, size, colour, alignment and shrink-to-fit", async () => {
    stubApi();
    renderWithAdmin(<Harness start={textLayer()} />);
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Neu: {{name}');
    expect(stored().text).toBe('Neu: {name}');

    await userEvent.click(screen.getByRole('combobox', { name: 'Schrift' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Roboto bold' }));
    expect(stored().font).toBe(4);

    const color = screen.getByRole('textbox', { name: 'Farbe' });
    await userEvent.clear(color);
    await userEvent.type(color, '#C0FFEE');
    expect(stored().color).toBe('#c0ffee');

    await userEvent.click(screen.getByRole('combobox', { name: 'Ausrichtung' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rechts' }));
    expect(stored().align).toBe('right');

    await userEvent.click(screen.getByRole('switch', { name: 'Schrift verkleinern, bis der Text in die Box passt' }));
    expect(stored().shrinkToFit).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Zeilenhöhe (%)' })).toHaveValue('120');
  });

  it("edits a shape's form, colour and corner radius (rectangles only)", async () => {
    stubApi();
    renderWithAdmin(<Harness start={shapeLayer()} />);
    const radius = await screen.findByRole('textbox', { name: 'Eckenradius (px)' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '24');
    expect(stored().radius).toBe(24);

    await userEvent.click(screen.getByRole('combobox', { name: 'Form' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kreis / Ellipse' }));
    expect(stored().shape).toBe('circle');
    expect(screen.queryByRole('textbox', { name: 'Eckenradius (px)' })).not.toBeInTheDocument();
  });

  it('asks to choose a layer while none is selected', async () => {
    stubApi();
    renderWithAdmin(<PropertiesPanel layer={undefined} onChange={() => {}} />);
    expect(await screen.findByText('Wählen Sie eine Ebene, um sie zu bearbeiten.')).toBeVisible();
  });
});
