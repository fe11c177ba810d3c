import type { Branch, PublicTable } from '@bestellwerk/common/api/types';

import { checkoutMessages } from '../messages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import type { DeliveryChoice } from '../checkoutRules';
import styles from './Checkout.module.css';
import { FieldShell } from './Field';

const text = checkoutMessages;

interface OrderSectionProps {
  choices: readonly DeliveryChoice[];
  choice: DeliveryChoice;
  onChoose: (choice: DeliveryChoice) => void;
  tables: readonly PublicTable[] | null;
  table: number | null;
  onTable: (table: number | null) => void;
  warnings: string[];
  errors: Record<string, string[]>;
}

/** 'Bestellung': delivery type, table number for dine-in with table selection, closed warnings. */
export function OrderSection({
  choices,
  choice,
  onChoose,
  tables,
  table,
  onTable,
  warnings,
  errors,
}: OrderSectionProps) {
  return (
    <>
      {choices.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend>{text.deliveryType}</legend>
          {choices.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="deliveryType"
                value={value}
                checked={choice === value}
                onChange={() => onChoose(value)}
              />
              {orderSummaryMessages.deliveryTypes[value]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          {text.deliveryType}: <strong>{orderSummaryMessages.deliveryTypes[choice]}</strong>
        </p>
      )}
      {tables && (
        <FieldShell
          name="table"
          label={text.table.replace(/ \*$/, '')}
          isRequired
          errors={errors.table}
          hint={text.tableHint}
        >
          {(aria) => (
            <select
              {...aria}
              value={table ?? ''}
              onChange={(event) => onTable(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{text.tableChoose}</option>
              {tables.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.identifier}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      )}
      {warnings.map((warning) => (
        <p key={warning} className={styles.warning}>
          {warning}
        </p>
      ))}
    </>
  );
}

/** §8 Closed: the reason nothing can be ordered now, and the preorder hint. */
export function closedWarnings(
  branch: Pick<Branch, 'isPreorderEnabled'>,
  isDelivery: boolean,
  open: { isOpenForOrders: boolean; isDeliveryOpen: boolean },
): string[] {
  const warning = !open.isOpenForOrders ? text.closed : isDelivery && !open.isDeliveryOpen ? text.closedDelivery : null;
  if (!warning) return [];
  return branch.isPreorderEnabled ? [`${warning} ${text.preorderPossible}`] : [warning];
}
