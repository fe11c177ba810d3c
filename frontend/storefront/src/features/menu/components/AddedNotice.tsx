import { useEffect } from 'react';

import { menuMessages } from '../messages';
import styles from './AddedNotice.module.css';

const VISIBLE_MS = 4000;

/** 'Produkt zum Warenkorb hinzugefügt.' for a few seconds after saving an item (a polite live region). */
export function AddedNotice({ shownAt, onHide }: { shownAt: number | null; onHide: () => void }) {
  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(onHide, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt, onHide]);
  return (
    <div className={styles.region} role="status">
      {shownAt !== null && <p className={styles.notice}>{menuMessages.added}</p>}
    </div>
  );
}
