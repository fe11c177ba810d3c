import { checkoutMessages } from '../messages';
import type { OrderDraft } from '../draft';
import { AddressFields } from './AddressFields';
import styles from './Checkout.module.css';
import { CheckboxField, TextField } from './Field';

const text = checkoutMessages;
const fields = text.fields;

interface DeliveryAddressFieldsProps {
  draft: OrderDraft;
  errors: Record<string, string[]>;
  onChange: (change: Partial<OrderDraft>) => void;
}

/** 'Lieferadresse' (behind 'Abweichende Lieferadresse'): name and a company, street, zip code, city and country of the delivery. */
export function DeliveryAddressFields({ draft, errors, onChange }: DeliveryAddressFieldsProps) {
  return (
    <fieldset className={styles.subsection}>
      <legend>{text.deliveryAddress}</legend>
      <CheckboxField
        name="isDeliveryCompany"
        label={fields.isDeliveryCompany}
        checked={draft.isDeliveryCompany}
        errors={errors.isDeliveryCompany}
        onChange={(isDeliveryCompany) => onChange({ isDeliveryCompany })}
      />
      <div className={styles.grid}>
        {draft.isDeliveryCompany && (
          <div className={styles.wide}>
            <TextField
              name="deliveryCompanyName"
              label={fields.companyName}
              isRequired
              autoComplete="shipping organization"
              maxLength={200}
              value={draft.deliveryCompanyName}
              errors={errors.deliveryCompanyName}
              onChange={(deliveryCompanyName) => onChange({ deliveryCompanyName })}
            />
          </div>
        )}
        <TextField
          name="deliveryFirstName"
          label={fields.firstName}
          isRequired
          autoComplete="shipping given-name"
          value={draft.deliveryFirstName}
          errors={errors.deliveryFirstName}
          onChange={(deliveryFirstName) => onChange({ deliveryFirstName })}
        />
        <TextField
          name="deliveryLastName"
          label={fields.lastName}
          isRequired
          autoComplete="shipping family-name"
          value={draft.deliveryLastName}
          errors={errors.deliveryLastName}
          onChange={(deliveryLastName) => onChange({ deliveryLastName })}
        />
      </div>
      <AddressFields prefix="delivery" draft={draft} errors={errors} onChange={onChange} />
    </fieldset>
  );
}
