/**
 * The phone order as the form holds it, and its way into the order draft of POST /api/orders.
 * The server checks everything again against the branch's active menu; this module only shapes.
 */
import type { components } from '@bestellwerk/common/api/schema.gen';
import {
  type CartPricing,
  itemGross,
  type PricedProduct,
  priceCart,
  PricingError,
} from '@bestellwerk/common/rules/pricing';
import { type ItemInput, itemProblems } from '@bestellwerk/common/rules/quantity';
import type { OrderDraftRequest } from '@bestellwerk/common/api/types';
import type { ApiErrorItem } from '@bestellwerk/common/api/client';
import type { Branch } from '../../api/types';
import { fromDateTimeLocal } from '../../components/businessTime';
import type { DeliveryType } from '../orderState';
import type { PartChoice } from '../components/itemChoices';
import type { PublicMenu } from '../api';

// the public menu's product: a hidden price comes as null
export type Product = components['schemas']['PublicProduct'];
/** The fields a phone order sends; the server's defaults (e.g. country AT, no company) fill the rest. */
export type PhoneOrderDraft = Pick<OrderDraftRequest, 'branch' | 'items'> & Partial<OrderDraftRequest>;

/** One line of the order: the product as the menu offers it, the amount as typed. */
export interface PhoneOrderLine {
  /** Stable React key (a product may be ordered twice with other parts). */
  key: number;
  product: Product;
  amount: string;
  unit: string;
  parts: PartChoice[];
}

export interface PhoneOrderForm {
  branch: number | '';
  deliveryType: DeliveryType;
  table: number | '';
  deliveryArea: number | '';
  /** datetime-local value in business time; empty: as soon as possible */
  appointment: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  floor: string;
  door: string;
  zipCode: string;
  city: string;
  comment: string;
  /** empty: the branch's default method */
  paymentMethod: string;
}

export const EMPTY_FORM: PhoneOrderForm = {
  branch: '',
  deliveryType: 'takeaway',
  table: '',
  deliveryArea: '',
  appointment: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  floor: '',
  door: '',
  zipCode: '',
  city: '',
  comment: '',
  paymentMethod: '',
};

type BranchFlags = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>;

/** The order types the branch offers, in the storefront's order. */
export function deliveryTypes(branch: BranchFlags): DeliveryType[] {
  const offered: [DeliveryType, boolean | undefined][] = [
    ['takeaway', branch.isTakeawayEnabled],
    ['delivery', branch.isDeliveryEnabled],
    ['dineIn', branch.isDineInEnabled],
  ];
  return offered.filter(([, enabled]) => enabled).map(([type]) => type);
}

type PaymentFlags = Pick<Branch, 'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled'>;

/** The payments a caller can make at the branch (online payments need the customer's own device). */
export function paymentMethods(branch: PaymentFlags): string[] {
  const offered: [string, boolean | undefined][] = [
    ['cash', branch.isCashEnabled],
    ['atm-card', branch.isATMCardEnabled],
    ['hydro-ag-voucher', branch.isHydroAGVoucherEnabled],
  ];
  return offered.filter(([, enabled]) => enabled).map(([method]) => method);
}

/** Whether the address fields are asked for: always for delivery, else when the branch requires them. */
export function needsAddress(
  branch: Pick<Branch, 'isTakeawayAddressRequired' | 'isDineInAddressRequired'>,
  type: DeliveryType,
) {
  if (type === 'delivery') return true;
  return Boolean(type === 'dineIn' ? branch.isDineInAddressRequired : branch.isTakeawayAddressRequired);
}

/** The enabled products of the menu with their category, each once (a product may sit in two categories). */
export function menuProducts(menu: PublicMenu): { product: Product; category: string }[] {
  const seen = new Set<number>();
  return menu.catalog.flatMap((entry) =>
    entry.products
      .filter((product) => product.isEnabled !== false && !seen.has(product.id) && seen.add(product.id))
      .map((product) => ({ product, category: entry.category.name })),
  );
}

/** A new line: the product's default amount in its default unit, no part chosen. */
export function newLine(product: Product, key: number): PhoneOrderLine {
  const unit = product.defaultUnit || product.unit || 'piece';
  return { key, product, amount: String(product.defaultQuantity ?? 1).replace('.', ','), unit, parts: [] };
}

