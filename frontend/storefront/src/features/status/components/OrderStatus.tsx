import type { Config, PublicOrder } from '@bestellwerk/common/api/types';
import { useState } from 'react';

import { telHref } from '../../../lib/tel';
import { statusMessages } from '../messages';
import { isCancelledOrder } from '../progress';
import { CounterAppointment, isCounterAppointmentOpen } from './CounterAppointment';
import { OrderInfo } from './OrderInfo';
import { OrderTimeline } from './OrderTimeline';
import styles from './OrderStatus.module.css';
import { Questionnaire } from './Questionnaire';

const DISMISSED_KEY = (uid: string) => `asp.reviewDismissed.${uid}`;

function readDismissed(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY(uid)) === '1';
  } catch {
    return false;
  }
}

/** The review prompt: reviews plugin on, order completed, no rating yet, not dismissed (spec §4). */
export function isReviewPromptShown(order: PublicOrder, config: Config, dismissed: boolean): boolean {
  return (
    Boolean(config.enablePluginOrderReviews) && order.isCompleted && order.questionnaireRating === null && !dismissed
  );
}

interface OrderStatusProps {
  order: PublicOrder;
  config: Config;
}

export function OrderStatus({ order, config }: OrderStatusProps) {
  const text = statusMessages;
  const [dismissed, setDismissed] = useState(() => readDismissed(order.uid));
  const [reviewSent, setReviewSent] = useState(false);
  const cancelled = isCancelledOrder(order);

  function dismiss() {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY(order.uid), '1');
    } catch {
      // storage may be unavailable (private mode); the prompt then only stays closed on this page
    }
  }

  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <h1>
          {order.isFailed
            ? order.isPaymentCanceled
              ? text.paymentCanceled
              : text.paymentFailed
            : cancelled
              ? text.cancelled
              : order.isQuotation
                ? text.thanksQuotation
                : text.thanks}
        </h1>
        <p className={styles.number}>
          {order.ticketNumber !== null ? (
            <>
              {text.ticketNumber} <strong>{order.ticketNumber}</strong>
            </>
          ) : (
            <>
              {text.orderNumber} <strong>{order.id}</strong>
            </>
          )}
        </p>
      </header>
      {isCounterAppointmentOpen(order) && <CounterAppointment order={order} />}
      <OrderTimeline order={order} />
      {isReviewPromptShown(order, config, dismissed) && (
        <Questionnaire uid={order.uid} hash={order.hash} onDismiss={dismiss} onSent={() => setReviewSent(true)} />
      )}
      {reviewSent && (
        <p role="status" className={styles.notice}>
          {text.questionnaire.thanks}
        </p>
      )}
      <OrderInfo order={order} currency={config.currency || 'EUR'} />
      {order.branch.phone && (
        <p className={styles.contact}>
          {text.contact(order.branch.name)} <a href={telHref(order.branch.phone)}>{order.branch.phone}</a>
        </p>
      )}
    </article>
  );
}
