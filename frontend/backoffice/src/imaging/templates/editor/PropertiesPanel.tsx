import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Layer } from '../../types';
import { NumberField } from './fields';
import { ImageFields, ShapeFields, TextFields } from './KindFields';
import { layerName } from './layers';

const T = 'resources.image-templates.properties';
/** Boxes may reach outside the picture; the bounds only keep typos out. */
const POSITION = { min: -8000, max: 8000 };

interface PropertiesPanelProps {
  layer: Layer | undefined;
  onChange: (changes: Partial<Layer>) => void;
}

/** Every field of the selected layer (docs/imaging.md): name, box, rotation, opacity and its kind's fields. */
export function PropertiesPanel({ layer, onChange }: PropertiesPanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {layer ? `${translate(`${T}.title`)}: ${layerName(layer)}` : translate(`${T}.title`)}
      </Typography>
      {layer ? (
        <Box key={layer.id} sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
          <TextField
            label={translate(`${T}.name`)}
            value={layer.name}
            size="small"
            onChange={(event) => onChange({ name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
            <NumberField label={translate(`${T}.x`)} value={layer.x} {...POSITION} onChange={(x) => onChange({ x })} />
            <NumberField label={translate(`${T}.y`)} value={layer.y} {...POSITION} onChange={(y) => onChange({ y })} />
            <NumberField
              label={translate(`${T}.width`)}
              value={layer.width}
              min={1}
              max={8000}
              onChange={(width) => onChange({ width })}
            />
            <NumberField
              label={translate(`${T}.height`)}
              value={layer.height}
              min={1}
              max={8000}
              onChange={(height) => onChange({ height })}
            />
            <NumberField
              label={translate(`${T}.rotation`)}
              value={layer.rotation}
              min={-360}
              max={360}
              onChange={(rotation) => onChange({ rotation })}
            />
            <NumberField
              label={translate(`${T}.opacity`)}
              value={layer.opacity}
              min={0}
              max={100}
              onChange={(opacity) => onChange({ opacity })}
            />
          </Box>
          {layer.kind === 'text' ? <TextFields layer={layer} onChange={onChange} /> : null}
          {layer.kind === 'image' ? <ImageFields layer={layer} onChange={onChange} /> : null}
          {layer.kind === 'shape' ? <ShapeFields layer={layer} onChange={onChange} /> : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      )}
    </Box>
  );
}