/** The product as the shared pricing, quantity and unit rules read it (@bestellwerk/common): a piece without unit. */
export function pricedProduct(product: Product): PricedProduct {
  return { ...product, unit: product.unit || 'piece' } as unknown as PricedProduct;
}

const trimmed = (value: string) => value.trim();

/** The draft of POST /api/orders; the address only when it is asked for. */
export function toDraft(form: PhoneOrderForm, lines: readonly PhoneOrderLine[], withAddress: boolean): PhoneOrderDraft {
  const isDelivery = form.deliveryType === 'delivery';
  const isDineIn = form.deliveryType === 'dineIn';
  return {
    branch: Number(form.branch),
    items: lines.map((line) => ({
      product: line.product.id,
      amount: line.amount.trim(),
      unit: line.unit,
      parts: (line.product.config?.parts ?? []).map((_, index) => line.parts[index] ?? {}),
    })),
    isDelivery,
    isDineIn,
    table: isDineIn && form.table !== '' ? form.table : null,
    deliveryArea: isDelivery && form.deliveryArea !== '' ? form.deliveryArea : null,
    appointmentDate: form.appointment ? fromDateTimeLocal(form.appointment) : null,
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    phone: trimmed(form.phone),
    email: trimmed(form.email),
    ...(withAddress
      ? {
          street: trimmed(form.street),
          floor: trimmed(form.floor),
          door: trimmed(form.door),
          zipCode: trimmed(form.zipCode),
          city: trimmed(form.city),
        }
      : {}),
    comment: trimmed(form.comment),
    paymentMethod: (form.paymentMethod || null) as OrderDraftRequest['paymentMethod'],
  };
}

/** The line as the shared pricing and quantity rules read it (the shop's rules, @bestellwerk/common). */
function pricedOf(line: PhoneOrderLine): { product: PricedProduct; item: ItemInput } {
  const product = pricedProduct(line.product);
  const parts = (line.product.config?.parts ?? []).map((_, index) => line.parts[index] ?? {});
  return { product, item: { product: line.product.id, amount: line.amount.trim(), unit: line.unit, parts } };
}

/** The line's gross with its options' surcharges, as the shop prices it; null for a hidden price. */
export function lineGross(line: PhoneOrderLine): string | null {
  if (line.product.isPriceHidden || line.product.price === null) return null;
  const { product, item } = pricedOf(line);
  return itemGross(product, item).toFixed(2);
}

type AreaOf = Pick<Branch, 'deliveryAreas'>;

/**
 * The running total of the order being entered, by the shop's pricing rules (items with their
 * options, the type's taxes, the chosen area's fee and minimum); null without lines.
 */
export function phoneOrderPricing(
  form: PhoneOrderForm,
  lines: readonly PhoneOrderLine[],
  branch: AreaOf | undefined,
): CartPricing | null {
  if (lines.length === 0) return null;
  const priced = lines.map(pricedOf);
  const products = new Map(priced.map(({ product }) => [product.id, product]));
  const area =
    form.deliveryType === 'delivery'
      ? (branch?.deliveryAreas ?? []).find((candidate) => candidate.id === form.deliveryArea)
      : undefined;
  try {
    return priceCart(
      {
        items: priced.map(({ item }) => item),
        isDelivery: form.deliveryType === 'delivery',
        isDineIn: form.deliveryType === 'dineIn',
      },
      products,
      area ?? null,
    );
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/**
 * What keeps the lines from being ordered, by field path as the server names it ('items.0.parts.1':
 * 'Bitte wählen Sie eine Option aus.'), from the shop's item rules: a required option group left empty
 * is said at once, before anything is sent.
 */
export function lineErrors(lines: readonly PhoneOrderLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const { product, item } = pricedOf(line);
    for (const problem of itemProblems(product, item)) {
      const path = `items.${index}.${problem.field}`;
      if (!(path in errors)) errors[path] = problem.message;
    }
  });
  return errors;
}

/** The server's refusals: by field path ('firstName', 'items.0.parts.1'), and those without a field. */
export function splitErrors(errors: readonly ApiErrorItem[]): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (error.field && !(error.field in fields)) fields[error.field] = error.message;
    else if (!error.field) general.push(error.message);
  }
  return { fields, general };
}
