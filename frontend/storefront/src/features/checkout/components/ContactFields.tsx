import { normalizePhone, phoneHint, stripTyped } from '@bestellwerk/common/rules/phone';

import { checkoutMessages } from '../messages';
import type { OrderDraft } from '../draft';
import styles from './Checkout.module.css';
import { CheckboxField, FieldShell, TextField } from './Field';

const text = checkoutMessages;
const fields = text.fields;

interface ContactFieldsProps {
  draft: OrderDraft;
  /** e-mail and phone (hidden for a table order that needs neither) */
  isReachShown: boolean;
  isEmailRequired: boolean;
  isPhoneRequired: boolean;
  /** first and last name: required but for a table order */
  isNameRequired?: boolean;
  errors: Record<string, string[]>;
  onChange: (change: Partial<OrderDraft>) => void;
}

/** Company name (required) and UID-Nummer of a company order. */
function CompanyFields({ draft, errors, onChange }: Pick<ContactFieldsProps, 'draft' | 'errors' | 'onChange'>) {
  return (
    <div className={styles.grid}>
      <TextField
        name="companyName"
        label={fields.companyName}
        isRequired
        autoComplete="organization"
        maxLength={200}
        value={draft.companyName}
        errors={errors.companyName}
        onChange={(companyName) => onChange({ companyName })}
      />
      <TextField
        name="vatNumber"
        label={fields.vatNumber}
        maxLength={40}
        value={draft.vatNumber}
        errors={errors.vatNumber}
        onChange={(vatNumber) => onChange({ vatNumber })}
      />
    </div>
  );
}

/** 'Kontaktdetails': 'Firma' with company name and UID-Nummer, first and last name (required but for a table order), e-mail and phone. */
export function ContactFields({
  draft,
  isReachShown,
  isEmailRequired,
  isPhoneRequired,
  isNameRequired = true,
  errors,
  onChange,
}: ContactFieldsProps) {
  return (
    <div className={styles.stack}>
      <CheckboxField
        name="isCompany"
        label={fields.isCompany}
        checked={draft.isCompany}
        errors={errors.isCompany}
        onChange={(isCompany) => onChange({ isCompany })}
      />
      {draft.isCompany && <CompanyFields draft={draft} errors={errors} onChange={onChange} />}
      <div className={styles.grid}>
        <TextField
          name="firstName"
          label={fields.firstName}
          isRequired={isNameRequired}
          autoComplete="given-name"
          value={draft.firstName}
          errors={errors.firstName}
          onChange={(firstName) => onChange({ firstName })}
        />
        <TextField
          name="lastName"
          label={fields.lastName}
          isRequired={isNameRequired}
          autoComplete="family-name"
          value={draft.lastName}
          errors={errors.lastName}
          onChange={(lastName) => onChange({ lastName })}
        />
        {isReachShown && (
          <>
            <TextField
              name="email"
              type="email"
              label={fields.email}
              isRequired={isEmailRequired}
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              errors={errors.email}
              onChange={(email) => onChange({ email })}
            />
            <FieldShell
              name="phone"
              label={fields.phone}
              isRequired={isPhoneRequired}
              errors={errors.phone}
              hint={phoneHint(draft.phone, text.phoneExample)}
            >
              {(aria) => (
                <input
                  {...aria}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={50}
                  value={draft.phone}
                  onChange={(event) => onChange({ phone: stripTyped(event.target.value) })}
                  onBlur={() => onChange({ phone: normalizePhone(draft.phone) })}
                />
              )}
            </FieldShell>
          </>
        )}
      </div>
    </div>
  );
}
