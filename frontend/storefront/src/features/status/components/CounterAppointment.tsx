import type { PublicOrder } from '@bestellwerk/common/api/types';
import { formatDateTime } from '@bestellwerk/common/format';

import buttonStyles from '../../../components/Button.module.css';
import { statusMessages } from '../messages';
import { useCounterAppointmentAnswer } from '../api/publicOrder';
import styles from './OrderStatus.module.css';

/** Shown while a proposed time waits for the customer and the order is neither confirmed nor rejected. */
export function isCounterAppointmentOpen(order: PublicOrder): boolean {
  return (
    Boolean(order.counterAppointment) &&
    order.counterAppointmentState === 'proposed' &&
    !order.isConfirmed &&
    !order.isRejected &&
    !order.isCanceled
  );
}

export function CounterAppointment({ order }: { order: PublicOrder }) {
  const { accept, decline } = useCounterAppointmentAnswer(order.uid, order.hash);
  const busy = accept.isPending || decline.isPending;
  const text = statusMessages.counter;
  return (
    <section aria-labelledby="counter-appointment" className={`${styles.section} ${styles.notice}`}>
      <h2 id="counter-appointment" className={styles.heading}>
        {text.heading}
      </h2>
      <p>{text.text(formatDateTime(order.counterAppointment as string))}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.button} disabled={busy} onClick={() => accept.mutate(undefined)}>
          {text.accept}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={busy}
          onClick={() => decline.mutate(undefined)}
        >
          {text.decline}
        </button>
      </div>
      {(accept.isError || decline.isError) && (
        <p role="alert" className={styles.error}>
          {text.failed}
        </p>
      )}
    </section>
  );
}
