import type { Branch } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';
import { Decimal } from '@bestellwerk/common/rules/decimals';
import { useId } from 'react';

import { Link } from '../../../lib/router';
import type { Product } from '../../../lib/catalogue';
import { cartMessages } from '../messages';
import { orderMessages } from '../../../lib/orderMessages';
import type { DeliveryChoice } from '../cartStore';
import { enabledDeliveryChoices } from '../migrateCart';
import { useCart, useCartPricing } from '../useCart';
import styles from './CartSummary.module.css';
import fieldStyles from '../../../components/Field.module.css';

interface CartSummaryProps {
  branch: Branch;
  products: ReadonlyMap<number, Product>;
  currency: string;
  isOrderingClosed: boolean;
}

/** Delivery type and area, the totals with delivery fee, minimum-order and free-delivery notices, and 'Jetzt bestellen'. */
export function CartSummary({ branch, products, currency, isOrderingClosed }: CartSummaryProps) {
  const typeId = useId();
  const areaId = useId();
  const { cart, deliveryChoice, setDeliveryType, setDeliveryArea } = useCart(branch.identifier);
  const pricing = useCartPricing(branch.identifier);
  const choices = enabledDeliveryChoices(branch);
  const money = (amount: string) => formatCurrency(amount, currency);
  const hasItems = !isOrderingClosed && cart.items.some((item) => products.has(item.product));
  const isDelivery = deliveryChoice === 'delivery';
  const hasHiddenPrice = cart.items.some((item) => products.get(item.product)?.isPriceHidden);
  const approximate = (amount: string) =>
    pricing?.isApproximate ? `${orderMessages.approximatePrefix} ${money(amount)}` : money(amount);

  const minimumMissing =
    pricing && isDelivery && hasItems && !pricing.isMinimumOrderValueReached && pricing.minimumOrderValue
      ? new Decimal(pricing.minimumOrderValue).minus(pricing.gross).toFixed(2)
      : null;
  const freeDeliveryHint =
    pricing && isDelivery && pricing.freeDeliveryFrom && new Decimal(pricing.gross).lt(pricing.freeDeliveryFrom)
      ? cartMessages.freeDeliveryFrom(money(pricing.freeDeliveryFrom))
      : null;
  const canOrder = hasItems && !minimumMissing;

  return (
    <section className={styles.summary} aria-label={cartMessages.summary}>
      {choices.length > 0 && (
        <div className={fieldStyles.field}>
          <label htmlFor={typeId}>{cartMessages.deliveryType}</label>
          <select
            id={typeId}
            className={fieldStyles.control}
            value={deliveryChoice && choices.includes(deliveryChoice) ? deliveryChoice : ''}
            onChange={(event) => setDeliveryType(event.target.value as DeliveryChoice)}
          >
            {!(deliveryChoice && choices.includes(deliveryChoice)) && (
              <option value="" disabled>
                {cartMessages.choose}
              </option>
            )}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {cartMessages.deliveryTypes[choice]}
              </option>
            ))}
          </select>
        </div>
      )}
      {isDelivery && branch.deliveryAreas.length > 0 && (
        <div className={fieldStyles.field}>
          <label htmlFor={areaId}>{cartMessages.deliveryArea}</label>
          <select
            id={areaId}
            className={fieldStyles.control}
            value={cart.deliveryArea ?? ''}
            onChange={(event) => setDeliveryArea(Number(event.target.value))}
          >
            {branch.deliveryAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.area}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* the rows stand (values blank) until the menu is priced, so nothing below moves */}
      <dl className={styles.totals} aria-busy={pricing ? undefined : true}>
        {isDelivery && (
          <>
            <dt>{cartMessages.subtotal}</dt>
            <dd>{pricing && (hasHiddenPrice ? orderMessages.price.hidden : approximate(pricing.gross))}</dd>
            <dt>{cartMessages.deliveryFee}</dt>
            <dd>
              {pricing &&
                (hasItems && pricing.deliveryGross === '0.00' ? cartMessages.free : money(pricing.deliveryGross))}
            </dd>
          </>
        )}
        <dt className={styles.total}>{cartMessages.total}</dt>
        <dd className={styles.total}>
          {pricing && (hasHiddenPrice ? orderMessages.price.hidden : approximate(pricing.totalGross))}
        </dd>
      </dl>
      {pricing?.isApproximate && hasItems && (
        <p className={styles.note}>
          {branch.isQuotationRequired ? orderMessages.price.quotationNote : orderMessages.price.approximateNote}
        </p>
      )}
      {minimumMissing && pricing?.minimumOrderValue && (
        <div className={styles.warning} role="status">
          <p>{cartMessages.minimumNotReached(money(pricing.minimumOrderValue))}</p>
          {/* the missing amount would tell a hidden price */}
          {!hasHiddenPrice && <p>{cartMessages.minimumHint(money(minimumMissing))}</p>}
        </div>
      )}
      {freeDeliveryHint && <p className={styles.note}>{freeDeliveryHint}</p>}
      {canOrder ? (
        <Link className={styles.order} to={`/store/${encodeURIComponent(branch.identifier)}/checkout`}>
          {cartMessages.order}
        </Link>
      ) : (
        <button type="button" className={styles.order} disabled>
          {cartMessages.order}
        </button>
      )}
    </section>
  );
}
