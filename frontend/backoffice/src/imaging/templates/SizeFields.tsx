import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { maxValue, minValue, NumberInput, required, useTranslate } from 'react-admin';

const T = 'resources.image-templates';

/** The sizes most posts need (docs/imaging.md). */
export const SIZE_PRESETS = [
  { id: 'instagram', width: 1080, height: 1080 },
  { id: 'link', width: 1200, height: 630 },
  { id: 'story', width: 1080, height: 1920 },
] as const;

const sideValidation = [required(), minValue(100), maxValue(4000)];

/** The template's size: a preset ('Instagram-Beitrag', 'Linkvorschau', 'Story') or width and height typed. */
export function SizeFields() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [width, height] = useWatch({ name: ['width', 'height'] }) as [number, number];
  const preset = SIZE_PRESETS.find((size) => size.width === Number(width) && size.height === Number(height));
  const choose = (id: string) => {
    const size = SIZE_PRESETS.find((candidate) => candidate.id === id);
    if (!size) return;
    setValue('width', size.width, { shouldDirty: true, shouldValidate: true });
    setValue('height', size.height, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        select
        label={translate(`${T}.presets.label`)}
        value={preset?.id ?? 'custom'}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 260 }}
        size="small"
      >
        {SIZE_PRESETS.map((size) => (
          <MenuItem key={size.id} value={size.id}>
            {translate(`${T}.presets.${size.id}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{translate(`${T}.presets.custom`)}</MenuItem>
      </TextField>
      <NumberInput source="width" validate={sideValidation} step={1} min={100} max={4000} />
      <NumberInput source="height" validate={sideValidation} step={1} min={100} max={4000} />
    </Box>
  );
}
