import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';

import { checkoutMessages } from '../messages';
import { FieldShell } from './Field';

const text = checkoutMessages;

/** '1060 Mariahilf – Lieferkosten 2,90 EUR, Mindestbestellwert 15,00 EUR' (the fee 'kostenlos', no minimum left out). */
export function areaLabel(area: DeliveryArea, currency: string): string {
  const fee = area.free ? text.deliveryArea.free : formatCurrency(area.price ?? '0', currency);
  const minimum =
    area.minimumOrderValue && Number(area.minimumOrderValue) > 0
      ? formatCurrency(area.minimumOrderValue, currency)
      : null;
  return text.deliveryArea.option(area.area, fee, minimum);
}

interface DeliveryAreaSelectProps {
  areas: readonly DeliveryArea[];
  value: number | null;
  currency: string;
  errors?: string[];
  onChange: (area: number | null) => void;
}

/** 'Liefergebiet *' (spec §2 Address: a dropdown, delivery only): the branch's areas with fee and minimum, preselected from the postcode. */
export function DeliveryAreaSelect({ areas, value, currency, errors, onChange }: DeliveryAreaSelectProps) {
  return (
    <FieldShell name="deliveryArea" label={text.fields.deliveryArea} isRequired errors={errors}>
      {(aria) => (
        <select
          {...aria}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{text.tableChoose}</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {areaLabel(area, currency)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
