import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import type { Branch, Table } from '../../api/types';
import type { DeliveryType } from '../orderState';
import type { PhoneOrderForm } from './phoneOrder';
import { deliveryTypes } from './phoneOrder';

const T = 'resources.orders.create';

interface OrderSettingsProps {
  branches: readonly Branch[];
  branch: Branch | undefined;
  form: PhoneOrderForm;
  onBranch: (branch: Branch) => void;
  onChange: (patch: Partial<PhoneOrderForm>) => void;
  errorOf: (field: string) => string | undefined;
  disabled?: boolean;
}

/** Branch, order type (with table or delivery area) and appointment of a phone order. */
export function OrderSettings({ branches, branch, form, onBranch, onChange, errorOf, disabled }: OrderSettingsProps) {
  const translate = useTranslate();
  const isDineIn = form.deliveryType === 'dineIn';
  const tables = useGetList<Table>(
    'tables',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'identifier', order: 'ASC' },
      filter: { branch: branch?.id },
    },
    { enabled: Boolean(branch) && isDineIn },
  );
  const areas = branch?.deliveryAreas ?? [];
  const typeError = errorOf('isDelivery') ?? errorOf('isDineIn');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={translate(`${T}.branch`)}
        value={branch?.id ?? ''}
        onChange={(event) => {
          const chosen = branches.find((candidate) => candidate.id === Number(event.target.value));
          if (chosen) onBranch(chosen);
        }}
        error={Boolean(errorOf('branch'))}
        helperText={errorOf('branch')}
        disabled={disabled}
        required
      >
        {branches.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>

      {branch ? (
        <FormControl error={Boolean(typeError)} disabled={disabled}>
          <FormLabel id="phone-order-type">{translate(`${T}.deliveryType`)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="phone-order-type"
            value={form.deliveryType}
            onChange={(event) => onChange({ deliveryType: event.target.value as DeliveryType })}
          >
            {deliveryTypes(branch).map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={translate(`resources.orders.deliveryTypes.${type}`)}
              />
            ))}
          </RadioGroup>
          {typeError ? <FormHelperText>{typeError}</FormHelperText> : null}
        </FormControl>
      ) : null}

      {branch && isDineIn && (tables.data?.length ?? 0) > 0 ? (
        <TextField
          select
          label={translate(`${T}.table`)}
          value={form.table}
          onChange={(event) => onChange({ table: Number(event.target.value) })}
          error={Boolean(errorOf('table'))}
          helperText={errorOf('table')}
          disabled={disabled}
        >
          {(tables.data ?? []).map((table) => (
            <MenuItem key={table.id} value={table.id}>
              {table.identifier}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      {branch && form.deliveryType === 'delivery' && areas.length > 0 ? (
        <TextField
          select
          label={translate(`${T}.deliveryArea`)}
          value={form.deliveryArea}
          onChange={(event) => onChange({ deliveryArea: Number(event.target.value) })}
          error={Boolean(errorOf('deliveryArea'))}
          helperText={errorOf('deliveryArea')}
          disabled={disabled}
          required
        >
          {areas.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {area.area}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      <TextField
        type="datetime-local"
        label={translate(`${T}.appointment`)}
        value={form.appointment}
        onChange={(event) => onChange({ appointment: event.target.value })}
        error={Boolean(errorOf('appointmentDate'))}
        helperText={errorOf('appointmentDate')}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
