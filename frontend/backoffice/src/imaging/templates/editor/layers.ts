/**
 * The template's layers as pure functions: stored bottom first (the contract), shown top first like design
 * tools; new layers go on top, centred, with a free id ('text-2') and a German name ('Text 2').
 */
import type { Layer, LayerKind, TemplateDraft } from '../../types';

/** The contract's limit. */
export const MAX_LAYERS = 30;

export const KIND_NAMES: Record<LayerKind, string> = { image: 'Bild', text: 'Text', shape: 'Form' };

/** The first free number of a kind's ids ('text-1', 'text-2', …). */
function freeNumber(layers: readonly Layer[], kind: LayerKind): number {
  const taken = new Set(layers.map((layer) => layer.id));
  let number = 1;
  while (taken.has(`${kind}-${number}`)) number += 1;
  return number;
}

/** A new layer of a kind in the middle of the template, half its width. */
export function newLayer(kind: LayerKind, template: TemplateDraft): Layer {
  const number = freeNumber(template.layers, kind);
  const width = Math.round(template.width / 2);
  const height = Math.round(kind === 'text' ? template.height / 6 : template.height / 2);
  const base = {
    id: `${kind}-${number}`,
    name: `${KIND_NAMES[kind]} ${number}`,
    x: Math.round((template.width - width) / 2),
    y: Math.round((template.height - height) / 2),
    width,
    height,
    rotation: 0,
    opacity: 100,
  };
  if (kind === 'image') return { ...base, kind, image: null, placeholder: '', fit: 'cover' };
  if (kind === 'shape') return { ...base, kind, shape: 'rectangle', color: '#1976d2', radius: 0 };
  return {
    ...base,
    kind,
    text: 'Text',
    font: null,
    size: Math.max(8, Math.round(height / 2)),
    color: '#000000',
    align: 'center',
    lineHeight: 120,
    shrinkToFit: true,
  };
}

/** The layers with `layer` added on top. */
export const addLayer = (layers: readonly Layer[], layer: Layer): Layer[] => [...layers, layer];

/** The layers without the one with this id. */
export const removeLayer = (layers: readonly Layer[], id: string): Layer[] => layers.filter((layer) => layer.id !== id);

/** The layers with the one with this id changed. */
export const updateLayer = (layers: readonly Layer[], id: string, changes: Partial<Layer>): Layer[] =>
  layers.map((layer) => (layer.id === id ? ({ ...layer, ...changes } as Layer) : layer));

/**
 * The layers with the one with this id a step towards the front ('forward': drawn later, higher in the list
 * shown top first) or the back; unchanged at either end.
 */
export function moveLayer(layers: readonly Layer[], id: string, direction: 'forward' | 'backward'): Layer[] {
  const index = layers.findIndex((layer) => layer.id === id);
  const target = direction === 'forward' ? index + 1 : index - 1;
  if (index < 0 || target < 0 || target >= layers.length) return [...layers];
  const next = [...layers];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The layers as the list shows them: the top one first. */
export const topFirst = (layers: readonly Layer[]): Layer[] => [...layers].reverse();

/** A layer's name for lists and announcements: its own, else its kind's. */
export const layerName = (layer: Layer): string => layer.name.trim() || KIND_NAMES[layer.kind];

/** The `{key}` placeholders the text layers use, in order of first use. */
export function placeholdersOf(layers: readonly Layer[]): string[] {
  const keys: string[] = [];
  for (const layer of layers) {
    if (layer.kind !== 'text') continue;
    for (const match of layer.text.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
      if (!keys.includes(match[1])) keys.push(match[1]);
    }
  }
  return keys;
}

/** Whether an image layer is filled when generating (the product's picture, a typed image). */
export const hasImagePlaceholder = (layers: readonly Layer[]): boolean =>
  layers.some((layer) => layer.kind === 'image' && layer.placeholder === 'image');
