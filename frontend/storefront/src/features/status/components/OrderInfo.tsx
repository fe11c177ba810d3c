import type { PublicOrder } from '@bestellwerk/common/api/types';
import { formatCurrency, formatDate, formatDateTime, formatTime } from '@bestellwerk/common/format';
import { onlinePaymentState, type PaymentFlags } from '@bestellwerk/common/onlinePayment';
import { partLines } from '@bestellwerk/common/orderParts';

import { amountLabel } from '../../../lib/amountLabel';
import { statusMessages } from '../messages';
import { orderMessages } from '../../../lib/orderMessages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import styles from './OrderStatus.module.css';

function deliveryTypeLabel(order: PublicOrder): string {
  const types = orderSummaryMessages.deliveryTypes;
  if (order.isDelivery) return types.delivery;
  return order.isDineIn ? types.dineIn : types.takeaway;
}

/** Something went back through the payment provider (a part or all of an online payment). */
function hasRefund(order: Pick<PublicOrder, 'amountRefunded'>): boolean {
  return Number(order.amountRefunded) > 0;
}

/**
 * The payment line: the method, and for online payment whether it is paid, partly or fully refunded
 * (spec §4 Order progress; the receipt's words).
 */
export function paymentLine(order: PaymentFlags & Pick<PublicOrder, 'paymentMethod' | 'amountRefunded'>): string {
  const method = orderSummaryMessages.payment[order.paymentMethod];
  const paymentState = onlinePaymentState(order);
  const state =
    paymentState === 'paid' && hasRefund(order)
      ? statusMessages.partlyRefunded
      : statusMessages.paymentStates[paymentState];
  return state ? `${method} – ${state}` : method;
}

/** 'Voraussichtlich fertig um 12:45 Uhr' (another day: with its date) while the order is being prepared. */
export function readyByLine(
  order: Pick<PublicOrder, 'readyBy' | 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>,
  now: Date,
): string | null {
  if (!order.readyBy || order.isCompleted || order.isRejected || order.isCanceled || order.isFailed) return null;
  const sameDay = formatDate(order.readyBy) === formatDate(now);
  return statusMessages.readyBy(sameDay ? formatTime(order.readyBy) : formatDateTime(order.readyBy));
}

/** Appointment, delivery type, table, items and totals of the order; a hidden price reads 'Preis auf Anfrage'. */
export function OrderInfo({ order, currency }: { order: PublicOrder; currency: string }) {
  const text = statusMessages;
  const appointment = order.appointment ?? order.appointmentDate;
  const readyBy = readyByLine(order, new Date());
  const { pricing } = order;
  const money = (value: string) => formatCurrency(value, currency);
  return (
    <section aria-labelledby="order-info" className={styles.section}>
      <h2 id="order-info" className={styles.heading}>
        {text.infoHeading}
      </h2>
      {readyBy && <p className={styles.readyBy}>{readyBy}</p>}
      <dl className={styles.facts}>
        <dt>{text.appointment}</dt>
        <dd>{appointment ? `${formatDateTime(appointment)} Uhr` : orderSummaryMessages.appointment.asap}</dd>
        <dt>{text.deliveryType}</dt>
        <dd>{deliveryTypeLabel(order)}</dd>
        {order.tableIdentifier && (
          <>
            <dt>{text.table}</dt>
            <dd>{order.tableIdentifier}</dd>
          </>
        )}
        {order.isDelivery && order.deliveryAreaName && (
          <>
            <dt>{text.deliveryArea}</dt>
            <dd>{order.deliveryAreaName}</dd>
          </>
        )}
        <dt>{text.paymentMethod}</dt>
        <dd>{paymentLine(order)}</dd>
        {order.donatee && (
          <>
            <dt>{text.donatee}</dt>
            <dd>{order.donatee.name}</dd>
          </>
        )}
      </dl>
      <table className={styles.items}>
        <caption className={styles.visuallyHidden}>{text.items}</caption>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.index}>
              <td>{amountLabel(item.amount, item.unit)}</td>
              <th scope="row">
                {item.name}
                {partLines(item).map((line) => (
                  <span key={line} className={styles.part}>
                    {line}
                  </span>
                ))}
              </th>
              <td className={styles.money}>{item.gross === null ? orderMessages.price.hidden : money(item.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {pricing.deliveryGross !== '0.00' && (
            <tr>
              <td />
              <th scope="row">{orderSummaryMessages.cart.deliveryFee}</th>
              <td className={styles.money}>{money(pricing.deliveryGross)}</td>
            </tr>
          )}
          <tr className={styles.total}>
            <td />
            <th scope="row">{orderSummaryMessages.cart.total}</th>
            <td className={styles.money}>
              {pricing.totalGross === null
                ? orderMessages.price.hidden
                : `${pricing.isApproximate ? `${orderSummaryMessages.cart.approximate} ` : ''}${money(pricing.totalGross)}`}
            </td>
          </tr>
          {/* a hidden price comes without taxes (the server sends none) */}
          {Object.entries(pricing.taxes).map(([rate, amount]) => (
            <tr key={rate} className={styles.tax}>
              <td />
              <th scope="row">{orderSummaryMessages.cart.tax(rate.replace(/\.00$/, '').replace('.', ','))}</th>
              <td className={styles.money}>{money(amount)}</td>
            </tr>
          ))}
          {hasRefund(order) && (
            <tr>
              <td />
              <th scope="row">{text.refunded}</th>
              <td className={styles.money}>{money(order.amountRefunded)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {pricing.isApproximate && (
        <p className={styles.note}>
          {order.isQuotation ? orderMessages.price.quotationNote : orderMessages.price.approximateNote}
        </p>
      )}
    </section>
  );
}
