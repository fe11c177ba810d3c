/**
 * What both pairings share ('Gerät koppeln' for a new device, 'Mit Code koppeln' for an existing one): the code field
 * (upper case as typed, 6 characters) and the server's field errors of a refusal, for react-admin's form.
 */
import { HttpError, required, TextInput } from 'react-admin';

/** What a person types, as the code is stored: upper case, no spaces, at most 6 characters. */
export const codeOf = (typed: string) => typed.toUpperCase().replace(/\s+/g, '').slice(0, 6);

/** The code a device page shows, typed as read. */
export function PairingCodeInput({ helperText }: { helperText?: string | false }) {
  return (
    <TextInput
      source="code"
      parse={codeOf}
      validate={required()}
      helperText={helperText}
      autoFocus
      slotProps={{
        htmlInput: {
          maxLength: 6,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: '0.3em' },
        },
      }}
    />
  );
}

/** The server's field errors go to their fields ('code': 'Der Code ist ungültig oder abgelaufen.'). */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> })?.errors : null;
  if (!fields) return undefined;
  const { root: _root, ...byField } = fields;
  return byField;
}
