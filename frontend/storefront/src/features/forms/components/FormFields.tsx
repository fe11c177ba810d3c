import type { ApiErrorItem } from '@bestellwerk/common/api/client';

import { fieldKey, type FormField, type FormValue } from '../api/form';
import { formMessages } from '../messages';
import styles from './Form.module.css';
import fieldStyles from '../../../components/Field.module.css';

interface Props {
  formId: number;
  fields: FormField[];
  values: Record<string, FormValue>;
  errors: ApiErrorItem[];
  onChange: (key: string, value: FormValue) => void;
}

/** The kind of control: a text field of subtype email or textarea is one. */
function kindOf(field: FormField): 'text' | 'email' | 'textarea' | 'select' | 'boolean' {
  if (field.type === 'text') return field.subtype ?? 'text';
  return field.type;
}

/**
 * Every field type of a form (text, email, textarea, select, checkbox): required fields only carry an
 * asterisk (no browser checks, spec storefront §5); the server's messages show under their field.
 */
export function FormFields({ formId, fields, values, errors, onChange }: Props) {
  return (
    <>
      {fields.map((field, index) => {
        const key = fieldKey(field, index);
        const id = `form-${formId}-${key}`;
        const messages = errors.filter((error) => error.field === key).map((error) => error.message);
        const label = field.label || key;
        const aria = {
          id,
          name: key,
          'aria-invalid': messages.length ? true : undefined,
          'aria-describedby': messages.length ? `${id}-error` : undefined,
          'aria-required': field.isRequired ? true : undefined,
        } as const;
        const mark = field.isRequired ? (
          <span className={styles.required} title={formMessages.required}>
            {' *'}
          </span>
        ) : null;
        const kind = kindOf(field);
        const value = values[key];
        const text = typeof value === 'string' ? value : '';
        return (
          <div key={key} className={kind === 'boolean' ? styles.checkbox : fieldStyles.field}>
            {kind === 'boolean' ? (
              <>
                <input
                  {...aria}
                  type="checkbox"
                  checked={value === true}
                  onChange={(event) => onChange(key, event.target.checked)}
                />
                <label htmlFor={id}>
                  {label}
                  {mark}
                </label>
              </>
            ) : (
              <>
                <label htmlFor={id}>
                  {label}
                  {mark}
                </label>
                {kind === 'textarea' ? (
                  <textarea {...aria} rows={5} value={text} onChange={(event) => onChange(key, event.target.value)} />
                ) : kind === 'select' ? (
                  <select {...aria} value={text} onChange={(event) => onChange(key, event.target.value)}>
                    <option value="">{formMessages.choose}</option>
                    {(field.options ?? []).map((option, position) => (
                      <option key={position} value={option.value ?? ''}>
                        {option.value}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...aria}
                    type={kind === 'email' ? 'email' : 'text'}
                    autoComplete={kind === 'email' ? 'email' : undefined}
                    value={text}
                    onChange={(event) => onChange(key, event.target.value)}
                  />
                )}
              </>
            )}
            {messages.length > 0 && (
              <p id={`${id}-error`} className={`${fieldStyles.fieldError} ${styles.checkboxError}`}>
                {messages.join(' ')}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
