import type { DeliveryArea } from '@bestellwerk/common/api/types';

import { messages } from '../../../messages';
import { COUNTRIES, type Country, type OrderDraft } from '../draft';
import styles from './Checkout.module.css';
import { FieldShell, TextField } from './Field';

const fields = messages.checkout.fields;

interface DeliveryAreaFieldProps {
  areas: readonly DeliveryArea[];
  value: number | null;
  errors?: string[];
  onChange: (area: number | null) => void;
}

export function DeliveryAreaField({ areas, value, errors, onChange }: DeliveryAreaFieldProps) {
  return (
    <FieldShell name="deliveryArea" label={fields.deliveryArea} isRequired errors={errors}>
      {(aria) => (
        <select {...aria} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{messages.checkout.tableChoose}</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.area}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface AddressFieldsProps {
  draft: OrderDraft;
  errors: Record<string, string[]>;
  onChange: (change: Partial<OrderDraft>) => void;
}

/** Street, 'Stock', 'Treppe', 'Tür', zip code, city and country (DE, LI, AT, CH; default AT). */
export function AddressFields({ draft, errors, onChange }: AddressFieldsProps) {
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <TextField
          name="street"
          label={fields.street}
          isRequired
          autoComplete="address-line1"
          maxLength={200}
          value={draft.street}
          errors={errors.street}
          onChange={(street) => onChange({ street })}
        />
      </div>
      <TextField
        name="floor"
        label={fields.floor}
        maxLength={20}
        value={draft.floor}
        errors={errors.floor}
        onChange={(floor) => onChange({ floor })}
      />
      <TextField
        name="stairway"
        label={fields.stairway}
        maxLength={20}
        value={draft.stairway}
        errors={errors.stairway}
        onChange={(stairway) => onChange({ stairway })}
      />
      <TextField
        name="door"
        label={fields.door}
        maxLength={20}
        value={draft.door}
        errors={errors.door}
        onChange={(door) => onChange({ door })}
      />
      <TextField
        name="zipCode"
        label={fields.zipCode}
        isRequired
        autoComplete="postal-code"
        maxLength={20}
        value={draft.zipCode}
        errors={errors.zipCode}
        onChange={(zipCode) => onChange({ zipCode })}
      />
      <TextField
        name="city"
        label={fields.city}
        isRequired
        autoComplete="address-level2"
        value={draft.city}
        errors={errors.city}
        onChange={(city) => onChange({ city })}
      />
      <FieldShell name="country" label={fields.country} isRequired errors={errors.country}>
        {(aria) => (
          <select {...aria} value={draft.country} autoComplete="country" onChange={(event) => onChange({ country: event.target.value as Country })}>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {messages.checkout.countries[country]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </div>
  );
}
