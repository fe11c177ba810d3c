import { checkoutMessages } from '../messages';
import { COUNTRIES, type Country, type OrderDraft } from '../draft';
import styles from './Checkout.module.css';
import { FieldShell, TextField } from './Field';

const fields = checkoutMessages.fields;

type Part = 'street' | 'floor' | 'stairway' | 'door' | 'zipCode' | 'city' | 'country';

interface TextPart {
  part: Exclude<Part, 'country'>;
  isRequired?: boolean;
  autoComplete?: string;
  maxLength?: number;
  isWide?: boolean;
}

const TEXT_PARTS: readonly TextPart[] = [
  { part: 'street', isRequired: true, autoComplete: 'address-line1', maxLength: 200, isWide: true },
  { part: 'floor', maxLength: 20 },
  { part: 'stairway', maxLength: 20 },
  { part: 'door', maxLength: 20 },
  { part: 'zipCode', isRequired: true, autoComplete: 'postal-code', maxLength: 20 },
  { part: 'city', isRequired: true, autoComplete: 'address-level2' },
];

/** The draft field of an address part: `street`, or `deliveryStreet` for the delivery address. */
function draftField(prefix: '' | 'delivery', part: Part): keyof OrderDraft {
  return (prefix ? `${prefix}${part[0]!.toUpperCase()}${part.slice(1)}` : part) as keyof OrderDraft;
}

interface AddressFieldsProps {
  /** '' the customer's address, 'delivery' the different delivery address */
  prefix?: '' | 'delivery';
  draft: OrderDraft;
  errors: Record<string, string[]>;
  onChange: (change: Partial<OrderDraft>) => void;
}

/** Street, 'Stock', 'Treppe', 'Tür', zip code, city and country (DE, LI, AT, CH; default AT). */
export function AddressFields({ prefix = '', draft, errors, onChange }: AddressFieldsProps) {
  const section = prefix === 'delivery' ? 'shipping ' : '';
  const country = draftField(prefix, 'country');
  return (
    <div className={styles.grid}>
      {TEXT_PARTS.map(({ part, isRequired, autoComplete, maxLength, isWide }) => {
        const name = draftField(prefix, part);
        const field = (
          <TextField
            key={name}
            name={name}
            label={fields[part]}
            isRequired={isRequired}
            autoComplete={autoComplete ? `${section}${autoComplete}` : undefined}
            maxLength={maxLength}
            value={draft[name] as string}
            errors={errors[name]}
            onChange={(value) => onChange({ [name]: value })}
          />
        );
        return isWide ? (
          <div key={name} className={styles.wide}>
            {field}
          </div>
        ) : (
          field
        );
      })}
      <FieldShell name={country} label={fields.country} isRequired errors={errors[country]}>
        {(aria) => (
          <select
            {...aria}
            value={draft[country] as Country}
            autoComplete={`${section}country`}
            onChange={(event) => onChange({ [country]: event.target.value as Country })}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {checkoutMessages.countries[code]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </div>
  );
}
