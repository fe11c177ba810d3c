/** Small controlled inputs of the properties panel: whole numbers in a range, and a #rrggbb colour. */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole number: typed freely, passed on while it is a whole number within min and max; otherwise the field
 * says what it takes and, on leaving it, shows the last valid value again.
 */
export function NumberField({ label, value, min, max, onChange }: NumberFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const parsed = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <TextField
      label={label}
      value={text}
      size="small"
      error={!valid}
      helperText={valid ? undefined : translate('resources.image-templates.properties.invalidNumber', { min, max })}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = /^-?\d+$/.test(next.trim()) ? Number(next) : NaN;
        if (Number.isInteger(number) && number >= min && number <= max && number !== value) {
          setShown(number);
          onChange(number);
        }
      }}
      onBlur={() => setText(String(value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
}

/** A colour as #rrggbb, typed or picked with the browser's colour picker beside it. */
export function ColorField({ label, value, onChange, error, helperText }: ColorFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const invalid = !COLOR.test(text);
  const message = error ?? (invalid ? translate('resources.image-templates.validation.color') : helperText);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={label}
        value={text}
        size="small"
        error={Boolean(error) || invalid}
        helperText={message}
        onChange={(event) => {
          setText(event.target.value);
          if (COLOR.test(event.target.value)) {
            setShown(event.target.value);
            onChange(event.target.value.toLowerCase());
          }
        }}
        onBlur={() => setText(value)}
      />
      <Box
        component="input"
        type="color"
        aria-label={translate('resources.image-templates.properties.colorPicker', { label })}
        value={COLOR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: 40, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
      />
    </Box>
  );
}
