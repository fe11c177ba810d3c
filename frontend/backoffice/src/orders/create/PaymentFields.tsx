import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { Branch } from '../../api/types';
import type { PhoneOrderForm } from './phoneOrder';
import { paymentMethods } from './phoneOrder';

const T = 'resources.orders.create';

interface PaymentFieldsProps {
  branch: Branch | undefined;
  form: PhoneOrderForm;
  onChange: (patch: Partial<PhoneOrderForm>) => void;
  errorOf: (field: string) => string | undefined;
  disabled?: boolean;
}

/** Payment method and comment (a caller is not asked to tick the terms and the privacy policy: POST /api/orders/phone). */
export function PaymentFields({ branch, form, onChange, errorOf, disabled }: PaymentFieldsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={translate(`${T}.paymentMethod`)}
        value={form.paymentMethod}
        onChange={(event) => onChange({ paymentMethod: event.target.value })}
        error={Boolean(errorOf('paymentMethod'))}
        helperText={errorOf('paymentMethod')}
        disabled={disabled}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${T}.paymentDefault`)}</MenuItem>
        {(branch ? paymentMethods(branch) : []).map((method) => (
          <MenuItem key={method} value={method}>
            {translate(`resources.orders.paymentMethods.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        multiline
        minRows={2}
        label={translate(`${T}.comment`)}
        value={form.comment}
        onChange={(event) => onChange({ comment: event.target.value })}
        error={Boolean(errorOf('comment'))}
        helperText={errorOf('comment')}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}
