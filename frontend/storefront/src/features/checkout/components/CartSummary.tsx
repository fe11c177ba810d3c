import { formatCurrency } from '@bestellwerk/common/format';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';

import { Link } from '../../../lib/router';
import type { CartItem } from '../../../lib/cartItem';
import type { Product } from '../../../lib/catalogue';
import { orderMessages } from '../../../lib/orderMessages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import { type CartLineActions, CartLines } from './CartLines';
import styles from './Checkout.module.css';

const text = orderSummaryMessages.cart;

interface CartSummaryProps extends CartLineActions {
  identifier: string;
  items: readonly CartItem[];
  /** the menu's products by id (the unit of an item without one) */
  products: ReadonlyMap<number, Product>;
  pricing: CartPricing | null;
  /** the branch answers with a non-binding offer (isQuotationRequired) */
  isQuotation: boolean;
  currency: string;
}

/**
 * The cart's lines (options, price, edit, remove with undo) and the price summary; an empty cart links
 * back to the store.
 * With a hidden price (spec §9) no gross, total or tax shows, only 'Preis auf Anfrage' and the note.
 */
export function CartSummary({
  identifier,
  items,
  products,
  pricing,
  isQuotation,
  currency,
  ...actions
}: CartSummaryProps) {
  const lines = <CartLines items={items} products={products} currency={currency} {...actions} />;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        {lines}
        <p>{text.empty}</p>
        <Link to={`/store/${encodeURIComponent(identifier)}`}>{text.backToStore}</Link>
      </div>
    );
  }
  const money = (value: string) => formatCurrency(value, currency);
  const isPriceHidden = items.some((item) => products.get(item.product)?.isPriceHidden);
  const shownTotal = (value: string) =>
    isPriceHidden
      ? orderMessages.price.hidden
      : `${pricing?.isApproximate ? `${text.approximate} ` : ''}${money(value)}`;
  return (
    <div className={styles.cart}>
      {lines}
      {pricing && (
        <dl className={styles.totals}>
          <dt>{text.subtotal}</dt>
          <dd>{shownTotal(pricing.gross)}</dd>
          {pricing.deliveryGross !== '0.00' && (
            <>
              <dt>{text.deliveryFee}</dt>
              <dd>{money(pricing.deliveryGross)}</dd>
            </>
          )}
          <dt className={styles.total}>{text.total}</dt>
          <dd className={styles.total}>{shownTotal(pricing.totalGross)}</dd>
          {/* taxes would tell a hidden price */}
          {!isPriceHidden &&
            Object.entries(pricing.taxes).map(([rate, amount]) => (
              <div key={rate} className={styles.tax}>
                <dt>{text.tax(rate.replace(/\.00$/, '').replace('.', ','))}</dt>
                <dd>{money(amount)}</dd>
              </div>
            ))}
        </dl>
      )}
      {pricing?.isApproximate && (
        <p className={styles.note}>
          {isQuotation ? orderMessages.price.quotationNote : orderMessages.price.approximateNote}
        </p>
      )}
    </div>
  );
}
