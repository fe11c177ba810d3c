/** The fields of each kind of layer (docs/imaging.md): a text's font and wrapping, an image, a shape. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import type { Font } from '../../../api/types';
import { imagesById, imageUrl, toImageRef } from '../../../images/api';
import { ImagePickerDialog } from '../../../images/LazyImagePickerDialog';
import type { ImageLayer, LayerImage, ShapeLayer, TextLayer } from '../../types';
import { ColorField, NumberField } from './fields';

const T = 'resources.image-templates.properties';

interface FieldsProps<L> {
  layer: L;
  onChange: (changes: Partial<L>) => void;
}

function Choice<V extends string>(props: {
  label: string;
  value: V;
  options: readonly V[];
  texts: string;
  onChange: (value: V) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
    >
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {translate(`${props.texts}.${option || 'none'}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The website builder's fonts (GET /api/fonts), or the bundled DejaVu Sans. */
function FontField({ value, onChange }: { value: number | null; onChange: (font: number | null) => void }) {
  const translate = useTranslate();
  const { data: fonts = [] } = useGetList<Font>('fonts', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'family', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate(`${T}.font`)}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <MenuItem value="">{translate(`${T}.defaultFont`)}</MenuItem>
      {/* the chosen font stays a choice while the list loads */}
      {value !== null && !fonts.some((font) => font.id === value) ? (
        <MenuItem value={String(value)}>{`#${value}`}</MenuItem>
      ) : null}
      {fonts.map((font) => (
        <MenuItem key={font.id} value={String(font.id)}>
          {[font.family, font.variant].filter(Boolean).join(' ')}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TextFields({ layer, onChange }: FieldsProps<TextLayer>) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate(`${T}.text`)}
        helperText={translate(`${T}.textHelp`)}
        value={layer.text}
        onChange={(event) => onChange({ text: event.target.value })}
        multiline
        minRows={2}
        size="small"
      />
      <FontField value={layer.font ?? null} onChange={(font) => onChange({ font })} />
      <NumberField
        label={translate(`${T}.size`)}
        value={layer.size}
        min={8}
        max={400}
        onChange={(size) => onChange({ size })}
      />
      <ColorField label={translate(`${T}.color`)} value={layer.color} onChange={(color) => onChange({ color })} />
      <Choice
        label={translate(`${T}.align`)}
        value={layer.align}
        options={['left', 'center', 'right'] as const}
        texts={`${T}.aligns`}
        onChange={(align) => onChange({ align })}
      />
      <NumberField
        label={translate(`${T}.lineHeight`)}
        value={layer.lineHeight}
        min={80}
        max={300}
        onChange={(lineHeight) => onChange({ lineHeight })}
      />
      <FormControlLabel
        control={
          <Switch checked={layer.shrinkToFit} onChange={(event) => onChange({ shrinkToFit: event.target.checked })} />
        }
        label={translate(`${T}.shrinkToFit`)}
      />
    </>
  );
}

/** The library image of an image layer: its thumbnail, choose (the image library's picker) and remove. */
function LibraryImageField({
  value,
  onChange,
}: {
  value: LayerImage | null;
  onChange: (image: LayerImage | null) => void;
}) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  // the alt text (and an address when the layer holds only the id) come from the library
  const { data: [image] = [] } = useQuery({
    queryKey: ['imaging', 'image', value?.id],
    queryFn: ({ signal }) => imagesById(value ? [value.id] : [], signal),
    enabled: value !== null,
  });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
        {translate(`${T}.image`)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value !== null && image ? (
          <Box
            component="img"
            src={imageUrl(image, 'icon')}
            alt={image.alt}
            sx={{ width: 48, height: 48, objectFit: 'cover' }}
          />
        ) : null}
        {value === null ? <Typography variant="body2">{translate(`${T}.noImage`)}</Typography> : null}
        <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
          {translate(`${T}.chooseImage`)}
        </Button>
        {value !== null ? (
          <Button size="small" onClick={() => onChange(null)}>
            {translate(`${T}.removeImage`)}
          </Button>
        ) : null}
      </Box>
      <ImagePickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          onChange(toImageRef(picked));
        }}
        upload
      />
    </Box>
  );
}

export function ImageFields({ layer, onChange }: FieldsProps<ImageLayer>) {
  const translate = useTranslate();
  return (
    <>
      <LibraryImageField value={layer.image ?? null} onChange={(image) => onChange({ image })} />
      <Choice
        label={translate(`${T}.placeholder`)}
        value={layer.placeholder}
        options={['', 'image'] as const}
        texts={`${T}.placeholders`}
        onChange={(placeholder) => onChange({ placeholder })}
      />
      <Choice
        label={translate(`${T}.fit`)}
        value={layer.fit}
        options={['cover', 'contain'] as const}
        texts={`${T}.fits`}
        onChange={(fit) => onChange({ fit })}
      />
    </>
  );
}

export function ShapeFields({ layer, onChange }: FieldsProps<ShapeLayer>) {
  const translate = useTranslate();
  return (
    <>
      <Choice
        label={translate(`${T}.shape`)}
        value={layer.shape}
        options={['rectangle', 'circle'] as const}
        texts={`${T}.shapes`}
        onChange={(shape) => onChange({ shape })}
      />
      <ColorField label={translate(`${T}.color`)} value={layer.color} onChange={(color) => onChange({ color })} />
      {layer.shape === 'rectangle' ? (
        <NumberField
          label={translate(`${T}.radius`)}
          value={layer.radius}
          min={0}
          max={2000}
          onChange={(radius) => onChange({ radius })}
        />
      ) : null}
    </>
  );
}
