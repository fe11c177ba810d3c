/** Plain texts of an order for cards, the detail page and the display screens (no React, no react-admin). */
import { formatCurrency, formatDate, formatTime } from '@bestellwerk/common/format';
import { onlinePaymentState } from '@bestellwerk/common/onlinePayment';
import { orderMessages as m } from '../i18n/orders';
import type { Order, OrderItem } from './orderState';
import { dueTime } from './orderState';

/** '2 Stk.', '1,5 kg'. */
export function amountText(item: Pick<OrderItem, 'amount' | 'unit'>): string {
  const amount = String(item.amount).replace('.', ',');
  return `${amount} ${m.units[item.unit] ?? item.unit}`;
}

export function customerName(order: Order): string {
  const person = [order.firstName, order.lastName].filter(Boolean).join(' ');
  if (order.isCompany && order.companyName) return person ? `${order.companyName} (${person})` : order.companyName;
  return person;
}

/** The delivery address lines of a delivery order (the different delivery address when given):
 * 'Hauptstraße 5, Stiege 1, Stock 2, Tür 7', '1060 Wien'. */
export function deliveryAddressLines(order: Order): string[] {
  const different = order.isDeliveryAddressDifferent;
  const pick = (own?: string, delivery?: string) => (different ? delivery : own) ?? '';
  const name = different
    ? [order.deliveryCompanyName, [order.deliveryFirstName, order.deliveryLastName].filter(Boolean).join(' ')]
    : [];
  const labelled = (label: string, value?: string) => (value ? `${label} ${value}` : '');
  const street = [
    pick(order.street, order.deliveryStreet),
    labelled(m.address.stairway, pick(order.stairway, order.deliveryStairway)),
    labelled(m.address.floor, pick(order.floor, order.deliveryFloor)),
    labelled(m.address.door, pick(order.door, order.deliveryDoor)),
  ]
    .filter(Boolean)
    .join(', ');
  const city = [pick(order.zipCode, order.deliveryZipCode), pick(order.city, order.deliveryCity)]
    .filter(Boolean)
    .join(' ');
  return [...name, street, city].filter((line): line is string => Boolean(line));
}

const today = () => formatDate(new Date());

/** '12:30' today, '24.11.2026 12:30' another day, 'So schnell wie möglich' without a time. */
export function dueText(order: Order): string {
  const due = dueTime(order);
  if (!due) return m.card.asap;
  const date = formatDate(due);
  return date === today() ? formatTime(due) : `${date} ${formatTime(due)}`;
}

export function totalText(order: Order, currency?: string): string {
  const amount = formatCurrency(order.pricing.totalGross, currency);
  return order.pricing.isApproximate ? m.card.approximate.replace('%{amount}', amount) : amount;
}

/** 'Barzahlung · Nicht bezahlt', 'Mollie · Zahlung ausstehend', 'Datatrans · Rückerstattet'. */
export function paymentText(order: Order): string {
  const method = m.paymentMethods[order.paymentMethod ?? 'cash'];
  const online = onlinePaymentState(order);
  const state =
    online === 'pending'
      ? m.payment.pending
      : order.isRefunded
        ? m.payment.refunded
        : order.isPaid
          ? m.payment.paid
          : m.payment.unpaid;
  return `${method} · ${state}`;
}
