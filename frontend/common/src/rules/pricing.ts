/**
 * Cart pricing: item prices with part modifiers, taxes per delivery type, delivery fee, minimum order
 * (mirror of backend/rules/pricing.py). Vectors: contracts/pricing.json.
 *
 * All money is decimal (big.js); an item's gross is rounded to cents half up, nets to 4 decimals
 * (net = gross / (1 + rate/100), spec §9). Taxes are keyed by rate; per rate the items' gross is summed
 * before the net is taken, the delivery fee's net is taken on its own and its tax is added to its rate,
 * so totalNet + sum(taxes) == totalGross holds exactly.
 */
import {
  type Dec,
  Decimal,
  type DecimalInput,
  maxOf,
  money,
  netText,
  quantityText,
  rateKey,
  roundHalfUp,
  toDecimal,
  ZERO,
} from './decimals';
import { chosenUnit, type ItemInput, limits, parseAmount, type PartOptionRule, type QuantityProduct } from './quantity';
import { getUnit, ratio } from './units';

export type DeliveryType = 'delivery' | 'dine-in' | 'takeaway';

const COUNTED_BY_AMOUNT: readonly string[] = ['amount', 'pair', 'person'];
const OPTION_PARTS: readonly string[] = ['select', 'multiselect'];

/** An item names a product the catalogue does not hold. */
export class PricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingError';
  }
}

/** The parts of a product the pricing rules read. */
export interface PricedProduct extends QuantityProduct {
  id: number;
  price: DecimalInput;
  isPriceHidden?: boolean;
  tax?: DecimalInput;
  takeawayTax?: DecimalInput;
  dineInTax?: DecimalInput;
}

export interface CartInput {
  items: ItemInput[];
  isDelivery?: boolean;
  isDineIn?: boolean;
}

export interface AreaInput {
  price?: DecimalInput;
  tax?: DecimalInput;
  free?: boolean;
  freeFromOrderValue?: DecimalInput;
  minimumOrderValue?: DecimalInput;
}

/** The pricing result as the API and the vectors write it (decimal strings). */
export interface CartPricing {
  gross: string;
  net: string;
  deliveryGross: string;
  deliveryNet: string;
  totalNet: string;
  totalGross: string;
  taxes: Record<string, string>;
  isApproximate: boolean;
  count: string;
  isMinimumOrderValueReached: boolean;
  minimumOrderValue: string | null;
  freeDeliveryFrom: string | null;
}

/** delivery when isDelivery, else dine-in when isDineIn, else takeaway. */
export function deliveryType(cart: Pick<CartInput, 'isDelivery' | 'isDineIn'>): DeliveryType {
  if (cart.isDelivery) return 'delivery';
  return cart.isDineIn ? 'dine-in' : 'takeaway';
}

const TAX_FIELD = { delivery: 'tax', 'dine-in': 'dineInTax', takeaway: 'takeawayTax' } as const;

export function taxRate(product: PricedProduct, kind: DeliveryType): Dec {
  return toDecimal(product[TAX_FIELD[kind]], ZERO);
}

function netOf(gross: Dec, rate: Dec): Dec {
  return roundHalfUp(new Decimal(gross).div(rate.div(100).plus(1)), 4);
}

export function itemUnit(product: PricedProduct, item: Pick<ItemInput, 'unit'>): string {
  return chosenUnit(product, item);
}

/** Chosen options of select / multiselect parts: parts in order, options in the product's order. */
function chosenOptions(product: PricedProduct, item: ItemInput): PartOptionRule[] {
  const parts = product.config?.parts ?? [];
  const choices = item.parts ?? [];
  const chosen: PartOptionRule[] = [];
  parts.forEach((part, index) => {
    const choice = choices[index];
    if (!OPTION_PARTS.includes(part.type) || !choice || typeof choice !== 'object') return;
    const options = part.options ?? [];
    const indexes = [...new Set((choice.options ?? []).filter((i) => Number.isInteger(i)))].sort((a, b) => a - b);
    for (const i of indexes) {
      const option = options[i];
      if (i >= 0 && option) chosen.push(option);
    }
  });
  return chosen;
}

/** Price of one base unit: product price, the last 'overwrite' replaces it, then add / subtract; >= 0. */
export function unitPrice(product: PricedProduct, item: ItemInput): Dec {
  let price = toDecimal(product.price, ZERO);
  const options = chosenOptions(product, item);
  for (const option of options) {
    if (option.modifier === 'overwrite') price = toDecimal(option.value, ZERO);
  }
  for (const option of options) {
    const value = toDecimal(option.value, ZERO);
    if (option.modifier === 'add') price = price.plus(value);
    else if (option.modifier === 'subtract') price = price.minus(value);
  }
  return maxOf(price, ZERO);
}

