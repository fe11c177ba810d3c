import type { HTMLInputTypeAttribute, ReactNode } from 'react';

import styles from './Checkout.module.css';
import fieldStyles from '../../../components/Field.module.css';

export function fieldId(name: string): string {
  return `checkout-${name}`;
}

interface FieldShellProps {
  name: string;
  label: string;
  isRequired?: boolean;
  errors?: string[];
  hint?: string | null;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-required'?: true;
  }) => ReactNode;
}

/** Label, control, hint and the server's messages for the field (aria-invalid, described by them). */
export function FieldShell({ name, label, isRequired, errors = [], hint, children }: FieldShellProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{isRequired ? `${label} *` : label}</label>
      {children({
        id,
        'aria-invalid': errors.length ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  errors?: string[];
  hint?: string | null;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  maxLength?: number;
}

export function TextField({ value, onChange, type = 'text', autoComplete, maxLength = 120, ...shell }: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <input
          {...aria}
          name={shell.name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: string[];
}

/** A checkbox with its label to the right and the server's messages below. */
export function CheckboxField({ name, label, checked, onChange, errors = [] }: CheckboxFieldProps) {
  const id = fieldId(name);
  return (
    <div className={styles.consent}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {errors.length > 0 && (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
