import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImagePickerDialog } from '../../../images/LazyImagePickerDialog';
import type { LibraryImage } from '../../../images/api';

const T = 'resources.image-templates.generate';

/** The placeholders a template offers when its texts name none. */
export const STANDARD_PLACEHOLDERS = ['name', 'price', 'title', 'description', 'introduction'];

interface ValuesChoiceProps {
  keys: string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** whether an image layer is filled when generating */
  imagePlaceholder: boolean;
  image: LibraryImage | null;
  onImage: (image: LibraryImage | null) => void;
}

/** Typed values: one field per placeholder of the template's texts, and the picture of its image placeholder. */
export function ValuesChoice({ keys, values, onChange, imagePlaceholder, image, onImage }: ValuesChoiceProps) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ mb: 1 }}>
        {translate(`${T}.values`)}
      </Typography>
      {keys.map((key) => (
        <TextField
          key={key}
          label={translate(`${T}.placeholderValue`, { key })}
          value={values[key] ?? ''}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
          multiline={key === 'description' || key === 'introduction'}
          size="small"
        />
      ))}
      {imagePlaceholder ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {translate(`${T}.valueImage`)}: {image ? image.alt || `#${image.id}` : '–'}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
            {translate('resources.image-templates.properties.chooseImage')}
          </Button>
          {image ? (
            <Button size="small" onClick={() => onImage(null)}>
              {translate('resources.image-templates.properties.removeImage')}
            </Button>
          ) : null}
          <ImagePickerDialog
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(picked) => {
              setPicking(false);
              onImage(picked);
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
