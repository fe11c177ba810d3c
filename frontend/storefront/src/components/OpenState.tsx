import type { OpeningHourRule } from '@bestellwerk/common/rules/openingHours';
import { openingState } from '@bestellwerk/common/rules/openingHours';

import { openStateLabel } from '../lib/openStateLabel';
import styles from './OpenState.module.css';

interface OpenStateProps {
  rules: readonly OpeningHourRule[];
  /** wall time in the business time zone, "YYYY-MM-DDTHH:MM" */
  now: string;
}

export function OpenState({ rules, now }: OpenStateProps) {
  const state = openingState(rules, now);
  const today = now.slice(0, 10);
  return (
    <p className={`${styles.state} ${styles[state.status]}`} data-status={state.status}>
      <span className={styles.dot} aria-hidden="true" />
      {openStateLabel(state, today)}
    </p>
  );
}
