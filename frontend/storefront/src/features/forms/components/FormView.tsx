import { ApiError, UNKNOWN_ERROR_MESSAGE, type ApiErrorItem } from '@bestellwerk/common/api/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { messages } from '../../../messages';
import { useSubmit } from '../../../lib/useSubmit';
import { type ContentForm, fieldKey, type FormValue, submitForm } from '../api/form';
import { sendConversions } from '../conversions';
import { formMessages } from '../messages';
import { FormFields } from './FormFields';
import styles from './Form.module.css';
import buttonStyles from '../../../components/Button.module.css';

type Phase = 'form' | 'submitting' | 'success' | 'error';

const HONEYPOT = 'homepage';

function emptyValues(form: ContentForm): Record<string, FormValue> {
  return Object.fromEntries(
    form.fields.map((field, index) => [fieldKey(field, index), field.type === 'boolean' ? false : '']),
  );
}

/**
 * One form with the submit states of spec storefront §4: the fields, 'Bitte warten', the thank-you text
 * (or 'Vielen Dank für Ihre Nachricht!') with the data cleared, or the errors under 'Bitte prüfen Sie
 * Ihre Eingaben' with buttons to change the data or send again. Nothing is checked in the browser.
 */
export function FormView({ form, onClose }: { form: ContentForm; onClose: () => void }) {
  const [values, setValues] = useState(() => emptyValues(form));
  const [honeypot, setHoneypot] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const heading = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSubmit((body: Record<string, FormValue>) => submitForm(form.id, body));

  useEffect(() => {
    if (phase !== 'form') heading.current?.focus();
    // back to the form to change the data: to the first field the server named
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [phase]);

  // spec storefront §7: a conversion when the form is shown (and below, when it was sent)
  useEffect(() => sendConversions(form.actions), [form.actions]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setPhase('submitting');
    const body = honeypot ? { ...values, [HONEYPOT]: honeypot } : values;
    send.mutate(body, {
      onSuccess: () => {
        sendConversions(form.actions);
        setValues(emptyValues(form));
        setErrors([]);
        setPhase('success');
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.serverErrors : []);
        setPhase('error');
      },
    });
  }

  if (phase === 'submitting') {
    return (
      <div ref={heading} tabIndex={-1} className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.stateTitle}>{formMessages.waitTitle}</p>
        <p>{formMessages.waitText}</p>
      </div>
    );
  }
  if (phase === 'success') {
    return (
      <div ref={heading} tabIndex={-1} className={styles.state} role="status">
        {form.thankYou ? (
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeHtml(form.thankYou) }} />
        ) : (
          <p className={styles.stateTitle}>{formMessages.thankYou}</p>
        )}
        <button type="button" className={`${buttonStyles.button} ${styles.button}`} onClick={onClose}>
          {messages.common.close}
        </button>
      </div>
    );
  }
  if (phase === 'error') {
    return (
      <div ref={heading} tabIndex={-1} className={styles.errorBox} role="alert">
        {errors.length > 0 ? (
          <>
            <p className={styles.stateTitle}>{formMessages.errorTitle}</p>
            <ul>
              {errors.map((error, index) => (
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.stateTitle}>{UNKNOWN_ERROR_MESSAGE}</p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`${buttonStyles.button} ${styles.button}`} onClick={() => setPhase('form')}>
            {formMessages.change}
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.button}`}
            onClick={() => submit()}
          >
            {formMessages.retry}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {form.description && <p className={styles.description}>{form.description}</p>}
      <FormFields
        formId={form.id}
        fields={form.fields}
        values={values}
        errors={errors}
        onChange={(key, value) => {
          setValues((current) => ({ ...current, [key]: value }));
          // a changed field's old message no longer applies
          setErrors((current) => current.filter((error) => error.field !== key));
        }}
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`form-${form.id}-${HONEYPOT}`}>{formMessages.honeypot}</label>
        <input
          id={`form-${form.id}-${HONEYPOT}`}
          name={HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button type="submit" className={`${buttonStyles.button} ${styles.button}`}>
        {formMessages.submit}
      </button>
    </form>
  );
}
