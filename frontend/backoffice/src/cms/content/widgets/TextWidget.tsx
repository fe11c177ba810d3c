/** text, textarea and markdown: a text field with the editor hint (spec §5) and a character counter. */
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import type { WidgetProps } from './types';
import { labelOf } from './FieldShell';

const INPUT_TYPES = { email: 'email', url: 'url', path: 'text' } as const;

/** 'Etwa 20 bis 40 Zeichen · 12 / 40 Zeichen': the hint and, where a maximum or hint applies, the count. */
export function helperLine(hint: string | undefined, counter: string | null): string {
  return [hint, counter].filter(Boolean).join(' · ');
}

export function TextWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const id = useWidgetId(path);
  const errors = useFieldErrors(path);
  const text = typeof value === 'string' ? value : '';
  const multiline = spec.type !== 'text';
  const counted = spec.maxLength !== undefined || Boolean(spec.hint);
  const counter = counted
    ? spec.maxLength !== undefined
      ? translate('resources.cmsContent.counter', { count: text.length, max: spec.maxLength })
      : translate('resources.cmsContent.counterFree', { count: text.length })
    : null;
  const helper = [...errors, helperLine(spec.hint, counter)].filter(Boolean).join(' · ');
  return (
    <TextField
      id={id}
      label={labelOf(spec)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      multiline={multiline}
      minRows={multiline ? (spec.rows ?? (spec.type === 'markdown' ? 6 : 3)) : undefined}
      type={spec.format ? INPUT_TYPES[spec.format] : 'text'}
      error={errors.length > 0}
      helperText={helper || undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: {
          maxLength: spec.maxLength,
          spellCheck: spec.format ? false : undefined,
          style: spec.type === 'markdown' ? { fontFamily: 'monospace' } : undefined,
        },
      }}
    />
  );
}
