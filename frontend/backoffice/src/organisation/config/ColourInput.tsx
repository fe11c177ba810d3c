import InputAdornment from '@mui/material/InputAdornment';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, regex, useSourceContext, useTranslate } from 'react-admin';

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The native colour picker beside the hex field; both edit the same value. */
function ColourPicker({ source, label }: { source: string; label: string }) {
  const name = useSourceContext().getSource(source);
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name });
  const colour = typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000';
  return (
    <input
      type="color"
      aria-label={label}
      value={colour}
      onChange={(event) => setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })}
      style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
    />
  );
}

/** A theme colour: picker plus the hex text (#rrggbb, checked before saving, as the server does). */
export function ColourInput({ source }: { source: string }) {
  const translate = useTranslate();
  const validate = regex(HEX_COLOUR, 'resources.config.helpers.hexColor');
  return (
    <TextInput
      source={source}
      placeholder="#030201"
      validate={validate}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <ColourPicker source={source} label={translate('resources.config.fields.colourPicker')} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
