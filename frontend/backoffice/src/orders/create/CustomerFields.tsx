import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { PhoneOrderForm } from './phoneOrder';

const T = 'resources.orders.create';

type TextKey = 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'floor' | 'door' | 'zipCode' | 'city';

/** Each field's input type (phone keyboard) and its width in twelfths of a row. */
const INPUTS: Record<TextKey, { type?: string; width: number }> = {
  firstName: { width: 6 },
  lastName: { width: 6 },
  phone: { type: 'tel', width: 6 },
  email: { type: 'email', width: 6 },
  street: { width: 8 },
  floor: { width: 2 },
  door: { width: 2 },
  zipCode: { width: 3 },
  city: { width: 9 },
};

const CONTACT: TextKey[] = ['firstName', 'lastName', 'phone', 'email'];
const ADDRESS: TextKey[] = ['street', 'floor', 'door', 'zipCode', 'city'];

interface CustomerFieldsProps {
  form: PhoneOrderForm;
  onChange: (patch: Partial<PhoneOrderForm>) => void;
  errorOf: (field: string) => string | undefined;
  withAddress: boolean;
  disabled?: boolean;
}

/** The caller: name, phone and e-mail, and the address when the order type asks for it. */
export function CustomerFields({ form, onChange, errorOf, withAddress, disabled }: CustomerFieldsProps) {
  const translate = useTranslate();
  const fields = withAddress ? [...CONTACT, ...ADDRESS] : CONTACT;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, minmax(0, 1fr))' } }}>
      {fields.map((name) => {
        const input = INPUTS[name];
        const error = errorOf(name);
        return (
          <TextField
            key={name}
            name={name}
            label={translate(`${T}.${name}`)}
            type={input.type}
            value={form[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
            // the caller's data, not the employee's: no autofill
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
            sx={{ gridColumn: { sm: `span ${input.width}` } }}
          />
        );
      })}
    </Box>
  );
}
