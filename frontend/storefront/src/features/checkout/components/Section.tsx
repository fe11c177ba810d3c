import type { ReactNode } from 'react';

import styles from './Checkout.module.css';

/** One titled section of the checkout (a region named by its heading). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
