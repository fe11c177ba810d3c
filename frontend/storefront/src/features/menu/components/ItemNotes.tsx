import type { Branch } from '@bestellwerk/common/api/types';
import { useMemo } from 'react';

import { firstSlot, leadTimeNote, windowNote } from '../../../lib/availabilityNotes';
import { menuMessages } from '../messages';
import type { WindowedProduct } from '../availability';
import styles from './ItemNotes.module.css';

/** What the item dialog says about when its product can be ordered. */
export interface ItemAvailability {
  product: WindowedProduct;
  branch: Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isPreorderEnabled'>;
  now: Date;
}

/**
 * Before the product goes into the cart: outside its window ('Kleines Frühstück ist derzeit nicht
 * verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.', with the preorder hint) and its lead time with the
 * first possible time ('Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: …').
 */
export function ItemNotes({ product, branch, now }: ItemAvailability) {
  const notes = useMemo(() => {
    const window = windowNote(product, null, now);
    const lead = leadTimeNote(product, firstSlot(branch, now, [product]), now);
    return [window && (branch.isPreorderEnabled ? `${window} ${menuMessages.preorderLater}` : window), lead].filter(
      (note): note is string => Boolean(note),
    );
  }, [product, branch, now]);
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes}>
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </div>
  );
}
