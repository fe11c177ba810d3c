import { formatCurrency } from '@bestellwerk/common/format';
import { itemGross, isItemApproximate } from '@bestellwerk/common/rules/pricing';
import { itemProblems, limits } from '@bestellwerk/common/rules/quantity';
import { lazy, Suspense, useState } from 'react';

import { Dialog } from '../../../components/Dialog';
import type { CartItem, CartPartChoice } from '../../../lib/cartItem';
import { type Product, pricedProduct } from '../../../lib/catalogue';
import { itemMessages } from '../messages';
import { orderMessages } from '../../../lib/orderMessages';
import { amountField, newItem, withAmountText } from '../itemDraft';
import type { ItemAvailability } from './ItemNotes';
import { missingMessages } from '../itemNotes';
import notes from './ItemNotes.module.css';
import styles from './ItemOverlay.module.css';
import { PartField } from './PartField';
import { QuantityField } from './QuantityField';

// the slot search behind the notes loads only when a dialog shows them
const ItemNotes = lazy(() => import('./ItemNotes').then((module) => ({ default: module.ItemNotes })));

interface ItemOverlayProps {
  product: Product;
  currency: string;
  /** the item being edited; a new item when absent */
  initial?: CartItem;
  onSave: (item: CartItem) => void;
  onClose: () => void;
  /** when the product can be ordered (its window, its lead time), said at the dialog's top */
  availability?: ItemAvailability;
}

/**
 * Item configuration (spec §2 Overlays, §4 Cart): quantity with unit, a live line price and every
 * configurable part, all at once or step by step (isStepByStep). Required parts are marked; the save
 * action appears only once the item is valid (spec §4 Cart), until then the dialog says in its place
 * what is still missing, naming each part.
 */
export function ItemOverlay({ product, currency, initial, onSave, onClose, availability }: ItemOverlayProps) {
  const priced = pricedProduct(product);
  const parts = product.config?.parts ?? [];
  const [draft, setDraft] = useState<CartItem>(() => initial ?? newItem(product));
  const [amountText, setAmountText] = useState(() => amountField(draft.amount));
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<Set<number>>(() => new Set());

  const item = withAmountText(draft, amountText);
  const problems = itemProblems(priced, item);
  const isValid = problems.length === 0;
  const unit = item.unit ?? priced.unit;
  const stepCount = product.isStepByStep ? parts.length + 1 : 1;
  const isLastStep = step === stepCount - 1;
  const model = limits(priced, unit).calculationModel;
  const prefix =
    model === 'minimum'
      ? orderMessages.minimumPrefix
      : isItemApproximate(priced, item)
        ? orderMessages.approximatePrefix
        : '';
  const linePrice = product.isPriceHidden
    ? null
    : `${prefix ? `${prefix} ` : ''}${formatCurrency(itemGross(priced, item).toFixed(2), currency)}`;
  const amountProblem = problems.find((problem) => problem.field === 'amount' || problem.field === 'unit');

  function changePart(index: number, choice: CartPartChoice) {
    setDraft((current) => ({ ...current, parts: current.parts.map((old, i) => (i === index ? choice : old)) }));
    setTouched((current) => new Set(current).add(index));
  }

  // what keeps the save action away, said where it will appear
  const missing = isValid ? [] : missingMessages(parts, problems);
  const visibleParts = parts
    .map((part, index) => ({ part, index }))
    .filter(({ index }) => !product.isStepByStep || step === index + 1);
  const showQuantity = !product.isStepByStep || step === 0;

  const footer = (
    <>
      <p className={styles.linePrice} aria-live="polite">
        {linePrice && (
          <>
            <span className={styles.priceLabel}>{itemMessages.price}</span> {linePrice}
          </>
        )}
      </p>
      {product.isStepByStep && step > 0 && (
        <button type="button" className={styles.secondaryButton} onClick={() => setStep(step - 1)}>
          {itemMessages.back}
        </button>
      )}
      {!isLastStep && (
        <button type="button" className={styles.secondaryButton} onClick={() => setStep(step + 1)}>
          {itemMessages.next}
        </button>
      )}
      {isValid && (
        <button type="button" className={styles.primaryButton} onClick={() => onSave(item)}>
          {initial ? itemMessages.save : itemMessages.add}
        </button>
      )}
      <div className={notes.missing} role="status">
        {missing.length > 0 && (
          <ul>
            {missing.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return (
    <Dialog title={product.name} onClose={onClose} footer={footer}>
      {availability && (
        <Suspense fallback={null}>
          <ItemNotes {...availability} />
        </Suspense>
      )}
      {product.isStepByStep && <p className={styles.stepInfo}>{itemMessages.step(step + 1, stepCount)}</p>}
      {showQuantity && (
        <>
          {product.description && <p className={styles.description}>{product.description}</p>}
          <QuantityField
            product={product}
            amountText={amountText}
            unit={unit}
            onChange={(text, nextUnit) => {
              setAmountText(text);
              if (nextUnit !== unit) setDraft((current) => ({ ...current, unit: nextUnit }));
            }}
          />
          {amountProblem && <p className={styles.problem}>{amountProblem.message}</p>}
        </>
      )}
      {visibleParts.map(({ part, index }) => (
        <PartField
          key={index}
          part={part}
          choice={draft.parts[index] ?? { options: [] }}
          currency={currency}
          problem={touched.has(index) ? (problems.find((problem) => problem.part === index)?.message ?? null) : null}
          onChange={(choice) => changePart(index, choice)}
        />
      ))}
    </Dialog>
  );
}
