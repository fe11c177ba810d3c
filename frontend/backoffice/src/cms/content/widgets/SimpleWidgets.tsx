/** number, date, boolean, select, multiselect and color: one MUI control each. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

/** The number of a number field's text ('' → null, '1,5' → 1.5; text that is no number → undefined). */
export function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

export function NumberWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the value changed from outside (undo, reorder, restore): show it, unless the text already means it
    setShown(value);
    if (parseNumber(text) !== value) setText(typeof value === 'number' ? String(value) : '');
  }
  const range = spec.min !== undefined && spec.max !== undefined ? `${spec.min} bis ${spec.max}` : undefined;
  return (
    <TextField
      id={id}
      label={labelOf(spec)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const number = parseNumber(event.target.value);
        if (number !== undefined) {
          setShown(number);
          onChange(number);
        }
      }}
      error={errors.length > 0}
      helperText={[...errors, spec.hint ?? range].filter(Boolean).join(' · ') || undefined}
      size="small"
      sx={{ maxWidth: 240 }}
      slotProps={{ htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal' } }}
    />
  );
}

const DATE_TYPES = { date: 'date', time: 'time', dateTime: 'datetime-local' } as const;

export function DateWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  return (
    <TextField
      id={id}
      type={DATE_TYPES[spec.mode ?? 'date']}
      label={labelOf(spec)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      error={errors.length > 0}
      helperText={errors.join(' · ') || spec.hint}
      size="small"
      sx={{ maxWidth: 280 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function BooleanWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  return (
    <Box>
      <FormControlLabel
        control={<Switch id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
        label={spec.label}
      />
      <FieldMessages errors={errors} hint={spec.hint} />
    </Box>
  );
}

/** The German label of a select option ('row' → 'Nebeneinander'); numbers and unknown values as they are. */
export function useOptionLabel() {
  const translate = useTranslate();
  return (option: string | number) =>
    translate(`resources.cmsContent.options.${String(option)}`, { _: String(option) }) as string;
}

export function SelectWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const optionLabel = useOptionLabel();
  const translate = useTranslate();
  const options = spec.options ?? [];
  const index = options.findIndex((option) => option === value);
  return (
    <TextField
      id={id}
      select
      label={labelOf(spec)}
      value={index < 0 ? '' : String(index)}
      onChange={(event) => onChange(event.target.value === '' ? null : options[Number(event.target.value)])}
      error={errors.length > 0}
      helperText={errors.join(' · ') || spec.hint}
      size="small"
      sx={{ minWidth: 220 }}
    >
      {spec.required ? null : <MenuItem value="">{translate('resources.cmsContent.none')}</MenuItem>}
      {options.map((option, position) => (
        <MenuItem key={String(option)} value={String(position)}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function MultiselectWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const optionLabel = useOptionLabel();
  const chosen = Array.isArray(value) ? value : [];
  const options = spec.options ?? [];
  const toggle = (option: string | number, on: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? on : chosen.includes(candidate))));
  return (
    <FormControl component="fieldset" aria-labelledby={`${id}-label`} error={errors.length > 0}>
      <GroupLabel legend id={`${id}-label`}>
        {labelOf(spec)}
      </GroupLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={String(option)}
            control={
              <Checkbox checked={chosen.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            }
            label={optionLabel(option)}
          />
        ))}
      </FormGroup>
      <FieldMessages errors={errors} hint={spec.hint} />
    </FormControl>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColorWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const colour = typeof value === 'string' ? value : '';
  const [text, setText] = useState(colour);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(colour);
  }
  // the value changes only to a whole colour (#rrggbb) or to none: half-typed text stays in the field
  const type = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    const chosen = trimmed === '' ? null : HEX.test(trimmed) ? trimmed.toLowerCase() : undefined;
    if (chosen !== undefined) {
      setShown(chosen);
      onChange(chosen);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <input
        type="color"
        aria-label={translate('resources.cmsContent.color.picker', { label: spec.label })}
        value={HEX.test(colour) ? colour.toLowerCase() : '#000000'}
        onChange={(event) => type(event.target.value)}
        style={{ width: 40, height: 40, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <TextField
        id={id}
        label={labelOf(spec)}
        value={text}
        placeholder="#d3d3d3"
        onChange={(event) => type(event.target.value)}
        error={errors.length > 0}
        helperText={errors.join(' · ') || translate('resources.cmsContent.color.helper')}
        size="small"
        sx={{ maxWidth: 200 }}
      />
    </Box>
  );
}
