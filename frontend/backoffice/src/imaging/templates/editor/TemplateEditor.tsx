import Box from '@mui/material/Box';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Confirm, useTranslate } from 'react-admin';
import type { Layer, LayerKind, TemplateDraft } from '../../types';
import { LayerList } from './LayerList';
import { addLayer, layerName, newLayer, removeLayer, updateLayer } from './layers';
import { PropertiesPanel } from './PropertiesPanel';
import { TemplateCanvas } from './TemplateCanvas';

const T = 'resources.image-templates.layers';
const NO_LAYERS: Layer[] = [];
const validSide = (side: unknown) => Number.isInteger(Number(side)) && Number(side) >= 100 && Number(side) <= 4000;

/**
 * The template editor inside the form: the server's preview with the layers' boxes, the layer list and the
 * selected layer's properties; it edits the form's `layers` (bottom first), the size and background come from
 * the form's fields.
 */
export function TemplateEditor() {
  const translate = useTranslate();
  const { field } = useController({ name: 'layers', defaultValue: NO_LAYERS });
  const [width, height, background] = useWatch({ name: ['width', 'height', 'background'] }) as [number, number, string];
  const layers: Layer[] = Array.isArray(field.value) ? field.value : NO_LAYERS;
  // while a size is being typed (empty, 10 on the way to 1080) the canvas keeps the last valid one
  const [size, setSize] = useState({ width: 1080, height: 1080 });
  if (validSide(width) && validSide(height) && (size.width !== Number(width) || size.height !== Number(height))) {
    setSize({ width: Number(width), height: Number(height) });
  }
  const draft: TemplateDraft = { ...size, background, layers };
  const [selected, setSelected] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Layer | null>(null);
  const setLayers = (next: Layer[]) => field.onChange(next);
  const change = (id: string, changes: Partial<Layer>) => setLayers(updateLayer(layers, id, changes));

  const add = (kind: LayerKind) => {
    const layer = newLayer(kind, draft);
    setLayers(addLayer(layers, layer));
    setSelected(layer.id);
  };
  const confirmRemove = () => {
    if (!removing) return;
    setLayers(removeLayer(layers, removing.id));
    if (selected === removing.id) setSelected(null);
    setRemoving(null);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%', alignItems: 'flex-start' }}>
      <TemplateCanvas
        draft={draft}
        selected={selected}
        onSelect={setSelected}
        onMove={(id, position) => change(id, position)}
        onRemove={setRemoving}
      />
      <Box sx={{ flex: '0 1 340px', minWidth: 280 }}>
        <LayerList
          layers={layers}
          selected={selected}
          onSelect={setSelected}
          onChange={setLayers}
          onAdd={add}
          onRemove={setRemoving}
        />
        <PropertiesPanel
          layer={layers.find((layer) => layer.id === selected)}
          onChange={(changes) => selected && change(selected, changes)}
        />
      </Box>
      <Confirm
        isOpen={removing !== null}
        title={`${T}.removeTitle`}
        content={`${T}.removeContent`}
        translateOptions={{ name: removing ? layerName(removing) : '' }}
        confirm={translate('ra.action.delete')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
