import { quantityText } from '@bestellwerk/common/rules/decimals';
import { changeUnit, normalizeAmount, parseAmount } from '@bestellwerk/common/rules/quantity';
import { getUnit, offeredUnits } from '@bestellwerk/common/rules/units';
import { useId, useState } from 'react';

import { type Product, pricedProduct } from '../../../lib/catalogue';
import { itemMessages } from '../messages';
import { amountField } from '../itemDraft';
import { clampNote } from '../itemNotes';
import notes from './ItemNotes.module.css';
import styles from './ItemOverlay.module.css';
import fieldStyles from '../../../components/Field.module.css';

interface QuantityFieldProps {
  product: Product;
  amountText: string;
  unit: string;
  onChange: (amountText: string, unit: string) => void;
}

/**
 * Amount (comma accepted, clamped and put on the step on blur, saying so: 'Höchstmenge 60 Stück') and
 * unit (converting the amount).
 */
export function QuantityField({ product, amountText, unit, onChange }: QuantityFieldProps) {
  const amountId = useId();
  const unitId = useId();
  const priced = pricedProduct(product);
  const units = offeredUnits(priced);
  const [note, setNote] = useState<string | null>(null);

  function normalize() {
    setNote(clampNote(priced, unit, amountText));
    onChange(amountField(quantityText(normalizeAmount(priced, unit, amountText))), unit);
  }

  function switchUnit(next: string) {
    const converted = changeUnit(priced, parseAmount(amountText), unit, next);
    setNote(null);
    onChange(amountField(quantityText(converted)), next);
  }

  return (
    <div className={styles.quantity}>
      <div className={fieldStyles.field}>
        <label htmlFor={amountId}>{itemMessages.amount}</label>
        <input
          id={amountId}
          className={`${fieldStyles.control} ${styles.input}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          aria-describedby={`${amountId}-note`}
          onChange={(event) => {
            setNote(null);
            onChange(event.target.value, unit);
          }}
          onBlur={normalize}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={unitId}>{itemMessages.unit}</label>
        {units.length > 1 ? (
          <select
            id={unitId}
            className={`${fieldStyles.control} ${styles.input}`}
            value={unit}
            onChange={(event) => switchUnit(event.target.value)}
          >
            {units.map((id) => (
              <option key={id} value={id}>
                {getUnit(id).name}
              </option>
            ))}
          </select>
        ) : (
          <output id={unitId} className={styles.unitName}>
            {getUnit(unit).name}
          </output>
        )}
      </div>
      {/* a live region that stands from the start, so the note is announced when it appears */}
      <p id={`${amountId}-note`} className={notes.clampNote} role="status">
        {note}
      </p>
    </div>
  );
}
