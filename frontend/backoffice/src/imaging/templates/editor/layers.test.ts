import { describe, expect, it } from 'vitest';
import type { Layer } from '../../types';
import { moveLayer, newLayer, placeholdersOf, removeLayer, topFirst } from './layers';

const draft = (layers: Layer[] = []) => ({ width: 1080, height: 1080, background: '#ffffff', layers });

describe("the template's layers", () => {
  const background = newLayer('shape', draft());
  const photo = newLayer('image', draft([background]));
  const title = newLayer('text', draft([background, photo]));
  const layers = [background, photo, title];

  it('adds centred layers with free ids and German names', () => {
    expect(background).toMatchObject({ id: 'shape-1', name: 'Form 1', kind: 'shape', x: 270, width: 540 });
    expect(title).toMatchObject({ id: 'text-1', name: 'Text 1', align: 'center', lineHeight: 120 });
    expect(newLayer('text', draft(layers))).toMatchObject({ id: 'text-2', name: 'Text 2' });
  });

  it('moves a layer a step forward or backward, and leaves the ends as they are', () => {
    expect(moveLayer(layers, 'shape-1', 'forward').map((layer) => layer.id)).toEqual(['image-1', 'shape-1', 'text-1']);
    expect(moveLayer(layers, 'text-1', 'backward').map((layer) => layer.id)).toEqual(['shape-1', 'text-1', 'image-1']);
    expect(moveLayer(layers, 'text-1', 'forward').map((layer) => layer.id)).toEqual(['shape-1', 'image-1', 'text-1']);
    expect(moveLayer(layers, 'shape-1', 'backward').map((layer) => layer.id)).toEqual(['shape-1', 'image-1', 'text-1']);
  });

  it('shows the top layer first and removes one by id', () => {
    expect(topFirst(layers).map((layer) => layer.id)).toEqual(['text-1', 'image-1', 'shape-1']);
    expect(removeLayer(layers, 'image-1').map((layer) => layer.id)).toEqual(['shape-1', 'text-1']);
  });

  it("lists the texts' placeholders once each", () => {
    const texts = [
      { ...title, text: '{name}' },
      { ...title, id: 'text-2', text: 'Nur {price} statt {old_price}, {name}' },
    ];
    expect(placeholdersOf(texts)).toEqual(['name', 'price', 'old_price']);
  });
});
