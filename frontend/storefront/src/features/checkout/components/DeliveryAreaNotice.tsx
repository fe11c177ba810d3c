import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';

import { checkoutMessages } from '../messages';
import styles from './Checkout.module.css';

const text = checkoutMessages.deliveryArea;

interface DeliveryAreaNoticeProps {
  area: DeliveryArea | null;
  currency: string;
}

/** The area the postcode decides and its fee ('Liefergebiet: 1060 Mariahilf, Lieferkosten 2,90 EUR'). */
export function DeliveryAreaNotice({ area, currency }: DeliveryAreaNoticeProps) {
  return (
    <p className={styles.hint} role="status">
      {area
        ? text.found(area.area, area.free ? text.free : formatCurrency(area.price ?? '0', currency))
        : text.fromPostcode}
    </p>
  );
}
