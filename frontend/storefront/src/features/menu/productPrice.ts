import { formatCurrency } from '@bestellwerk/common/format';
import { getUnit } from '@bestellwerk/common/rules/units';

import { type Product, pricedProduct } from '../../lib/catalogue';
import { menuMessages } from './messages';
import { orderMessages } from '../../lib/orderMessages';

/** The product's price line: 'ca.' for approximate, 'ab' for minimum, 'je {unit}' unless piece; null when hidden. */
export function productPriceLabel(product: Product, currency: string): string | null {
  if (product.isPriceHidden || product.price === null) return null;
  const priced = pricedProduct(product);
  const prefix = { fixed: '', approximate: orderMessages.approximatePrefix, minimum: orderMessages.minimumPrefix }[
    product.calculationModel ?? 'fixed'
  ];
  const unit = priced.unit === 'piece' ? '' : ` ${menuMessages.perUnit(getUnit(priced.unit).shortName)}`;
  return `${prefix ? `${prefix} ` : ''}${formatCurrency(product.price, currency)}${unit}`;
}