/** unit price × amount × ratio of the chosen unit, rounded to cents half up. */
export function itemGross(product: PricedProduct, item: ItemInput): Dec {
  const baseAmount = parseAmount(item.amount).times(ratio(product, itemUnit(product, item)));
  return roundHalfUp(unitPrice(product, item).times(baseAmount), 2);
}

/** Cart count: units of type amount, pair or person count by amount, all others 1. */
export function itemCount(product: PricedProduct, item: ItemInput): Dec {
  if (COUNTED_BY_AMOUNT.includes(getUnit(itemUnit(product, item)).type)) return parseAmount(item.amount);
  return new Decimal(1);
}

export function isItemApproximate(product: PricedProduct, item: ItemInput): boolean {
  return limits(product, itemUnit(product, item)).calculationModel !== 'fixed' || Boolean(product.isPriceHidden);
}

function threshold(value: unknown): Dec | null {
  const number = toDecimal(value);
  return number !== null && number.gt(0) ? number : null;
}

function sum(values: Iterable<Dec>): Dec {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/**
 * Pricing of `cart` with `products` by id and the delivery area.
 *
 * The area counts only for delivery. Its fee is 0 when it is free, when the items' gross reaches
 * freeFromOrderValue (inclusive) or when the cart is empty; a null or 0 threshold or minimum is none.
 */
export function priceCart(
  cart: CartInput,
  products: ReadonlyMap<number, PricedProduct>,
  area: AreaInput | null = null,
): CartPricing {
  const kind = deliveryType(cart);
  // keyed by the rate's canonical text so equal rates ("10", "10.0") share an entry
  const grossByRate = new Map<string, { rate: Dec; gross: Dec }>();
  let approximate = false;
  let count = ZERO;
  for (const item of cart.items ?? []) {
    const product = products.get(item.product);
    if (!product) throw new PricingError(`unknown product ${String(item.product)}`);
    const rate = taxRate(product, kind);
    const entry = grossByRate.get(rate.toFixed()) ?? { rate, gross: ZERO };
    entry.gross = entry.gross.plus(itemGross(product, item));
    grossByRate.set(rate.toFixed(), entry);
    approximate = approximate || isItemApproximate(product, item);
    count = count.plus(itemCount(product, item));
  }
  const entries = [...grossByRate.values()];
  const gross = sum(entries.map((entry) => entry.gross));
  const taxes = new Map<string, { rate: Dec; tax: Dec }>();
  let net = ZERO;
  for (const { rate, gross: rateGross } of entries) {
    const rateNet = netOf(rateGross, rate);
    net = net.plus(rateNet);
    taxes.set(rate.toFixed(), { rate, tax: rateGross.minus(rateNet) });
  }

  let deliveryGross = ZERO;
  let deliveryNet = ZERO;
  let isMinimumReached = true;
  let minimum: Dec | null = null;
  let freeFrom: Dec | null = null;
  if (kind === 'delivery' && area) {
    minimum = threshold(area.minimumOrderValue);
    const threshold_ = threshold(area.freeFromOrderValue);
    const isFree = Boolean(area.free) || (threshold_ !== null && gross.gte(threshold_)) || entries.length === 0;
    deliveryGross = isFree ? ZERO : roundHalfUp(toDecimal(area.price, ZERO), 2);
    const areaRate = toDecimal(area.tax, ZERO);
    deliveryNet = netOf(deliveryGross, areaRate);
    if (deliveryGross.gt(0)) {
      const entry = taxes.get(areaRate.toFixed()) ?? { rate: areaRate, tax: ZERO };
      entry.tax = entry.tax.plus(deliveryGross.minus(deliveryNet));
      taxes.set(areaRate.toFixed(), entry);
    }
    isMinimumReached = minimum === null || gross.gte(minimum);
    freeFrom = area.free ? null : threshold_;
  }

  const sortedTaxes = [...taxes.values()].sort((a, b) => a.rate.cmp(b.rate));
  return {
    gross: money(gross),
    net: netText(net),
    deliveryGross: money(deliveryGross),
    deliveryNet: netText(deliveryNet),
    totalNet: netText(net.plus(deliveryNet)),
    totalGross: money(gross.plus(deliveryGross)),
    taxes: Object.fromEntries(sortedTaxes.map(({ rate, tax }) => [rateKey(rate), netText(tax)])),
    isApproximate: approximate,
    count: quantityText(count),
    isMinimumOrderValueReached: isMinimumReached,
    minimumOrderValue: minimum === null ? null : money(minimum),
    freeDeliveryFrom: freeFrom === null ? null : money(freeFrom),
  };
}
