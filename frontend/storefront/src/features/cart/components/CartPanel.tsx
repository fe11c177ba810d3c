import { useId, useState } from 'react';

import { itemAmountLabel } from '../../../lib/amountLabel';
import type { Product } from '../../../lib/catalogue';
import { cartMessages } from '../messages';
import { useCart, useCartPricing } from '../useCart';
import styles from './CartPanel.module.css';
import { choiceLabels, linePriceLabel } from '../../../lib/itemLabels';

interface CartPanelProps {
  identifier: string;
  products: ReadonlyMap<number, Product>;
  currency: string;
  /** closed without preorders: the cart reads empty and cannot open */
  isOrderingClosed: boolean;
  onEdit: (index: number) => void;
}

/** The collapsible cart: it cannot open while empty and closes when the last item is removed. */
export function CartPanel({ identifier, products, currency, isOrderingClosed, onEdit }: CartPanelProps) {
  const { cart, remove } = useCart(identifier);
  const pricing = useCartPricing(identifier);
  const listId = useId();
  const items = cart.items.map((item, index) => ({ item, index, product: products.get(item.product) }));
  const isEmpty = isOrderingClosed || items.every(({ product }) => !product);
  const [isOpenChosen, setOpen] = useState(false);
  // an empty cart reads closed, and stays closed once an item comes back until opened again
  const [wasEmpty, setWasEmpty] = useState(isEmpty);
  if (wasEmpty !== isEmpty) {
    setWasEmpty(isEmpty);
    if (isEmpty) setOpen(false);
  }
  const isOpen = isOpenChosen && !isEmpty;

  const label = isEmpty || !pricing ? cartMessages.empty : cartMessages.count(pricing.count);
  return (
    <section className={styles.panel} aria-label={cartMessages.heading}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        disabled={isEmpty}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </button>
      <ul id={listId} className={styles.items} hidden={!isOpen}>
        {items.map(({ item, index, product }) => {
          if (!product) return null;
          const price = linePriceLabel(item, product, currency);
          const choices = choiceLabels(item, product);
          return (
            <li key={index} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemName}>
                  {itemAmountLabel(item, product)} {product.name}
                </span>
                {choices.length > 0 && <span className={styles.choices}>{choices.join(', ')}</span>}
              </div>
              {price && <span className={styles.itemPrice}>{price}</span>}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={cartMessages.edit(product.name)}
                  onClick={() => onEdit(index)}
                >
                  {cartMessages.editLabel}
                </button>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={cartMessages.remove(product.name)}
                  onClick={() => remove(index)}
                >
                  {cartMessages.removeLabel}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
