import type { PaymentMethod } from '@bestellwerk/common/rules/payment';

import { checkoutMessages } from '../messages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import styles from './Checkout.module.css';
import fieldStyles from '../../../components/Field.module.css';

const text = checkoutMessages;

interface PaymentMethodsProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  errors?: string[];
  onChange: (method: PaymentMethod) => void;
}

/** 'Zahlungsart': the methods the config, its plugin and the branch offer, or why there is none. */
export function PaymentMethods({ methods, value, errors, onChange }: PaymentMethodsProps) {
  return (
    <>
      {methods.length > 0 ? (
        <fieldset className={styles.choices} aria-describedby={errors ? 'checkout-paymentMethod-error' : undefined}>
          <legend className={styles.visuallyHidden}>{text.sections.payment}</legend>
          {methods.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
              />
              {orderSummaryMessages.payment[method]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{orderSummaryMessages.payment.none}</p>
      )}
      {errors && (
        <p id="checkout-paymentMethod-error" className={fieldStyles.fieldError}>
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}
