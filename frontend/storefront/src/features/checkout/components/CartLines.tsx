import { useState } from 'react';

import { itemAmountLabel } from '../../../lib/amountLabel';
import type { CartItem } from '../../../lib/cartItem';
import { linePriceLabel, partSummaries } from '../../../lib/itemLabels';
import type { Product } from '../../../lib/catalogue';
import { orderMessages } from '../../../lib/orderMessages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import styles from './CartLines.module.css';

const text = orderSummaryMessages.cart;

export interface CartLineActions {
  /** opens the item dialog with the item filled in */
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  /** puts a removed item back where it stood */
  onRestore: (index: number, item: CartItem) => void;
}

interface CartLinesProps extends CartLineActions {
  items: readonly CartItem[];
  products: ReadonlyMap<number, Product>;
  currency: string;
}

/**
 * The checkout's cart lines: amount, name, each chosen option by part ('Größe: Ø 22 cm'), the line
 * price ('Preis auf Anfrage' when hidden), 'Bearbeiten' and 'Entfernen'. A removal can be undone
 * ('Rückgängig') until the next one; the notice is a live region, so it is announced.
 */
export function CartLines({ items, products, currency, onEdit, onRemove, onRestore }: CartLinesProps) {
  const [removed, setRemoved] = useState<{ index: number; item: CartItem } | null>(null);

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    onRemove(index);
    setRemoved({ index, item });
  }

  return (
    <>
      {items.length > 0 && (
        <ul className={styles.lines}>
          {items.map((item, index) => {
            const product = products.get(item.product);
            const choices = product ? partSummaries(item, product) : [];
            const price = product?.isPriceHidden
              ? orderMessages.price.hidden
              : product
                ? linePriceLabel(item, product, currency)
                : null;
            return (
              <li key={`${item.product}-${index}`} className={styles.line}>
                <div className={styles.text}>
                  <span className={styles.name}>
                    {itemAmountLabel(item, product)} {item.name}
                  </span>
                  {choices.length > 0 && (
                    <ul className={styles.choices}>
                      {choices.map((choice) => (
                        <li key={choice}>{choice}</li>
                      ))}
                    </ul>
                  )}
                </div>
                {price && <span className={styles.price}>{price}</span>}
                <div className={styles.actions}>
                  {product && (
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={text.edit(item.name)}
                      onClick={() => onEdit(index)}
                    >
                      {text.editLabel}
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={text.remove(item.name)}
                    onClick={() => remove(index)}
                  >
                    {text.removeLabel}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" className={styles.removed}>
        {removed && (
          <>
            <span>{text.removed(removed.item.name)}</span>
            <button
              type="button"
              className={styles.action}
              aria-label={text.undoLabel(removed.item.name)}
              onClick={() => {
                onRestore(Math.min(removed.index, items.length), removed.item);
                setRemoved(null);
              }}
            >
              {text.undo}
            </button>
          </>
        )}
      </div>
    </>
  );
}
