/**
 * Props for a react-admin TextInput holding an API decimal string ("6.90"): shown and typed with a
 * German decimal comma ("6,90"), kept with a point in the form values, with the number keyboard.
 */
export const decimalInput = {
  inputProps: { inputMode: 'decimal' as const },
  format: (value: unknown) => (value === null || value === undefined ? '' : String(value).replace('.', ',')),
  parse: (value: string) => value.replace(',', '.'),
};
