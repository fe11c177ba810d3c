import { longestLeadProduct } from '@bestellwerk/common/rules/leadTime';
import type { SlotBranch } from '@bestellwerk/common/rules/slots';
import { useMemo } from 'react';

import { firstSlot, leadTimeNote, type NamedProduct, windowNote } from '../../../lib/availabilityNotes';
import styles from './Checkout.module.css';

interface AppointmentNotesProps {
  branch: SlotBranch;
  products: readonly NamedProduct[];
  isDelivery: boolean;
  appointment: string | null;
  now: Date;
}

/**
 * Under the appointment, before the order is sent: why a time is needed (the longest lead time with
 * the first possible time, a product not available now) and every cart product that is not available
 * at the chosen time.
 */
export function AppointmentNotes({ branch, products, isDelivery, appointment, now }: AppointmentNotesProps) {
  const notes = useMemo(() => {
    const lead = longestLeadProduct(products);
    const unique = [...new Map(products.map((product) => [product.name, product])).values()];
    return [
      lead && leadTimeNote(lead, firstSlot(branch, now, products, isDelivery), now),
      // at the chosen time, else (a time inside its window) why the time is needed
      ...unique.map((product) => windowNote(product, appointment, now) ?? windowNote(product, null, now)),
    ].filter((note): note is string => Boolean(note));
  }, [branch, products, isDelivery, appointment, now]);
  if (notes.length === 0) return null;
  return (
    <div className={styles.appointmentNotes} role="status">
      {notes.map((note) => (
        <p key={note} className={styles.warning}>
          {note}
        </p>
      ))}
    </div>
  );
}
