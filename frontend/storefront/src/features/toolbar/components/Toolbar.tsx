import type { Branch } from '@bestellwerk/common/api/types';

import { openStateLabel } from '../../../lib/openStateLabel';
import { messages } from '../../../messages';
import { openBranchCount, orderOpeningState } from '../toolbarState';
import styles from './Toolbar.module.css';

interface ToolbarProps {
  /** undefined while loading: the bar keeps its place, empty */
  branches: readonly Branch[] | undefined;
  /** the branch of the current /store/:identifier route */
  selected: Branch | undefined;
  /** wall time in the business time zone, "YYYY-MM-DDTHH:MM" */
  now: string;
}

/** Toolbar plugin: open branches, or the selected branch's name and state (warning style within 60 minutes of closing). */
export function Toolbar({ branches, selected, now }: ToolbarProps) {
  const state = selected ? orderOpeningState(selected, now) : null;
  return (
    <aside className={styles.toolbar} aria-label={messages.toolbar.label}>
      <div className={styles.inner}>
        {!branches ? null : selected && state ? (
          <p className={styles.line}>
            <span className={styles.name}>{selected.name}</span>
            <span className={`${styles.state} ${styles[state.status]}`} data-status={state.status}>
              {openStateLabel(state, now.slice(0, 10))}
            </span>
          </p>
        ) : (
          <p className={styles.line}>{messages.toolbar.openCount(openBranchCount(branches, now))}</p>
        )}
      </div>
    </aside>
  );
}
