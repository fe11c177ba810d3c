import type { PublicOrder } from '@bestellwerk/common/api/types';

import { statusMessages } from '../messages';
import { isCancelledOrder, progressSteps } from '../progress';
import styles from './OrderStatus.module.css';

const STATE_TEXT = { done: statusMessages.stepDone, current: statusMessages.stepCurrent, upcoming: '' };

/** The progress steps; a rejected or canceled order ends in 'Storniert' with the reason, if any. */
export function OrderTimeline({ order }: { order: PublicOrder }) {
  const cancelled = isCancelledOrder(order);
  return (
    <section aria-labelledby="order-progress" className={styles.section}>
      <h2 id="order-progress" className={styles.heading}>
        {statusMessages.progressHeading}
      </h2>
      <ol className={styles.timeline}>
        {progressSteps(order).map((step) => (
          <li
            key={step.label}
            className={styles[step.state]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span>{step.label}</span>
            {STATE_TEXT[step.state] && <span className={styles.visuallyHidden}> ({STATE_TEXT[step.state]})</span>}
          </li>
        ))}
        {cancelled && (
          <li className={styles.cancelled} aria-current="step">
            <span className={styles.marker} aria-hidden="true" />
            <span>{statusMessages.progress.cancelled}</span>
          </li>
        )}
      </ol>
      {cancelled && order.rejectionMessage && (
        <p className={styles.rejection}>
          <strong>{statusMessages.rejectionMessage}:</strong> {order.rejectionMessage}
        </p>
      )}
    </section>
  );
}
