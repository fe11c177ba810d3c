/** Helpers every widget uses: its label (with * when required), errors and hint under it. */
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ContentFieldSpec } from '../types';

export const labelOf = (spec: ContentFieldSpec) => (spec.required ? `${spec.label} *` : spec.label);

/** The errors of a widget (role alert) and its hint, as helper texts below it. */
export function FieldMessages({ id, errors, hint }: { id?: string; errors: string[]; hint?: ReactNode }) {
  return (
    <>
      {errors.map((message) => (
        <FormHelperText key={message} error role="alert" id={id}>
          {message}
        </FormHelperText>
      ))}
      {hint ? <FormHelperText id={errors.length ? undefined : id}>{hint}</FormHelperText> : null}
    </>
  );
}

/** The heading of a widget that is a group of inputs (images, a list, a map); a legend inside a fieldset. */
export function GroupLabel({ id, legend = false, children }: { id: string; legend?: boolean; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component={legend ? 'legend' : 'div'}
      variant="subtitle2"
      sx={{ fontWeight: 600, mb: 0.5, p: 0 }}
    >
      {children}
    </Typography>
  );
}
