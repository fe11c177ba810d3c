import { Link } from '../../../lib/router';
import { cartBarMessages, cartMessages } from '../messages';
import type { CartBarState } from '../cartBar';
import styles from './CartBar.module.css';

/**
 * The phone's sticky cart bar (hidden on wide screens, where the summary stands beside the menu):
 * count, total and 'Jetzt bestellen'. The page renders it once the cart holds an item (cartBarState)
 * and keeps room for it at the bottom, so the added-to-cart notice stands above it.
 */
export function CartBar({ identifier, state }: { identifier: string; state: CartBarState }) {
  return (
    <section className={styles.bar} aria-label={cartBarMessages.label}>
      <p className={styles.text}>
        <span>{state.count}</span>
        <strong>{state.total}</strong>
      </p>
      {state.canOrder ? (
        <Link className={styles.order} to={`/store/${encodeURIComponent(identifier)}/checkout`}>
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
