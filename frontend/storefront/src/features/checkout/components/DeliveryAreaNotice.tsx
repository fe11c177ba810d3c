import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';

import { checkoutMessages } from '../messages';
import styles from './Checkout.module.css';

const text = checkoutMessages.deliveryArea;

interface DeliveryAreaNoticeProps {
  area: DeliveryArea | null;
  currency: string;
}

/** The area the postcode decides, its fee and minimum ('Liefergebiet: 1060 Mariahilf, Lieferkosten 2,90 EUR, Mindestbestellwert 15,00 EUR'). */
export function DeliveryAreaNotice({ area, currency }: DeliveryAreaNoticeProps) {
  const minimum =
    area?.minimumOrderValue && Number(area.minimumOrderValue) > 0
      ? formatCurrency(area.minimumOrderValue, currency)
      : null;
  return (
    <p className={styles.hint} role="status">
      {area
        ? text.found(area.area, area.free ? text.free : formatCurrency(area.price ?? '0', currency), minimum)
        : text.fromPostcode}
    </p>
  );
}
